// Loaded with the engine, after first paint: until Swiper starts, carousel.module.css lays the slides out.
import "swiper/css";
import "swiper/css/pagination";
import Swiper from "swiper";
import { A11y, Autoplay, Navigation, Pagination } from "swiper/modules";
import type { SwiperModule, SwiperOptions } from "swiper/types";
import { SMALL_SCREEN_MAX, type CarouselOptions } from "./carousel-options";

/**
 * Swiper on a carousel whose slides are already in the page (server HTML). Loaded on demand by
 * the carousel's controls, so no page pays for Swiper before it is seen or touched, and only these
 * four modules are bundled.
 */
export function mountCarousel(
  root: HTMLElement,
  options: CarouselOptions,
): { destroy(): void; step(direction: "prev" | "next"): void } | null {
  const container = root.querySelector<HTMLElement>(".swiper");
  if (!container) return null;

  const modules: SwiperModule[] = [A11y];
  const config: SwiperOptions = {
    slidesPerView: options.perViewSmall ?? options.perView,
    spaceBetween: options.gap,
    breakpoints: { [SMALL_SCREEN_MAX]: { slidesPerView: options.perView } },
    loop: options.loop ?? false,
    watchOverflow: true,
    // The island's wrapper is already the named "carousel" region; the slides stay "slide" groups.
    a11y: { enabled: true, itemRoleDescriptionMessage: "slide" },
  };

  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (options.autoplayMs && !reducedMotion) {
    modules.push(Autoplay);
    config.autoplay = { delay: options.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true };
  }
  if (options.navigation) {
    modules.push(Navigation);
    config.navigation = {
      prevEl: root.querySelector<HTMLElement>("[data-carousel-prev]"),
      nextEl: root.querySelector<HTMLElement>("[data-carousel-next]"),
      addIcons: false,
    };
  }
  if (options.pagination) {
    modules.push(Pagination);
    config.pagination = { el: root.querySelector<HTMLElement>("[data-carousel-pagination]"), clickable: true };
  }
  config.modules = modules;

  const swiper = new Swiper(container, config);

  // Keyboard users get the same pause a pointer gets: nothing moves under the focus.
  const pause = () => swiper.autoplay?.running && swiper.autoplay.pause();
  const resume = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null) && swiper.autoplay?.paused) swiper.autoplay.resume();
  };
  root.addEventListener("focusin", pause);
  root.addEventListener("focusout", resume);

  return {
    step(direction) {
      if (direction === "next") swiper.slideNext();
      else swiper.slidePrev();
    },
    destroy() {
      root.removeEventListener("focusin", pause);
      root.removeEventListener("focusout", resume);
      swiper.destroy(true, true);
    },
  };
}
