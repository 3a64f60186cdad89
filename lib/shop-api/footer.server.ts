import "server-only";
import { cache } from "react";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import { footerAnswer, type Footer, type WebsitePage } from "@storefront/shop-answers";

export type { Footer, WebsitePage };

export type FooterData = { footer: Footer; pages: WebsitePage[] };

/** GET /api/footer: contact details, social links, blog flag and the list of website pages (shared cache). */
export const getFooter = cache(async function getFooter(origin: string): Promise<ShopApiResult<FooterData>> {
  const result = await shopApiRequest({
    path: "/api/footer",
    origin,
    schema: footerAnswer,
    cache: shellCache(origin, "footer"),
  });
  return result.ok ? { ...result, data: { footer: result.data.data, pages: result.data.pages } } : result;
});
