"use client";

import { useEffect, useRef, useState } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import type { CarouselEngine } from "./carousel-engine";
import type { CarouselOptions } from "./carousel-options";
import styles from "./carousel.module.css";

/** A press on an arrow or a bullet. */
type Move = { step: "prev" | "next" } | { to: number };

/** What tells the island a shopper is using the carousel: Swiper is loaded then, not before. */
const USE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * The carousel's buttons and bullets, and the one part of it that hydrates. Until a shopper uses the
 * carousel (a touch, click, key or focus on it) the server-rendered row is laid out and scrolled by
 * CSS, and autoplay (carousel-autoplay.ts, off for shoppers who prefer reduced motion) moves its
 * scroll position: Swiper is not loaded. Then it is fetched and started on the same slides; an arrow
 * or bullet pressed before it runs is played once it does, and one pressed before this island
 * hydrated is held until it has (lib/tap-replay).
 */
export function CarouselControls({ options, slideCount }: { options: CarouselOptions; slideCount: number }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const press = useRef<(move: Move) => void>(() => {});
  const [active, setActive] = useState(0);
  const optionsKey = JSON.stringify(options);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  useTapReplay(prev);
  useTapReplay(next);
  useTapReplay(bullets);

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>("[data-carousel]");
    if (!root) return;
    const parsed = JSON.parse(optionsKey) as CarouselOptions;
    let engine: CarouselEngine | null = null;
    let state: "waiting" | "loading" | "running" | "gone" = "waiting";
    let queued: Move | undefined;
    let stopAutoplay: (() => void) | undefined;

    const play = (move: Move) => ("to" in move ? engine?.goTo(move.to) : engine?.step(move.step));
    const start = () => {
      if (state !== "waiting") return;
      state = "loading";
      void import("./carousel-engine").then(({ mountCarousel }) => {
        if (state === "gone") return;
        engine = mountCarousel(root, parsed, setActive);
        state = "running";
        if (queued) play(queued);
      });
    };
    press.current = (move) => {
      // Once Swiper runs, its Navigation module answers the arrows itself.
      if (state === "running") return void ("to" in move && play(move));
      queued = move;
      start();
    };
    for (const type of USE_EVENTS) root.addEventListener(type, start, { passive: true });
    const period = parsed.autoplayMs;
    if (period && slideCount > 1)
      void import("./carousel-autoplay").then(({ startAutoplay }) => {
        if (state !== "gone") stopAutoplay = startAutoplay(root, period, () => engine, setActive);
      });
    return () => {
      state = "gone";
      press.current = () => {};
      stopAutoplay?.();
      for (const type of USE_EVENTS) root.removeEventListener(type, start);
      engine?.destroy();
    };
  }, [optionsKey, slideCount]);

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
            onClick={() => press.current({ step: "prev" })}
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
            onClick={() => press.current({ step: "next" })}
          >
            <Arrow direction="right" />
          </button>
        </>
      ) : null}
      {options.pagination && slideCount > 1 ? (
        <div ref={bullets} className={styles.pagination}>
          {Array.from({ length: slideCount }, (_, index) => (
            <button
              key={index}
              type="button"
              data-tap
              className={styles.bullet}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active ? "true" : undefined}
              onClick={() => press.current({ to: index })}
            />
          ))}
        </div>
      ) : null}
    </>
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
