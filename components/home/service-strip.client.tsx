"use client";

import { lazy } from "react";
import { LiveRegion } from "@/components/static-region/live-region.client";
import styles from "./home.module.css";

// Drawn by the server at once; in the browser its code loads only where there is no server DOM to
// adopt. Next compiles the `typeof window` test away, so the browser's bundle has only the lazy import
// (a React.lazy component on the server would be streamed after the page and moved into place).
const ServiceStripMarkup =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./service-strip") as typeof import("./service-strip")).ServiceStripMarkup
    : lazy(() => import("./service-strip").then((m) => ({ default: m.ServiceStripMarkup })));

/**
 * The service strip at the foot of the home page: the same text for every shop, so the browser adopts
 * the server's DOM and the RSC payload carries none of it (docs/adr/0013-static-regions.md).
 */
export function ServiceStrip() {
  return (
    <LiveRegion as="section" className={styles.strip} aria-label="Our services" adopt="service-strip">
      <ServiceStripMarkup />
    </LiveRegion>
  );
}
