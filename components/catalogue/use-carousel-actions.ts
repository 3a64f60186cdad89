"use client";

import { useEffect } from "react";
import { registerRegionAction } from "@/components/static-region/region-actions";

type Controller = typeof import("./carousel-controller");

/** What tells a carousel a shopper is using it: Swiper is loaded then, not before. */
const USE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

let controller: Promise<Controller> | null = null;
const withController = (run: (code: Controller) => void) => {
  controller ??= import("./carousel-controller").catch((error: unknown) => {
    controller = null; // offline: the next use tries again
    throw error;
  });
  controller.then(run, () => {});
};

/**
 * Makes the carousels of static regions work (components/catalogue/carousel.tsx), with no island of their
 * own: a region that shows one starts its autoplay, its arrows and bullets (`data-carousel-move`) are
 * pressed through the region's listener, and one listener on the document hears a shopper's first use
 * of any carousel. The controller's code (carousel-controller.ts) loads when a region shows a carousel that
 * plays by itself, or at the first use of one; Swiper's (carousel-engine.ts) at that first use.
 */
export function useCarouselActions(): void {
  useEffect(() => {
    const use = (event: Event) => {
      const root = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-carousel]") : null;
      if (root) withController((code) => code.startCarousel(root));
    };
    for (const type of USE_EVENTS) document.addEventListener(type, use, { capture: true, passive: true });
    const unregister = [
      registerRegionAction("data-carousel", {
        show: (roots) => {
          const playing = roots.filter((root) => root.hasAttribute("data-autoplay"));
          if (playing.length > 0) withController((code) => code.showCarousels(playing));
        },
      }),
      registerRegionAction("data-carousel-move", {
        press: (control) => withController((code) => code.pressCarouselControl(control)),
      }),
    ];
    return () => {
      for (const type of USE_EVENTS) document.removeEventListener(type, use, true);
      unregister.forEach((stop) => stop());
    };
  }, []);
}
