"use client";

import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { flushSync } from "react-dom";
import { showRegionActions } from "./region-actions";
import { useDiscardedServerDom, useHydrating } from "./use-adopted-markup";

/** What comes before a shopper uses a control: the pointer over it, a finger or a press on it, focus in it. */
const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

type WakeOnUseProps = {
  /** The region's element. */
  as: "aside" | "div";
  className?: string;
  "aria-labelledby"?: string;
  /** Inline, not a class: a region in the shell lays out no box of its own with `display: contents`. */
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * Islands that wait for a shopper (docs/adr/0015-wake-on-use.md): after the page's hydration the
 * browser keeps the server's DOM of `children` as it is, creating no fiber for it, as in an adopted
 * static region, until the pointer comes over the region, a finger or a press lands on it, or focus
 * enters it. Then, in that same event, React renders `children` anew in its place (the same markup: the
 * server rendered it from the same elements) and their controls work from there; the element that had
 * focus gets it back, and what the shopper did before (text typed, a disclosure opened) is kept.
 * Mounted anew in the browser (a client navigation), the region is awake at once.
 *
 * For islands whose server markup is all a shopper sees until they use them (the listing's filters, the
 * header's search box), or whose state the code hydrated anyway writes into that markup while it sleeps
 * (the header's counts and account): the region actions registered for its elements (region-actions.ts)
 * show on the server's DOM until it wakes. Before it wakes, a form in it still works as without JavaScript.
 */
export function WakeOnUse({ as: Region, children, ...attributes }: WakeOnUseProps) {
  const hydrating = useHydrating();
  const [sleeping, setSleeping] = useState(hydrating);
  const region = useRef<HTMLElement>(null);
  // Never left empty: a region whose server DOM React threw away is counted and awake at once.
  const discarded = useDiscardedServerDom(region, sleeping);
  const asleep = sleeping && !discarded;

  useEffect(() => {
    const element = region.current;
    if (!asleep || !element) return;
    const stopShowing = showRegionActions(element);
    const stop = () => {
      stopShowing();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    };
    let woken = false;
    function wake() {
      if (woken) return;
      woken = true;
      stop();
      const focused = document.activeElement;
      const path = focused && focused !== element && element!.contains(focused) ? pathFrom(element!, focused) : null;
      flushSync(() => setSleeping(false));
      const rendered = region.current;
      if (!rendered || rendered === element) return;
      carryOver(element!, rendered);
      if (path) nodeAt(rendered, path)?.focus({ preventScroll: true });
      // Taps held before hydration (docs/adr/0009-tap-replay.md) are played on the rendered controls.
      const held = window.__heldTaps?.queue ?? [];
      held.forEach((control, index) => {
        if (element!.contains(control)) held[index] = nodeAt(rendered, pathFrom(element!, control)) ?? control;
      });
      // A click on the server's control after it woke (a screen reader focuses a control, which wakes the
      // region, then clicks the element it focused): played on the rendered one.
      element!.addEventListener(
        "click",
        (event) => {
          event.preventDefault();
          event.stopPropagation();
          if (event.target instanceof Element) nodeAt(rendered, pathFrom(element!, event.target))?.click();
        },
        true,
      );
    }
    for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
    // Focus that came in before hydration, or a tap held on one of its controls: wake now, once React has
    // left this effect (the tap is then played, and the typing goes on in the rendered field).
    if (element.contains(document.activeElement) || window.__heldTaps?.queue.some((c) => element.contains(c)))
      queueMicrotask(wake);
    return stop;
  }, [asleep]);

  return asleep ? (
    // React neither hydrates nor compares what is inside an element with inner HTML: the server's DOM stays.
    <Region
      key="asleep"
      ref={region as RefObject<never>}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  ) : (
    <Region key="awake" ref={region as RefObject<never>} {...attributes}>
      {children}
    </Region>
  );
}

/**
 * What a shopper changed in the server's DOM before the region woke (text typed, a disclosure
 * opened), carried over to the same places in the rendered one.
 */
function carryOver(from: Element, to: Element): void {
  for (const before of from.querySelectorAll<HTMLElement>("details, input, textarea")) {
    const after = nodeAt(to, pathFrom(from, before));
    if (after?.tagName !== before.tagName) continue;
    if (before instanceof HTMLDetailsElement) (after as HTMLDetailsElement).open = before.open;
    else if (before instanceof HTMLTextAreaElement || TYPED.has((before as HTMLInputElement).type))
      (after as HTMLInputElement).value = (before as HTMLInputElement).value;
  }
}

const TYPED = new Set(["text", "search", "email", "tel", "url", "number"]);

/**
 * The element children that count for a place: React's server render of a form on a Server Action adds
 * hidden fields of its own that a form rendered in the browser does not have.
 */
const placed = (parent: Element) =>
  [...parent.children].filter((child) => !(child instanceof HTMLInputElement && child.type === "hidden"));

/** The child indexes that lead from `root` down to `node`. */
function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift(placed(at.parentElement).indexOf(at));
  return path;
}

function nodeAt(root: Element, path: number[]): HTMLElement | null {
  let at: Element | undefined = root;
  for (const index of path) at = at && placed(at)[index];
  return at instanceof HTMLElement ? at : null;
}
