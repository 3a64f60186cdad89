"use client";

import { useEffect, useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import type { CarouselOptions } from "./carousel-options";
import styles from "./carousel.module.css";

type Engine = { destroy(): void; step(direction: "prev" | "next"): void };

/**
 * The carousel's buttons and bullets, and the one part of it that hydrates: Swiper is fetched and
 * started on the server-rendered slides when the carousel comes into view (once the page is idle)
 * or at its first touch, click, key or focus. A Previous/Next click made before then is played once
 * Swiper runs; one made before this island hydrated is held until it has (lib/tap-replay).
 */
export function CarouselControls({ options, slideCount }: { options: CarouselOptions; slideCount: number }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const pending = useRef<{ start(step?: "prev" | "next"): void } | null>(null);
  const optionsKey = JSON.stringify(options);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  useTapReplay(prev);
  useTapReplay(next);

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>("[data-carousel]");
    if (!root) return;
    const parsed = JSON.parse(optionsKey) as CarouselOptions;
    let engine: Engine | null = null;
    let state: "waiting" | "loading" | "running" | "gone" = "waiting";
    let queued: "prev" | "next" | undefined;
    let idle: (() => void) | null = null;

    const start = (step?: "prev" | "next") => {
      if (step && state !== "running") queued = step;
      if (state !== "waiting") return;
      state = "loading";
      stopWatching();
      void import("./carousel-engine").then(({ mountCarousel }) => {
        if (state === "gone") return;
        engine = mountCarousel(root, parsed);
        state = "running";
        if (queued) engine?.step(queued);
      });
    };
    pending.current = { start };

    const touched = () => start();
    const TOUCH_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
    for (const type of TOUCH_EVENTS) root.addEventListener(type, touched, { passive: true });
    // Near the screen is not yet in view: a carousel below the fold costs the page nothing while it loads.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle = whenIdle(() => start());
    });
    observer.observe(root);
    function stopWatching() {
      observer.disconnect();
      idle?.();
      for (const type of TOUCH_EVENTS) root?.removeEventListener(type, touched);
    }
    return () => {
      state = "gone";
      pending.current = null;
      stopWatching();
      engine?.destroy();
    };
  }, [optionsKey]);

  return (
    <>
      <span ref={anchor} hidden />
      {options.navigation && slideCount > 1 ? (
        <>
          <button
            ref={prev}
            type="button"
            data-tap
            className={`${styles.nav} ${styles.prev}`}
            data-carousel-prev
            aria-label="Previous slide"
            onClick={() => pending.current?.start("prev")}
          >
            <Arrow direction="left" />
          </button>
          <button
            ref={next}
            type="button"
            data-tap
            className={`${styles.nav} ${styles.next}`}
            data-carousel-next
            aria-label="Next slide"
            onClick={() => pending.current?.start("next")}
          >
            <Arrow direction="right" />
          </button>
        </>
      ) : null}
      {options.pagination && slideCount > 1 ? (
        <div className={`swiper-pagination ${styles.pagination}`} data-carousel-pagination />
      ) : null}
    </>
  );
}

/** Runs `task` once the page is idle (Safari has no requestIdleCallback); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
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
