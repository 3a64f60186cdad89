/** @jest-environment jsdom */
import { readPixelConsent, startPixel, stopPixel, storePixelConsent, trackPixel } from "./pixel";

const clearConsent = () => {
  document.cookie = "pixel_consent=; Max-Age=0; Path=/";
};

beforeEach(() => {
  delete window.__pixelEvents;
  delete window.fbq;
  clearConsent();
  document.head.querySelectorAll("script[data-pixel]").forEach((script) => script.remove());
});

it("records every event for observers, without any pixel installed or consent given", () => {
  trackPixel("AddToCart", { content_ids: ["u-1"], value: 12.5 });
  expect(window.__pixelEvents).toEqual([
    { event: "AddToCart", params: { content_ids: ["u-1"], value: 12.5 }, at: expect.any(Number) },
  ]);
});

it("reads the choice from its own cookie only, and anything else as not asked yet", () => {
  expect(readPixelConsent("a=1; pixel_consent=granted; b=2")).toBe("granted");
  expect(readPixelConsent("pixel_consent=denied")).toBe("denied");
  expect(readPixelConsent("pixel_consent=yes")).toBeNull();
  expect(readPixelConsent("my_pixel_consent=granted")).toBeNull();
  expect(readPixelConsent("")).toBeNull();
  storePixelConsent("denied");
  expect(readPixelConsent()).toBe("denied");
});

it("sends nothing to a pixel while the visitor has not accepted", () => {
  startPixel("123", "https://pixel.example/fbevents.js");
  trackPixel("ViewContent", { content_ids: ["u-1"] });
  storePixelConsent("denied");
  trackPixel("Purchase", { value: 1 });
  expect(window.fbq?.queue).toEqual([
    ["init", "123"],
    ["track", "PageView"],
  ]);
  expect(window.__pixelEvents?.map((e) => e.event)).toEqual(["ViewContent", "Purchase"]);
});

it("with consent, queues events for the pixel and requests its script once", () => {
  storePixelConsent("granted");
  trackPixel("ViewContent", { content_ids: ["u-1"] }); // before the pixel's island started: kept for it
  startPixel("123", "https://pixel.example/fbevents.js");
  trackPixel("Purchase", { value: 0, currency: "USD" });
  expect(window.fbq?.queue).toEqual([
    ["init", "123"],
    ["track", "PageView"],
    ["track", "ViewContent", { content_ids: ["u-1"] }],
    ["track", "Purchase", { value: 0, currency: "USD" }],
  ]);
  const scripts = document.head.querySelectorAll<HTMLScriptElement>("script[data-pixel]");
  expect([...scripts].map((s) => s.src)).toEqual(["https://pixel.example/fbevents.js"]);

  startPixel("123", "https://pixel.example/fbevents.js");
  expect(document.head.querySelectorAll("script[data-pixel]")).toHaveLength(1);
});

it("a withdrawal stops the next event at once and revokes the loaded pixel; accepting again resumes", () => {
  storePixelConsent("granted");
  startPixel("123", "https://pixel.example/fbevents.js");
  const calls: unknown[][] = [];
  window.fbq!.callMethod = (...args) => calls.push(args); // what the pixel's script does once loaded

  trackPixel("AddToCart", { value: 1 });
  storePixelConsent("denied");
  stopPixel();
  trackPixel("InitiateCheckout", { value: 1 });
  storePixelConsent("granted");
  startPixel("123", "https://pixel.example/fbevents.js");
  trackPixel("Purchase", { value: 1 });

  expect(calls).toEqual([
    ["track", "AddToCart", { value: 1 }],
    ["consent", "revoke"],
    ["consent", "grant"],
    ["track", "Purchase", { value: 1 }],
  ]);
});
