import { Children, type CSSProperties, type ReactNode } from "react";
import { StaticRegion } from "@/components/static-region/static-region";
import { CarouselControls } from "./carousel.client";
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
 * A carousel whose slides are a static region (crawlable, not hydrated, and laid out by CSS exactly
 * as Swiper will lay them out, so nothing shifts when it starts). Only its controls are a client
 * island, which plays autoplay by scrolling the row and loads Swiper only when a shopper uses the
 * carousel; without JavaScript the row scrolls sideways.
 */
export function Carousel({ label, options, children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const style = {
    "--carousel-per-view": options.perView,
    "--carousel-per-view-small": options.perViewSmall ?? options.perView,
    "--carousel-gap": `${options.gap}px`,
  } as CSSProperties;

  return (
    <div
      className={`${styles.carousel} ${className ?? ""}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
    >
      <StaticRegion as="div" className={`swiper ${styles.viewport}`}>
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
      </StaticRegion>
      <CarouselControls options={options} slideCount={slides.length} />
    </div>
  );
}
