import "server-only";
import { z } from "zod";
import { GLOBAL_REVALIDATE_SECONDS } from "./cache-policy.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { countrySchema, type Country } from "./schemas.server";

export type { Country } from "./schemas.server";

export const countriesAnswer = z.looseObject({ data: z.array(countrySchema) });

/** GET /api/auth/e-commerce-getcountry (public, global list; the origin is sent anyway). */
export async function getCountries(origin: string): Promise<ShopApiResult<Country[]>> {
  return dataOf(
    await shopApiRequest({
      path: "/api/auth/e-commerce-getcountry",
      origin,
      schema: countriesAnswer,
      cache: { revalidate: GLOBAL_REVALIDATE_SECONDS, tags: ["countries"] },
    }),
  );
}
