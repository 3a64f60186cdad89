"use client";

import { useEffect, type RefObject } from "react";
import { replayHeldTaps } from "./held-taps";

/**
 * Makes the `[data-tap]` controls of `ref` (the element itself or those inside it) live once this
 * component has hydrated, and after each render (a control may appear later), and plays the taps
 * held on them. They are played from a task of their own, after every effect of this commit has
 * run: the cart store starts in its provider's effect, which runs after its children's.
 */
export function useTapReplay(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const root = ref.current;
    const held = window.__heldTaps;
    if (!root || !held) return;
    if (root.matches("[data-tap]")) held.live.add(root);
    for (const control of root.querySelectorAll("[data-tap]")) held.live.add(control);
    if (held.queue.length > 0) replayHeldTaps(held);
  });
}
