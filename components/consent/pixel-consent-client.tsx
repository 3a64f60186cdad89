"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  COOKIE_SETTINGS_ATTRIBUTE,
  readPixelConsent,
  startPixel,
  stopPixel,
  storePixelConsent,
  type PixelConsent,
} from "@/lib/pixel";
import styles from "./consent.module.css";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const stored = () => readPixelConsent() ?? "unasked";
// The server (and the cached page) cannot know the visitor's choice: nothing is shown until hydration.
const onServer = () => "unknown" as const;

/**
 * Asks before the shop's marketing pixel is loaded: nothing is requested and no event sent until
 * Accept; Reject is remembered and nothing is ever sent. The choice is a first-party cookie kept a
 * year; the footer's Cookie settings opens the same banner again. Rendered only for shops with a pixel.
 */
export function PixelConsentBanner({ pixelId, scriptUrl }: { pixelId: string; scriptUrl: string }) {
  const choice = useSyncExternalStore(subscribe, stored, onServer);
  // Opened from the footer: focus moves in, and back to the footer's button once closed.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (choice === "granted") startPixel(pixelId, scriptUrl);
  }, [choice, pixelId, scriptUrl]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
      if (!button) return;
      opener.current = button;
      setSettingsOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (settingsOpen) banner.current?.querySelector("button")?.focus();
  }, [settingsOpen]);

  const close = () => {
    setSettingsOpen(false);
    opener.current?.focus();
    opener.current = null;
  };
  const decide = (decision: PixelConsent) => {
    storePixelConsent(decision);
    if (decision === "denied") stopPixel();
    listeners.forEach((listener) => listener());
    close();
  };

  if (!settingsOpen && choice !== "unasked") return null;
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-label="Cookie consent"
      onKeyDown={(event) => {
        if (event.key === "Escape" && settingsOpen) close();
      }}
    >
      <p className={styles.text}>
        May we use a marketing pixel (Meta) to measure our ads? Nothing is sent unless you accept.
        {choice === "granted" || choice === "denied" ? (
          <> You have {choice === "granted" ? "accepted" : "rejected"} it.</>
        ) : null}
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
