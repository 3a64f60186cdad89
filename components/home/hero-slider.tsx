import { imageUrl } from "@/lib/images";
import { safeLink } from "@/lib/safe-url";
import type { Slide } from "@/lib/shop-api/theme.server";
import { safeColour } from "@/lib/theme-style";
import { Carousel } from "@/components/catalogue/carousel";
import { StaticRegion } from "@/components/static-region/static-region";
import { FillImage, preloadFillImage } from "@/components/ui/fill-image";
import styles from "./home.module.css";

/** Hero slider: a slide every 2500 ms, 30 px apart. */
const HERO_OPTIONS = { perView: 1, gap: 30, autoplayMs: 2500, pagination: true, navigation: true } as const;

const slideImage = (slide: Slide) => ({
  src: imageUrl(slide.image),
  alt: "",
  sizes: "100vw",
  className: styles.slideImage,
});

/**
 * The home page's hero slider (shown only when the theme's is_enable_slider is 1). The first
 * slide's image is the page's largest paint: it is preloaded, the others load lazily.
 */
export function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  // The slides are a static region (plain markup), so the largest paint is preloaded here.
  if (slides[0]) preloadFillImage(slideImage(slides[0]));
  return (
    <StaticRegion as="div" className={styles.hero}>
      <Carousel label="Offers" options={HERO_OPTIONS}>
        {slides.map((slide, index) => {
          // An http(s) URL or a path on the shop; anything else (javascript:, data:, `/\host`) is dropped.
          const href = safeLink(slide.url);
          return (
            <div key={index} className={styles.slide} style={{ color: safeColour(slide.textColor, "#ffffff") }}>
              <FillImage
                {...slideImage(slide)}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
              />
              <div className={styles.slideText}>
                {slide.heading ? <h2 className={styles.slideHeading}>{slide.heading}</h2> : null}
                {slide.lead ? <p className={styles.slideLead}>{slide.lead}</p> : null}
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className={styles.purchase}>
                    Purchase Now<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>
            </div>
          );
        })}
      </Carousel>
    </StaticRegion>
  );
}
