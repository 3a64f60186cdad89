"use client";

import { LiveRegion } from "@/components/static-region/live-region.client";
import { regionMarkup } from "@/components/static-region/region-markup";
import type { NavGroup } from "./header-nav";
import styles from "./site-header.module.css";

const HeaderNavMarkup = regionMarkup(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./header-nav") as typeof import("./header-nav")).HeaderNavMarkup
    : undefined,
  () => import("./header-nav").then((m) => m.HeaderNavMarkup),
);

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
