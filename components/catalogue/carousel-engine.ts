// Loaded with the engine, at the first touch: until then carousel.module.css lays the slides out.
import "swiper/css";
import Swiper from "swiper";
import { A11y, Navigation } from "swiper/modules";
import type { SwiperModule, SwiperOptions } from "swiper/types";
import { SMALL_SCREEN_MAX, type CarouselOptions } from "./carousel-options";
import { autoplays, scrolledTo } from "./carousel-row";

export type CarouselEngine = {
  step(direction: "prev" | "next"): void;
  goTo(index: number): void;
  /** The next slide, or the first after the last one (autoplay). */
  advance(): void;
  destroy(): void;
};

/**
 * Swiper on a carousel whose slides are already in the page (server HTML). Loaded on demand by
 * the carousel's controller (carousel-controller.ts) at the first touch, focus, key or arrow press, so no page pays for Swiper
 * before a shopper uses a carousel, and only these two modules are bundled.
 */
export function mountCarousel(
  root: HTMLElement,
  options: CarouselOptions,
  onChange: (index: number) => void,
): CarouselEngine | null {
  const container = root.querySelector<HTMLElement>(".swiper");
  const wrapper = container?.querySelector<HTMLElement>(".swiper-wrapper");
  if (!container || !wrapper) return null;

  const modules: SwiperModule[] = [A11y];
  const config: SwiperOptions = {
    slidesPerView: options.perViewSmall ?? options.perView,
    spaceBetween: options.gap,
    breakpoints: { [SMALL_SCREEN_MAX]: { slidesPerView: options.perView } },
    loop: options.loop ?? false,
    // Started on the slide the row was scrolled to (CSS scroll snapping), then moved by a transform.
    initialSlide: scrolledTo(wrapper),
    watchOverflow: true,
    // The engine follows the carousel's size itself (below).
    updateOnWindowResize: false,
    resizeObserver: false,
    // The carousel's root is already the named "carousel" region; the slides stay "slide" groups.
    a11y: { enabled: true, itemRoleDescriptionMessage: "slide" },
    on: { slideChange: (swiper) => onChange(swiper.realIndex) },
  };
  if (options.navigation) {
    modules.push(Navigation);
    config.navigation = {
      prevEl: root.querySelector<HTMLElement>('[data-carousel-move="prev"]'),
      nextEl: root.querySelector<HTMLElement>('[data-carousel-move="next"]'),
      addIcons: false,
    };
  }
  config.modules = modules;

  wrapper.scrollLeft = 0;
  const swiper = new Swiper(container, config);
  // Swiper's own resize handling took its observer's first report for a resize (a fractional height
  // against its whole-pixel measure) and, in loop mode, re-seated the carousel a frame later on the
  // slide of that moment, undoing an arrow pressed in between. The width is what sizes the slides:
  // when it is not the one Swiper laid them out for, Swiper lays them out again at once, on the
  // slide it is on.
  const resize = new ResizeObserver(([entry]) => {
    if (Math.abs(entry!.contentRect.width - swiper.width) >= 1) swiper.update();
  });
  resize.observe(container);
  // The controller plays the slides itself (carousel-autoplay.ts): the row's changes are then not announced.
  if (autoplays(options.autoplayMs)) wrapper.setAttribute("aria-live", "off");

  return {
    step(direction) {
      if (direction === "next") swiper.slideNext();
      else swiper.slidePrev();
    },
    goTo(index) {
      if (options.loop) swiper.slideToLoop(index);
      else swiper.slideTo(index);
    },
    advance() {
      if (swiper.isEnd && !options.loop) swiper.slideTo(0);
      else swiper.slideNext();
    },
    destroy() {
      resize.disconnect();
      swiper.destroy(true, true);
    },
  };
}
