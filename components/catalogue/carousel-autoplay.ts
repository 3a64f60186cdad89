import type { CarouselEngine } from "./carousel-engine";
import { autoplays, scrolledTo } from "./carousel-row";

/**
 * A carousel's autoplay, without Swiper: every period the row (laid out and snapped by CSS) scrolls to
 * the next slide, and back to the first after the last; once a shopper has started Swiper, Swiper is
 * moved instead. Paused while a pointer is over the carousel or the focus is in it, and off for
 * shoppers who prefer reduced motion; stopped when a navigation took the carousel out of the page. Loaded
 * with the carousels' controller (carousel-controller.ts) once a static region holding one shows; returns its stop.
 */
export function startAutoplay(
  root: HTMLElement,
  periodMs: number,
  engine: () => CarouselEngine | null,
  show: (index: number) => void,
): () => void {
  if (!autoplays(periodMs)) return () => {};
  const row = root.querySelector<HTMLElement>(".swiper-wrapper")!;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const advance = () => {
    if (!root.isConnected) return stop();
    const swiper = engine();
    if (swiper) return swiper.advance();
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    const target = atEnd ? 0 : Math.min(scrolledTo(row) + 1, row.children.length - 1);
    row.scrollTo({ left: (row.children[target] as HTMLElement).offsetLeft, behavior: "smooth" });
    show(target);
  };
  const resume = () => {
    window.clearInterval(timer);
    if (!hovered && !focused) timer = window.setInterval(advance, periodMs);
  };
  const hover = (over: boolean) => () => {
    hovered = over;
    resume();
  };
  const focus = (event: Event) => {
    focused = event.type === "focusin" || root.contains((event as FocusEvent).relatedTarget as Node);
    resume();
  };
  const listeners: (readonly [EventTarget, string, (event: Event) => void])[] = [
    [root, "pointerenter", hover(true)],
    [root, "pointerleave", hover(false)],
    [root, "focusin", focus],
    [root, "focusout", focus],
    // A row scrolled by hand (a trackpad, before Swiper) shows where it is on the bullets.
    [row, "scrollend", () => engine() || show(scrolledTo(row))],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener, { passive: true });
  function stop() {
    window.clearInterval(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  }
  resume();
  return stop;
}
