import { imageUrl } from "@/lib/images";
import { safeLink } from "@/lib/safe-url";
import type { Slide } from "@/lib/shop-api/theme";
import { safeColour } from "@/lib/theme-style";
import { HeroSlides } from "./hero-slider-client";

/** The home page's hero slider (shown only when the theme's is_enable_slider is 1). */
export function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  return (
    <HeroSlides
      slides={slides.map((slide) => ({
        image: imageUrl(slide.item_image),
        color: safeColour(slide.text_color, "#ffffff"),
        heading: slide.first_para,
        lead: slide.second_para,
        // An http(s) URL or a path on the shop; anything else (javascript:, data:, `/\host`) is dropped.
        href: safeLink(slide.url),
      }))}
    />
  );
}
