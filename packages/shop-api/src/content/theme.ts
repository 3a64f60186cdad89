import type { Db } from "../db/open";
import { query } from "../db/statement";
import { THEME_COLOR_FIELDS, type Shop, type ThemeColors } from "../shops/shops";

/** The shop's theme (CONTRACT.md `Theme`): its row in `shops` and its slides. */

type SlideRow = { item_image: string; first_para: string; second_para: string; text_color: string; url: string };

const slidesOf = query<[shopId: number], SlideRow>(
  "SELECT item_image, first_para, second_para, text_color, url FROM slides WHERE shop_id = ? ORDER BY position, id",
);

export function themeOf(db: Db, shop: Shop) {
  const colors = Object.fromEntries(THEME_COLOR_FIELDS.map((field) => [field, shop[field]])) as ThemeColors;
  return {
    browser_title: shop.browser_title,
    logo_image: shop.logo_image,
    favicon_image: shop.favicon_image,
    ...colors,
    company: {
      company_name: shop.company_name,
      get_currency: { currency_code: shop.currency_code, name: shop.currency_name, symbol: shop.currency_symbol },
    },
    is_enable_slider: shop.is_enable_slider,
    slider_options: slidesOf(db).all(shop.id),
    product_grid_layout: shop.product_grid_layout,
    is_featured_product: shop.is_featured_product,
    shipping_charges: shop.shipping_charges,
    pixel_id: shop.pixel_id,
  };
}

export type ThemeEdit = Partial<ThemeColors & { browser_title: string; company_name: string }>;
type ThemeParams = { [K in keyof Required<ThemeEdit>]: string | null } & { shop: number };

// Every column is in the statement; a field left out of the edit binds null and keeps its value.
const update = query<ThemeParams>(
  `UPDATE shops SET browser_title = COALESCE(@browser_title, browser_title), company_name = COALESCE(@company_name, company_name),
   ${THEME_COLOR_FIELDS.map((f) => `${f} = COALESCE(@${f}, ${f})`).join(", ")} WHERE id = @shop`,
);

export function editTheme(db: Db, shopId: number, edit: ThemeEdit): void {
  const params = {
    shop: shopId,
    browser_title: edit.browser_title ?? null,
    company_name: edit.company_name ?? null,
  } as ThemeParams;
  for (const field of THEME_COLOR_FIELDS) params[field] = edit[field] ?? null;
  update(db).run(params);
}
