/** @jest-environment jsdom */
import { installPixelStub, trackPixel } from "./pixel";

beforeEach(() => {
  delete window.__pixelEvents;
  delete window.fbq;
});

it("records every event for observers, without any pixel installed", () => {
  trackPixel("AddToCart", { content_ids: ["u-1"], value: 12.5 });
  expect(window.__pixelEvents).toEqual([
    { event: "AddToCart", params: { content_ids: ["u-1"], value: 12.5 }, at: expect.any(Number) },
  ]);
});

it("queues events for the pixel once the stub is installed", () => {
  expect(installPixelStub("123")).toBe(true);
  trackPixel("Purchase", { value: 0, currency: "USD" });
  expect(window.fbq?.queue).toEqual([
    ["init", "123"],
    ["track", "PageView"],
    ["track", "Purchase", { value: 0, currency: "USD" }],
  ]);
  expect(installPixelStub("456")).toBe(false);
});
