"use client";

import { LiveRegion } from "@/components/static-region/live-region.client";
import { regionMarkup } from "@/components/static-region/region-markup";
import type { FooterColumnsData } from "./footer-columns";
import styles from "./site-footer.module.css";

const FooterColumnsMarkup = regionMarkup(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./footer-columns") as typeof import("./footer-columns")).FooterColumnsMarkup
    : undefined,
  () => import("./footer-columns").then((m) => m.FooterColumnsMarkup),
);

/**
 * The footer's first three columns, a static region laid out as the columns' own: the browser keeps
 * the server's DOM (adopted, docs/adr/0013-static-regions.md) and receives only this data.
 */
export function FooterColumns(data: FooterColumnsData) {
  return (
    <LiveRegion as="div" className={styles.regionColumns} adopt={data}>
      <FooterColumnsMarkup {...data} />
    </LiveRegion>
  );
}
