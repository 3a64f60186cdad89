"use client";

import { lazy } from "react";
import { LiveRegion } from "@/components/static-region/live-region.client";
import type { NavGroup } from "./header-nav";
import styles from "./site-header.module.css";

// Drawn by the server at once; in the browser its code loads only where there is no server DOM to
// adopt. Next compiles the `typeof window` test away, so the browser's bundle has only the lazy import
// (a React.lazy component on the server would be streamed after the page and moved into place).
const HeaderNavMarkup =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./header-nav") as typeof import("./header-nav")).HeaderNavMarkup
    : lazy(() => import("./header-nav").then((m) => ({ default: m.HeaderNavMarkup })));

/**
 * The menus' markup, a static region: the browser keeps the server's DOM (adopted,
 * docs/adr/0013-static-regions.md) and receives only the groups; NavMenus opens and closes the panels.
 */
export function HeaderNav({ groups }: { groups: NavGroup[] }) {
  return (
    <LiveRegion as="div" className={styles.navInner} adopt={groups}>
      <HeaderNavMarkup groups={groups} />
    </LiveRegion>
  );
}
