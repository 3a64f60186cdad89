import "server-only";
import { cache } from "react";
import { requireShop, type Shop } from "@/lib/current-shop.server";
import { getContentPage, type PageType } from "@/lib/shop-api/content.server";
import { isMissing } from "@/lib/shop-api/core.server";
import { hostOf } from "@/lib/tenant";
import { fillSiteName } from "./policy";

/** The shop's own texts shown as they are: complaint, terms, privacy, refund and return. */
export type PolicyType = Extract<PageType, 2 | 3 | 4 | 5>;

/**
 * A policy's HTML with the shop's host name in place of the placeholder (still to be sanitised),
 * or null when the shop has not published it. A failure to reach the shop is an error.
 */
export const loadPolicy = cache(
  async (site: string, type: PolicyType): Promise<{ shop: Shop; html: string | null }> => {
    const shop = await requireShop(site);
    const page = await getContentPage(shop.origin, type);
    if (!page.ok) {
      if (isMissing(page)) return { shop, html: null };
      throw new Error("The policy could not be loaded.");
    }
    const html = fillSiteName(page.data.page_text, hostOf(shop.origin));
    return { shop, html: html.trim() === "" ? null : html };
  },
);
