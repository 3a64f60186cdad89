"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { COOKIE_SETTINGS_ATTRIBUTE, readPixelConsent, startPixel } from "@/lib/pixel";
import type { ConsentBannerProps } from "./consent-banner.client";

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
 * year; the footer's Cookie settings opens the banner again. Rendered only for shops with a pixel;
 * the banner's own code loads only when there is a question to ask.
 */
export function PixelConsent({ pixelId, scriptUrl }: { pixelId: string; scriptUrl: string }) {
  const choice = useSyncExternalStore(subscribe, stored, onServer);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [Banner, setBanner] = useState<ComponentType<ConsentBannerProps> | null>(null);
  const asking = opener !== null || choice === "unasked";

  useEffect(() => {
    if (choice === "granted") startPixel(pixelId, scriptUrl);
  }, [choice, pixelId, scriptUrl]);

  useEffect(() => {
    if (asking && !Banner)
      void import("./consent-banner.client").then((loaded) => setBanner(() => loaded.ConsentBanner));
  }, [asking, Banner]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
      if (button) setOpener(button);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  if (!asking || !Banner) return null;
  return (
    <Banner
      choice={choice === "granted" || choice === "denied" ? choice : null}
      opener={opener}
      onClose={() => {
        setOpener(null);
        listeners.forEach((listener) => listener());
      }}
    />
  );
}
