"use client";

import { useEffect } from "react";
import { installPixelStub } from "@/lib/pixel";

/**
 * Loads the shop's marketing pixel after the page is interactive. Rendered only when the shop has
 * a pixel_id and a script URL is configured: otherwise no third-party script is ever requested.
 */
export function PixelScript({ pixelId, scriptUrl }: { pixelId: string; scriptUrl: string }) {
  useEffect(() => {
    if (!installPixelStub(pixelId)) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = scriptUrl;
    script.dataset.pixel = "true";
    document.head.appendChild(script);
  }, [pixelId, scriptUrl]);
  return null;
}
