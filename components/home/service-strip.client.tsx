"use client";

import { LiveRegion } from "@/components/static-region/live-region.client";
import { regionMarkup } from "@/components/static-region/region-markup";
import styles from "./home.module.css";

const ServiceStripMarkup = regionMarkup(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./service-strip") as typeof import("./service-strip")).ServiceStripMarkup
    : undefined,
  () => import("./service-strip").then((m) => m.ServiceStripMarkup),
);

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
