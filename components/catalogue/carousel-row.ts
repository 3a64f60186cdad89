/** The slide at the start of a carousel's row, where CSS scroll snapping left it (before Swiper runs). */
export function scrolledTo(row: HTMLElement): number {
  const slides = [...row.children] as HTMLElement[];
  const distance = (index: number) => Math.abs(slides[index]!.offsetLeft - row.scrollLeft);
  return slides.reduce((nearest, _, index) => (distance(index) < distance(nearest) ? index : nearest), 0);
}
