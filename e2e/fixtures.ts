import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { FULL, SPEC_MINIMAL } from "./backends";
import { API_URL } from "./env";

/**
 * Stands in for the pixel's script: like Meta's, it takes over `fbq` and sends every tracked event
 * (the ones queued before it arrived too) as an image request to https://www.facebook.com/tr.
 */
const FAKE_PIXEL_SCRIPT = `(() => {
  const fbq = window.fbq;
  window.__pixelScriptLoaded = true;
  window.__pixelSent = [];
  if (!fbq) return;
  const send = (args) => {
    if (args[0] !== "track") return;
    window.__pixelSent.push(args[1]);
    new Image().src = "https://www.facebook.com/tr?ev=" + encodeURIComponent(args[1]) + "&cd=" + encodeURIComponent(JSON.stringify(args[2] ?? {}));
  };
  (fbq.queue ?? []).forEach(send);
  fbq.callMethod = (...args) => send(args);
})();`;

/** The events the pixel's script (the stand-in) has sent from this page, at the moment it sends them. */
export const pixelSent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pixelSent?: string[] }).__pixelSent ?? []);

/**
 * Whether the page has started the marketing pixel: lib/pixel.ts installs `window.fbq` and adds the
 * script's element at once when it starts, so this needs no wait for the request that follows.
 */
export const pixelStarted = (page: Page) =>
  page.evaluate(() => window.fbq !== undefined || document.querySelector("script[data-pixel]") !== null);

/**
 * Tests run offline: for a test that asks for `pixelScriptRequests` or `pixelBeacons` (every test that lets the
 * pixel load), the marketing pixel's third-party script is answered by a stand-in, and every request for it is
 * recorded in `pixelScriptRequests` so a test can tell whether it was loaded; the events it sends are answered
 * too, their event names in `pixelBeacons`. Only those tests route: one route has Playwright intercept every
 * request of the browser context and turns the browser's cache off, which cost every other test CPU.
 */
export const test = base.extend<{ pixelScriptRequests: string[]; pixelBeacons: string[] }, { backendOfProject: void }>({
  // A worker's environment names its project's backend (e2e/backends.ts), or the spec-minimal project would
  // quietly test the full API again.
  backendOfProject: [
    async ({}, use, workerInfo) => {
      const backend = workerInfo.project.name === SPEC_MINIMAL.project ? SPEC_MINIMAL : FULL;
      expect(
        { project: workerInfo.project.name, API_URL },
        "the worker's environment names its project's backend",
      ).toEqual({ project: workerInfo.project.name, API_URL: `http://127.0.0.1:${backend.apiPort}` });
      expect(process.env.E2E_SPEC_MINIMAL ?? "0").toBe(backend.specMinimal ? "1" : "0");
      await use();
    },
    { scope: "worker", auto: true },
  ],
  pixelScriptRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
      await context.route("https://connect.facebook.net/**", async (route) => {
        requests.push(route.request().url());
        await route.fulfill({ contentType: "text/javascript", body: FAKE_PIXEL_SCRIPT });
      });
      await use(requests);
    },
    { auto: false },
  ],
  pixelBeacons: [
    async ({ context, pixelScriptRequests }, use) => {
      // The beacons are sent by the script's stand-in: asking for them routes the script too.
      void pixelScriptRequests;
      const beacons: string[] = [];
      await context.route("https://www.facebook.com/**", async (route) => {
        beacons.push(new URL(route.request().url()).searchParams.get("ev") ?? "");
        await route.fulfill({
          status: 200,
          contentType: "image/gif",
          body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64"),
        });
      });
      await use(beacons);
    },
    { auto: false },
  ],
});

export { expect };

/** What the shop API says about a shop, to compare the storefront against. */
export async function shopData(request: APIRequestContext, origin: string) {
  const get = async (path: string) => {
    const response = await request.get(`${API_URL}${path}?site_url=${encodeURIComponent(origin)}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as { data: unknown; pages?: unknown };
  };
  const theme = (await get("/api/gym-theme")).data as {
    browser_title: string;
    header_bg_color: string;
    gen_theme_primary_color: string;
    pixel_id: string | null;
  };
  const attributes = (await get("/api/site-attribute")).data as {
    setting_id: number;
    column_heading: string;
    fk_column_name: string;
    is_header_attr: number;
    options: { option_id: number; label: string }[];
  }[];
  return { theme, attributes };
}

/** "#0f766e" → "rgb(15, 118, 110)", as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const value = hex.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A page's HTML as fetched, with numeric character references written as the characters they
 * stand for. The storefront keeps cached pages in ASCII (lib/page-cache/ascii-html.mjs), so "–" arrives as
 * `&#x2013;`; a browser reads both the same, and so do these raw-HTML checks.
 */
export async function htmlOf(response: { text(): Promise<string> }): Promise<string> {
  const html = await response.text();
  return html.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_, code: string) =>
    String.fromCodePoint(code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : Number(code)),
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
