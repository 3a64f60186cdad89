"use client";

import { useEffect } from "react";
import { whenIdleAfterLoad } from "@/lib/idle.client";
import { takeDiscardedRegions } from "@/components/static-region/discarded-regions";

let started = false;

/**
 * Loads the field-vitals reporter (lib/field-vitals) once the page has loaded and the browser is idle,
 * so that web-vitals is never part of a page's first-load JavaScript nor competes with it. Its beacon
 * also carries the static regions whose server DOM React threw away (static-region/discarded-regions.ts).
 */
export function FieldVitals() {
  useEffect(() => {
    if (started) return;
    started = true;
    const path = location.pathname;
    whenIdleAfterLoad(
      () =>
        void import("@/lib/field-vitals/report.client").then(
          (m) => m.reportFieldVitals(path, takeDiscardedRegions),
          () => undefined,
        ),
    );
  }, []);
  return null;
}
