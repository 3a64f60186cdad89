"use client";

import { useEffect } from "react";

let started = false;

/**
 * Loads the field-vitals reporter (lib/field-vitals) once the page has loaded and the browser is idle,
 * so that web-vitals is never part of a page's first-load JavaScript nor competes with it.
 */
export function FieldVitals() {
  useEffect(() => {
    if (started) return;
    started = true;
    const path = location.pathname;
    const load = () =>
      import("@/lib/field-vitals/report.client").then(
        (m) => m.reportFieldVitals(path),
        () => undefined,
      );
    // Safari has no requestIdleCallback.
    const idle = () =>
      "requestIdleCallback" in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1);
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  }, []);
  return null;
}
