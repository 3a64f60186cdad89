"use client";

import { useState, useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * Whether a region drawn from `data` adopts the server's DOM instead of drawing it: true from its
 * hydration (the server drew it for the same data) until `data` changes; false on the server (which
 * draws it), when `data` is undefined, and when the region is mounted anew in the browser, where there
 * is no server DOM to adopt. React's external-store hook tells hydration from a fresh mount: it reads
 * the server snapshot only while hydrating.
 */
export function useAdoptedMarkup(data: unknown): boolean {
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const key = data === undefined ? null : JSON.stringify(data);
  const [adoptedFor] = useState(() => (typeof window !== "undefined" && hydrating ? key : null));
  return key !== null && adoptedFor === key;
}
