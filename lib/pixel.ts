/**
 * Marketing pixel events (spec: ViewContent on the product page, AddToCart, CompleteRegistration,
 * InitiateCheckout on Checkout, Purchase on order success). Browser-only and tiny: every event is
 * recorded in `window.__pixelEvents` (so tests and tag managers can observe it), and forwarded to
 * the pixel's `fbq` only while the visitor's consent cookie says so: the cookie is read at each
 * event, so a withdrawal (in any tab) stops the next one. components/consent/ asks and loads the pixel.
 */

export type PixelEventName = "ViewContent" | "AddToCart" | "CompleteRegistration" | "InitiateCheckout" | "Purchase";
export type PixelParams = Record<string, string | number | boolean | string[] | undefined>;
type RecordedPixelEvent = { event: PixelEventName; params: PixelParams; at: number };

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
  push?: unknown;
  callMethod?: (...args: unknown[]) => void;
};

declare global {
  interface Window {
    __pixelEvents?: RecordedPixelEvent[];
    fbq?: Fbq;
  }
}

export type PixelConsent = "granted" | "denied";

/** Marks the footer's "Cookie settings" button, which opens the consent banner again. */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

const MAX_RECORDED = 200;
const CONSENT_COOKIE = "pixel_consent";
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The visitor's choice for this shop (cookies are per host: each shop has its own), or null when not asked yet. */
export function readPixelConsent(cookie = typeof document === "undefined" ? "" : document.cookie): PixelConsent | null {
  const value = /(?:^|;\s*)pixel_consent=([^;]*)/.exec(cookie)?.[1];
  return value === "granted" || value === "denied" ? value : null;
}

export function storePixelConsent(choice: PixelConsent): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** Events consented to before the pixel was installed on this page (its island mounts after other islands' effects). */
const pending: [PixelEventName, PixelParams][] = [];

export function trackPixel(event: PixelEventName, params: PixelParams = {}): void {
  if (typeof window === "undefined") return;
  const recorded = (window.__pixelEvents ??= []);
  recorded.push({ event, params, at: Date.now() });
  if (recorded.length > MAX_RECORDED) recorded.splice(0, recorded.length - MAX_RECORDED);
  if (readPixelConsent() !== "granted") return;
  if (window.fbq) window.fbq("track", event, params);
  else if (pending.length < MAX_RECORDED) pending.push([event, params]);
}

/**
 * Installs the pixel's queueing stub (commands before the script arrives are kept, Meta's snippet
 * shape) with the shop's id and requests its script, once per page; after a withdrawal on the same
 * page it grants again. Call it only once the visitor has accepted.
 */
export function startPixel(pixelId: string, scriptUrl: string): void {
  if (window.fbq) {
    window.fbq("consent", "grant");
    return;
  }
  const queue: unknown[][] = [];
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.push = fbq;
  window.fbq = fbq;
  fbq("init", pixelId);
  fbq("track", "PageView");
  for (const [event, params] of pending.splice(0)) fbq("track", event, params);
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
  script.dataset.pixel = "true";
  document.head.appendChild(script);
}

/** Tells a loaded pixel to stop sending on its own (page views); trackPixel already stops on the cookie. */
export function stopPixel(): void {
  window.fbq?.("consent", "revoke");
}
