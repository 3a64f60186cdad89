"use client";

import { lazy } from "react";
import { LiveRegion } from "@/components/static-region/live-region.client";
import type { FooterColumnsData } from "./footer-columns";
import styles from "./site-footer.module.css";

// Drawn by the server at once; in the browser its code loads only where there is no server DOM to
// adopt. Next compiles the `typeof window` test away, so the browser's bundle has only the lazy import
// (a React.lazy component on the server would be streamed after the page and moved into place).
const FooterColumnsMarkup =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./footer-columns") as typeof import("./footer-columns")).FooterColumnsMarkup
    : lazy(() => import("./footer-columns").then((m) => ({ default: m.FooterColumnsMarkup })));

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
