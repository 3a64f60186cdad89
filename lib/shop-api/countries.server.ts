import "server-only";
import { cache } from "react";
import { GLOBAL_REVALIDATE_SECONDS } from "./cache-policy.server";
import { dataOf, noneWhenRefused, shopApiRequest, type ShopApiResult } from "./core.server";
import { countriesAnswer, type Country } from "@storefront/shop-answers";

export type { Country };

/** GET /api/auth/e-commerce-getcountry (public, global list; the origin is sent anyway). */
export const getCountries = cache(async function getCountries(origin: string): Promise<ShopApiResult<Country[]>> {
  return noneWhenRefused(
    dataOf(
      await shopApiRequest({
        path: "/api/auth/e-commerce-getcountry",
        origin,
        schema: countriesAnswer,
        cache: { revalidate: GLOBAL_REVALIDATE_SECONDS, tags: ["countries"] },
      }),
    ),
    [],
  );
});
