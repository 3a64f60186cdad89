/**
 * Browser-side session signals. The sealed session cookie is httpOnly, so page scripts learn the
 * signed-in state from the non-secret `sf_signed_in` flag cookie and from these events:
 * - "storefront:signed-in" after login or verification (the cart pushes the local cart then),
 * - "storefront:signed-out" after logout or any 401 (the cart clears itself then).
 */

export const SIGNED_IN_EVENT = "storefront:signed-in";
export const SIGNED_OUT_EVENT = "storefront:signed-out";
const FLAG_COOKIE = "sf_signed_in";

export function readSignedInFlag(): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => part.trim() === `${FLAG_COOKIE}=1`);
}

export function announceSignedIn(): void {
  window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}

let lastSignedOut = -Infinity;

export function announceSignedOut(): void {
  lastSignedOut = performance.now();
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

/** Whether a sign-out was announced at or after `time` (a `performance.now()`). */
export function signedOutSince(time: number): boolean {
  return lastSignedOut >= time;
}

/** Calls `listener` on either signal; returns the unsubscribe function (useSyncExternalStore-friendly). */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SIGNED_IN_EVENT, listener);
  window.addEventListener(SIGNED_OUT_EVENT, listener);
  return () => {
    window.removeEventListener(SIGNED_IN_EVENT, listener);
    window.removeEventListener(SIGNED_OUT_EVENT, listener);
  };
}
