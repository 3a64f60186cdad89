/**
 * Marketing pixel events (spec: ViewContent on the product page, AddToCart, CompleteRegistration,
 * InitiateCheckout on Checkout, Purchase on order success). Browser-only and tiny: every event is
 * recorded in `window.__pixelEvents` (so tests and tag managers can observe it) and forwarded to
 * the pixel's `fbq` when the shop has a pixel (components/pixel-script-client.tsx loads it).
 */

export type PixelEventName = "ViewContent" | "AddToCart" | "CompleteRegistration" | "InitiateCheckout" | "Purchase";
export type PixelParams = Record<string, string | number | boolean | string[] | undefined>;
type RecordedPixelEvent = { event: PixelEventName; params: PixelParams; at: number };

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown };

declare global {
  interface Window {
    __pixelEvents?: RecordedPixelEvent[];
    fbq?: Fbq;
  }
}

const MAX_RECORDED = 200;

export function trackPixel(event: PixelEventName, params: PixelParams = {}): void {
  if (typeof window === "undefined") return;
  const recorded = (window.__pixelEvents ??= []);
  recorded.push({ event, params, at: Date.now() });
  if (recorded.length > MAX_RECORDED) recorded.splice(0, recorded.length - MAX_RECORDED);
  window.fbq?.("track", event, params);
}

/**
 * Installs the pixel's queueing stub (events before the script arrives are kept) and initialises
 * it with the shop's id. Returns false when a pixel is already installed.
 */
export function installPixelStub(pixelId: string): boolean {
  if (typeof window === "undefined" || window.fbq) return false;
  const queue: unknown[][] = [];
  const fbq: Fbq = (...args: unknown[]) => {
    queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.push = fbq;
  window.fbq = fbq;
  fbq("init", pixelId);
  fbq("track", "PageView");
  return true;
}
