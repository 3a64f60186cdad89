import "server-only";
import { cache } from "react";
import { shellCache } from "./cache-policy.server";
import { noneWhenRefused, shopApiRequest, type ShopApiResult } from "./core.server";
import { siteAttributesAnswer, type AttributeGroup } from "@storefront/shop-answers";

export type { AttributeGroup };

/** GET /api/site-attribute: category groups, sizes and colours with their options (shared cache). */
export const getSiteAttributes = cache(async function getSiteAttributes(
  origin: string,
): Promise<ShopApiResult<AttributeGroup[]>> {
  const result = await shopApiRequest({
    path: "/api/site-attribute",
    origin,
    schema: siteAttributesAnswer,
    cache: shellCache(origin, "site-attributes"),
  });
  return noneWhenRefused(result.ok ? { ...result, data: result.data.data } : result, []);
});
