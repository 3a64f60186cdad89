import "server-only";
import { cache } from "react";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import type { Theme } from "@storefront/shop-answers";
import { answers } from "./answers.server";

export type { Slide, Theme } from "@storefront/shop-answers";

const { themeAnswer } = answers;

/** GET /api/gym-theme: the shop's look and settings (shared cache, per shop). */
export const getTheme = cache(async function getTheme(origin: string): Promise<ShopApiResult<Theme>> {
  const result = await shopApiRequest({
    path: "/api/gym-theme",
    origin,
    schema: themeAnswer,
    cache: shellCache(origin, "theme"),
  });
  return result.ok ? { ...result, data: result.data.data } : result;
});
