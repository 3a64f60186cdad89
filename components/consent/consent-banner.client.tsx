"use client";

import { useEffect, useRef } from "react";
import { stopPixel, storePixelConsent, type PixelConsent } from "@/lib/pixel";
import styles from "./consent.module.css";

export type ConsentBannerProps = {
  /** The choice the cookie holds, shown when the banner is opened again. */
  choice: PixelConsent | null;
  /** The footer's Cookie settings button when opened from it: focus moves in, and back to it once closed. */
  opener: HTMLElement | null;
  onClose: () => void;
};

/** The consent banner itself: a chunk of its own, loaded only when there is a question to ask. */
export function ConsentBanner({ choice, opener, onClose }: ConsentBannerProps) {
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (opener) banner.current?.querySelector("button")?.focus();
  }, [opener]);

  const close = () => {
    onClose();
    opener?.focus();
  };
  const decide = (decision: PixelConsent) => {
    storePixelConsent(decision);
    if (decision === "denied") stopPixel();
    close();
  };

  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-label="Cookie consent"
      onKeyDown={(event) => {
        if (event.key === "Escape" && opener) close();
      }}
    >
      <p className={styles.text}>
        May we use a marketing pixel (Meta) to measure our ads? Nothing is sent unless you accept.
        {choice ? <> You have {choice === "granted" ? "accepted" : "rejected"} it.</> : null}
      </p>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} onClick={() => decide("granted")}>
          Accept
        </button>
        <button type="button" className={styles.choice} onClick={() => decide("denied")}>
          Reject
        </button>
      </div>
    </section>
  );
}
