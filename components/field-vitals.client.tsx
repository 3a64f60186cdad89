"use client";

import { useEffect } from "react";
import { whenIdleAfterLoad } from "@/lib/idle.client";

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
    whenIdleAfterLoad(
      () =>
        void import("@/lib/field-vitals/report.client").then(
          (m) => m.reportFieldVitals(path),
          () => undefined,
        ),
    );
  }, []);
  return null;
}
