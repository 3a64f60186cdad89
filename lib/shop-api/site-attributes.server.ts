import "server-only";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import { siteAttributesAnswer, type AttributeGroup } from "@storefront/shop-answers";

export type { AttributeGroup };

/** GET /api/site-attribute: category groups, sizes and colours with their options (shared cache). */
export async function getSiteAttributes(origin: string): Promise<ShopApiResult<AttributeGroup[]>> {
  const result = await shopApiRequest({
    path: "/api/site-attribute",
    origin,
    schema: siteAttributesAnswer,
    cache: shellCache(origin, "site-attributes"),
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}
