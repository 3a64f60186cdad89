"use client";

import Image from "next/image";
import { Carousel } from "@/components/catalogue/carousel-client";
import styles from "./home.module.css";

/** Hero slider: a slide every 2500 ms, 30 px apart. */
const HERO_OPTIONS = { perView: 1, gap: 30, autoplayMs: 2500, pagination: true, navigation: true } as const;

export type HeroSlide = { image: string; color: string; heading: string; lead: string; href: string | null };

/**
 * The hero's slides, rendered from their data (as server markup they travelled twice in the page).
 * The first slide's image is the page's largest paint: it is preloaded, the others load lazily.
 */
export function HeroSlides({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <div className={styles.hero}>
      <Carousel label="Offers" options={HERO_OPTIONS}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} style={{ color: slide.color }}>
            <Image src={slide.image} alt="" fill sizes="100vw" preload={index === 0} className={styles.slideImage} />
            <div className={styles.slideText}>
              {slide.heading ? <h2 className={styles.slideHeading}>{slide.heading}</h2> : null}
              {slide.lead ? <p className={styles.slideLead}>{slide.lead}</p> : null}
              {slide.href ? (
                <a href={slide.href} target="_blank" rel="noopener noreferrer" className={styles.purchase}>
                  Purchase Now<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
