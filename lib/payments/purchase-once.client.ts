import { trackPixel } from "@/lib/pixel";

/** Sends the Purchase event once per completed payment, even when its page is reloaded. */
export function trackPurchaseOnce(key: string, value: number, currency: string): void {
  const storageKey = `purchase-sent:${key}`;
  try {
    if (window.sessionStorage.getItem(storageKey)) return;
    window.sessionStorage.setItem(storageKey, "1");
  } catch {
    // Storage blocked: sending twice is better than not at all.
  }
  trackPixel("Purchase", { value, currency });
}
