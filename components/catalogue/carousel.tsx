import { Children, type CSSProperties, type ReactNode } from "react";
import type { CarouselOptions } from "./carousel-options";
import styles from "./carousel.module.css";

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  options: CarouselOptions;
  /** The slides, one child per slide: server markup only (no client components, no next/link or next/image). */
  children: ReactNode;
  className?: string;
};

/**
 * A carousel as plain markup, for a static region (docs/adr/0013-static-regions.md): render it inside a
 * StaticRegion, whose listener runs its arrows and bullets (`data-carousel-move`, the actions registered by
 * use-carousel-actions.ts). Nothing of it hydrates. Its slides are laid out by CSS exactly as Swiper will lay
 * them out, so nothing shifts when Swiper starts at a shopper's first use; without JavaScript the row scrolls
 * sideways. Swiper's options are read back from the markup (carousel-controller.ts): the CSS variables that lay the
 * row out, `data-autoplay`, `data-loop` and the controls rendered.
 */
export function Carousel({ label, options, children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const style = {
    "--carousel-per-view": options.perView,
    "--carousel-per-view-small": options.perViewSmall ?? options.perView,
    "--carousel-gap": `${options.gap}px`,
  } as CSSProperties;
  const controls = slides.length > 1;

  return (
    <div
      className={`${styles.carousel} ${className ?? ""}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-autoplay={options.autoplayMs}
      data-loop={options.loop ? "" : undefined}
    >
      <div className={`swiper ${styles.viewport}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {options.navigation && controls
        ? MOVES.map(({ move, label, direction }) => (
            <button
              key={move}
              type="button"
              data-tap=""
              data-carousel-move={move}
              className={`${styles.nav} ${styles[move]}`}
              aria-label={label}
            >
              <Arrow direction={direction} />
            </button>
          ))
        : null}
      {options.pagination && controls ? (
        <div className={styles.pagination}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              data-tap=""
              data-carousel-move={index}
              className={styles.bullet}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? "true" : undefined}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

const MOVES = [
  { move: "prev", label: "Previous slide", direction: "left" },
  { move: "next", label: "Next slide", direction: "right" },
] as const;

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4 6.5 10l6 6" : "M7.5 4l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
