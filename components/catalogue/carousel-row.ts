/** The slide at the start of a carousel's row, where CSS scroll snapping left it (before Swiper runs). */
export function scrolledTo(row: HTMLElement): number {
  const slides = [...row.children] as HTMLElement[];
  const distance = (index: number) => Math.abs(slides[index]!.offsetLeft - row.scrollLeft);
  return slides.reduce((nearest, _, index) => (distance(index) < distance(nearest) ? index : nearest), 0);
}

/** Whether a carousel plays by itself: it has an autoplay period, and the shopper does not prefer reduced motion. */
export function autoplays(periodMs: number | undefined): periodMs is number {
  return Boolean(periodMs) && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
