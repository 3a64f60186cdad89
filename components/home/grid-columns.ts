/**
 * Cards per row of the home page's 'Our Products' grid from the shop's grid layout (`gridLayout`,
 * lib/shop-settings.ts): 1 gives 3, 2 gives 4, any other value gives 6.
 */
export function gridColumns(productGridLayout: number | null | undefined): 3 | 4 | 6 {
  if (productGridLayout === 1) return 3;
  if (productGridLayout === 2) return 4;
  return 6;
}

/** Widest the content gets (app/base.module.css --content-width, 76rem) less its side padding, in px. */
const CONTENT_PX = 1184;

/** `sizes` of a card image in a grid of `columns` (2 per row under 768 px, at most 3 until 992 px). */
export function gridImageSizes(columns: number): string {
  const wide = Math.ceil(CONTENT_PX / columns);
  return `(min-width: 1216px) ${wide}px, (min-width: 992px) ${Math.ceil(100 / columns)}vw, (min-width: 768px) ${Math.ceil(100 / Math.min(3, columns))}vw, 50vw`;
}
