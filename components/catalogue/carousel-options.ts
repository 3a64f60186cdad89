/** How a carousel behaves; shared by the island (server-rendered layout) and the Swiper engine. */
export type CarouselOptions = {
  /** Slides per view from 576 px wide. */
  perView: number;
  /** Slides per view under 576 px; defaults to perView. */
  perViewSmall?: number;
  /** Gap between slides in px (Swiper's spaceBetween). */
  gap: number;
  loop?: boolean;
  /** Autoplay delay in ms; off when omitted. */
  autoplayMs?: number;
  /** Clickable bullets. */
  pagination?: boolean;
  /** Previous/next buttons. */
  navigation?: boolean;
};

/** The spec's mobile breakpoint. */
export const SMALL_SCREEN_MAX = 576;
