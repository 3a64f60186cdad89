/**
 * Taps on controls the server painted, held until the control's island has hydrated, then played
 * in the order they were made (docs/adr/0009-tap-replay.md). A control takes part by carrying
 * `data-tap` and by being handed to `useTapReplay` in the component that renders it.
 */

/** What the document's inline script keeps on `window`, and the hook reads. */
export type HeldTaps = {
  /** Controls tapped before they were live, one entry per tap, oldest first. */
  readonly queue: Element[];
  /** Controls whose island has hydrated: taps on them pass straight to their handlers. */
  readonly live: WeakSet<Element>;
};

declare global {
  interface Window {
    __heldTaps?: HeldTaps;
  }
}

/**
 * Runs in the document, before any bundle (it is written out as the inline script's source, so it
 * must stay self-contained). Captures clicks, keyboard activations included, on `[data-tap]`
 * controls that are not live yet: the click does nothing now and is queued; `aria-busy` tells the
 * shopper and assistive technology it was taken.
 */
function holdTaps(): void {
  const held: HeldTaps = { queue: [], live: new WeakSet() };
  window.__heldTaps = held;
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const control = target instanceof Element ? target.closest("[data-tap]") : null;
      if (!control || held.live.has(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.queue.push(control);
      control.setAttribute("aria-busy", "true");
    },
    true,
  );
}

/** The inline script: `holdTaps` as source, called at once. */
export const HOLD_TAPS_SCRIPT = `(${holdTaps.toString()})()`;

let scheduled = false;

/**
 * Plays the held taps whose controls are live, oldest first, one per task: React renders a tap's
 * state change in a microtask, and the next tap's handler must see it. Playing stops at the first
 * tap whose control is not live yet, so taps on two controls keep their order (plus, then add to
 * cart); a control that left the document is dropped with its taps. One chain at a time.
 */
export function replayHeldTaps(held: HeldTaps, later: (next: () => void) => void = (next) => setTimeout(next)): void {
  if (scheduled) return;
  scheduled = true;
  later(() => {
    scheduled = false;
    const control = held.queue[0];
    if (!control || (control.isConnected && !held.live.has(control))) return;
    held.queue.shift();
    if (!held.queue.includes(control)) control.removeAttribute("aria-busy");
    if (control.isConnected && control instanceof HTMLElement) control.click();
    replayHeldTaps(held, later);
  });
}
