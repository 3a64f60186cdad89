"use client";

import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from "react";
import { noteDiscardedRegion } from "./discarded-regions";

const noChanges = () => () => {};

/**
 * True while the browser hydrates what the server rendered; false in a fresh mount in the browser and on
 * the server. React's external-store hook reads the server snapshot on the server and while hydrating
 * (react-behaviour.test.tsx fails when a release changes that).
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
 * Whether a region rendered from `data` adopts the server's DOM instead of rendering it: true from its
 * hydration (the server rendered it for the same data) until `data` changes; false on the server (which
 * renders it), when `data` is undefined, and when the region is mounted anew in the browser, where there
 * is no server DOM to adopt.
 */
export function useAdoptedMarkup(data: unknown): boolean {
  const hydrating = useHydrating();
  const key = data === undefined ? null : JSON.stringify(data);
  const [adoptedFor] = useState(() => (hydrating ? key : null));
  return key !== null && adoptedFor === key;
}

/** Set once a region's hydration committed: a region mounted anew after that is a client navigation's. */
let regionHydrated = false;

/**
 * True once a region that was to keep the server's DOM (`keeping`) is found empty after it hydrated: React
 * threw that DOM away. Such a region is counted (discarded-regions.ts) and must render its content itself,
 * never stay empty. A region mounted anew on a server-rendered page before any region hydrated (React
 * rendered the page again in the browser after a hydration error) is counted too.
 */
export function useDiscardedServerDom(region: RefObject<HTMLElement | null>, keeping: boolean): boolean {
  const [hydrated] = useState(useHydrating());
  const [discarded, setDiscarded] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!hydrated || !element) return;
    regionHydrated = true;
    if (!keeping || element.hasChildNodes()) return;
    noteDiscardedRegion(element);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only the DOM tells; one more render, before paint, fills it
    setDiscarded(true);
  }, [region, keeping, hydrated]);
  useLayoutEffect(() => {
    // The shell's inline script (lib/tap-replay) marks a page the server rendered.
    if (!hydrated && !regionHydrated && window.__heldTaps && region.current) noteDiscardedRegion(region.current);
  }, [region, hydrated]);
  return discarded;
}
