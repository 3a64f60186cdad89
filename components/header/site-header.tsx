import { categoryHref, optionHref } from "@/lib/routing";
import { PLACEHOLDER_LOGO, imageUrl } from "@/lib/images";
import type { Shop } from "@/lib/current-shop.server";
import { SearchBox } from "@/components/search/search-box.client";
import { HeaderState } from "./header-state.client";
import type { NavGroup } from "./header-nav";
import { HeaderNav } from "./header-nav.client";
import { NavMenus } from "./nav-menus.client";
import { StaticRegion } from "@/components/static-region/static-region";
import { IconSprite } from "@/components/ui/icons";
import { Thumbnail } from "@/components/ui/thumbnail";
import styles from "./site-header.module.css";

/** The header's attribute groups as menus, with the spec's link shapes. */
export function navGroups(shop: Shop): NavGroup[] {
  return shop.menuGroups.map((a) => ({
    id: a.id,
    heading: a.heading,
    href: categoryHref(a.name, a.id),
    options: a.options.map((o) => ({ id: o.id, label: o.label, href: optionHref(o.label, o.id) })),
  }));
}

export function SiteHeader({ shop }: { shop: Shop }) {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        {/* Plain markup: its link opens in the app through the region's listener, fetched ahead on hover; the
            icons' sprite is never hydrated. The region lays out no box of its own (inline: a class would add to
            the shell's JavaScript). */}
        <StaticRegion as="div" style={{ display: "contents" }}>
          <IconSprite />
          <a href="/" className={styles.logo}>
            {/* Never the largest paint: low priority keeps React from preloading it before the page's LCP image. */}
            <Thumbnail
              src={imageUrl(shop.logo, PLACEHOLDER_LOGO)}
              alt={shop.name}
              width={160}
              height={48}
              className={styles.logoImage}
              loading="eager"
              fetchPriority="low"
            />
          </a>
        </StaticRegion>
        <SearchBox currencySymbol={shop.currency.symbol} />
        <HeaderState currencySymbol={shop.currency.symbol} />
      </div>
      <NavMenus className={styles.nav} label="Main">
        <HeaderNav groups={navGroups(shop)} />
      </NavMenus>
    </header>
  );
}
