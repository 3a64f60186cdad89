"use client";

import { useState, useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * True while the browser hydrates what the server drew; false in a fresh mount in the browser and on
 * the server. React's external-store hook reads the server snapshot on the server and while hydrating.
 */
export function useHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  return serverSnapshot && typeof window !== "undefined";
}

/**
 * Whether a region drawn from `data` adopts the server's DOM instead of drawing it: true from its
 * hydration (the server drew it for the same data) until `data` changes; false on the server (which
 * draws it), when `data` is undefined, and when the region is mounted anew in the browser, where there
 * is no server DOM to adopt.
 */
export function useAdoptedMarkup(data: unknown): boolean {
  const hydrating = useHydrating();
  const key = data === undefined ? null : JSON.stringify(data);
  const [adoptedFor] = useState(() => (hydrating ? key : null));
  return key !== null && adoptedFor === key;
}
