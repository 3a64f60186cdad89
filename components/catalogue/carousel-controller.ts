import { startAutoplay } from "./carousel-autoplay";
import type { CarouselEngine } from "./carousel-engine";
import type { CarouselOptions } from "./carousel-options";

/** A press on an arrow or a bullet. */
type Move = { step: "prev" | "next" } | { to: number };

type Carousel = {
  state: "waiting" | "loading" | "running" | "gone";
  engine: CarouselEngine | null;
  /** An arrow or bullet pressed while Swiper loads: played once it runs. */
  queued?: Move;
  stopAutoplay(): void;
};

/** The carousels of the page's static regions that were shown or used, by their root (`data-carousel`). */
const carousels = new Map<HTMLElement, Carousel>();

/** A carousel's options, read back from its markup (carousel.tsx): one copy in the HTML, the one CSS lays it out by. */
function optionsOf(root: HTMLElement): CarouselOptions {
  const variable = (name: string) => parseFloat(root.style.getPropertyValue(name));
  return {
    perView: variable("--carousel-per-view"),
    perViewSmall: variable("--carousel-per-view-small"),
    gap: variable("--carousel-gap"),
    loop: root.hasAttribute("data-loop"),
    autoplayMs: Number(root.dataset.autoplay) || undefined,
    navigation: root.querySelector('[data-carousel-move="next"]') !== null,
  };
}
const rowOf = (root: HTMLElement) => root.querySelector<HTMLElement>(".swiper-wrapper");

/** Marks the bullet of the slide shown (the server's HTML marks the first). */
function showSlide(root: HTMLElement, index: number): void {
  for (const bullet of root.querySelectorAll<HTMLElement>("[data-carousel-move]")) {
    const to = bullet.dataset.carouselMove;
    if (to === "prev" || to === "next") continue;
    if (Number(to) === index) bullet.setAttribute("aria-current", "true");
    else bullet.removeAttribute("aria-current");
  }
}

/** Stops the carousels a navigation took out of the page: their autoplay and their Swiper. */
function forgetRemoved(): void {
  for (const [root, carousel] of carousels) {
    if (root.isConnected) continue;
    carousel.state = "gone";
    carousel.stopAutoplay();
    carousel.engine?.destroy();
    carousels.delete(root);
  }
}

/**
 * The carousel of `root`, taken on at its first show or use: its autoplay (carousel-autoplay.ts, off for
 * shoppers who prefer reduced motion) scrolls the row until a shopper starts Swiper.
 */
function carouselOf(root: HTMLElement): Carousel {
  forgetRemoved();
  const known = carousels.get(root);
  if (known) return known;
  const carousel: Carousel = { state: "waiting", engine: null, stopAutoplay: () => {} };
  carousels.set(root, carousel);
  const period = optionsOf(root).autoplayMs;
  if (period && (rowOf(root)?.children.length ?? 0) > 1)
    carousel.stopAutoplay = startAutoplay(
      root,
      period,
      () => carousel.engine,
      (index) => showSlide(root, index),
    );
  return carousel;
}

const play = (carousel: Carousel, move: Move) =>
  "to" in move ? carousel.engine?.goTo(move.to) : carousel.engine?.step(move.step);

/** Starts the autoplay of a region's carousels as it shows; nothing else happens until a shopper uses one. */
export function showCarousels(roots: HTMLElement[]): void {
  roots.forEach(carouselOf);
}

/** A shopper uses the carousel of `root` (a touch, click, key or focus on it): Swiper is fetched and started. */
export function startCarousel(root: HTMLElement): void {
  const carousel = carouselOf(root);
  if (carousel.state !== "waiting") return;
  carousel.state = "loading";
  void import("./carousel-engine").then(({ mountCarousel }) => {
    if (carousel.state !== "loading") return;
    carousel.engine = mountCarousel(root, optionsOf(root), (index) => showSlide(root, index));
    carousel.state = "running";
    if (carousel.queued) play(carousel, carousel.queued);
  });
}

/** An arrow or bullet pressed (`data-carousel-move`: prev, next or a slide's index). */
export function pressCarouselControl(control: HTMLElement): void {
  const root = control.closest<HTMLElement>("[data-carousel]");
  const value = control.dataset.carouselMove;
  if (!root || !value) return;
  const move: Move = value === "prev" || value === "next" ? { step: value } : { to: Number(value) };
  const carousel = carouselOf(root);
  // Once Swiper runs, its Navigation module answers the arrows itself.
  if (carousel.state === "running") return void ("to" in move && play(carousel, move));
  carousel.queued = move;
  startCarousel(root);
}
