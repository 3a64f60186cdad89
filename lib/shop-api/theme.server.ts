import "server-only";
import { z } from "zod";
import { shellCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import { flag, image, num, text } from "./schemas.server";

const slideSchema = z.looseObject({
  item_image: image,
  first_para: text,
  second_para: text,
  text_color: text,
  url: text,
});

export const themeSchema = z.looseObject({
  browser_title: text,
  logo_image: image,
  favicon_image: image,
  gen_theme_bg_color: text,
  gen_theme_text_color: text,
  gen_theme_primary_color: text,
  gen_theme_secondary_color: text,
  header_bg_color: text,
  header_text_color: text,
  subheader_bg_color: text,
  subheader_text_color: text,
  theme_footer_bg_color: text,
  theme_footer_text_color: text,
  company: z
    .looseObject({
      company_name: text,
      get_currency: z
        .looseObject({ currency_code: text, name: text, symbol: text })
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? null),
  is_enable_slider: flag.optional().transform((v) => v ?? 0),
  slider_options: z
    .array(slideSchema)
    .nullish()
    .transform((v) => v ?? []),
  product_grid_layout: num.nullish().transform((v) => v ?? 1),
  is_featured_product: flag.optional().transform((v) => v ?? 0),
  shipping_charges: num.nullish().transform((v) => v ?? 0),
  pixel_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v))),
});
export type Theme = z.output<typeof themeSchema>;
export type Slide = z.output<typeof slideSchema>;

export const themeAnswer = z.looseObject({ status: z.unknown().optional(), data: themeSchema });

/** GET /api/gym-theme: the shop's look and settings (shared cache, per shop). */
export async function getTheme(origin: string): Promise<ShopApiResult<Theme>> {
  const result = await shopApiRequest({
    path: "/api/gym-theme",
    origin,
    schema: themeAnswer,
    cache: shellCache(origin, "theme"),
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}
