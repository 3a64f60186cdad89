"use client";

import { Children, useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import type { CarouselOptions } from "./carousel-options";
import styles from "./carousel.module.css";

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  options: CarouselOptions;
  /** The slides, rendered on the server; one child per slide. */
  children: ReactNode;
  className?: string;
};

/**
 * A carousel whose slides are in the server HTML (crawlable, and laid out by CSS exactly as Swiper
 * will lay them out, so nothing shifts when it starts). Once the carousel nears the screen, Swiper
 * is loaded on demand and takes over the same elements; without JavaScript the row scrolls sideways.
 */
export function Carousel({ label, options, children, className }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let instance: { destroy(): void } | null = null;
    let cancelled = false;
    const parsed = JSON.parse(optionsKey) as CarouselOptions;
    // Swiper is fetched and started when the carousel comes near the screen: one below the fold
    // (featured, related products) costs a page nothing while it loads.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("./carousel-engine").then(({ mountCarousel }) => {
          if (!cancelled) instance = mountCarousel(element, parsed);
        });
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.destroy();
    };
  }, [optionsKey]);

  const style = {
    "--carousel-per-view": options.perView,
    "--carousel-per-view-small": options.perViewSmall ?? options.perView,
    "--carousel-gap": `${options.gap}px`,
  } as CSSProperties;

  return (
    <div
      ref={root}
      className={`${styles.carousel} ${className ?? ""}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
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
      {options.navigation && slides.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            data-carousel-prev
            aria-label="Previous slide"
          >
            <Arrow direction="left" />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} data-carousel-next aria-label="Next slide">
            <Arrow direction="right" />
          </button>
        </>
      ) : null}
      {options.pagination && slides.length > 1 ? (
        <div className={`swiper-pagination ${styles.pagination}`} data-carousel-pagination />
      ) : null}
    </div>
  );
}

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
