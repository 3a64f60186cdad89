import "server-only";
import { GLOBAL_REVALIDATE_SECONDS } from "./cache-policy.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { countriesAnswer, type Country } from "@storefront/shop-answers";

export type { Country };

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
