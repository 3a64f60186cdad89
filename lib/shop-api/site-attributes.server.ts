import "server-only";
import { z } from "zod";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import { siteAttributeSchema, type AttributeGroup } from "./schemas.server";

export type { AttributeGroup } from "./schemas.server";

export const siteAttributesAnswer = z.looseObject({ data: z.array(siteAttributeSchema) });

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
