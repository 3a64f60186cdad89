import type { Db } from "../db/open";
import { query } from "../db/statement";

/** The theme colours of a shop ("#rrggbb"), as stored and as answered in the theme. */
export type ThemeColors = {
  gen_theme_bg_color: string;
  gen_theme_text_color: string;
  gen_theme_primary_color: string;
  gen_theme_secondary_color: string;
  header_bg_color: string;
  header_text_color: string;
  subheader_bg_color: string;
  subheader_text_color: string;
  theme_footer_bg_color: string;
  theme_footer_text_color: string;
};

export const THEME_COLOR_FIELDS = [
  "gen_theme_bg_color",
  "gen_theme_text_color",
  "gen_theme_primary_color",
  "gen_theme_secondary_color",
  "header_bg_color",
  "header_text_color",
  "subheader_bg_color",
  "subheader_text_color",
  "theme_footer_bg_color",
  "theme_footer_text_color",
] as const satisfies readonly (keyof ThemeColors)[];

/** A shop row as stored (theme and flags included). */
export type Shop = ThemeColors & {
  id: number;
  origin: string;
  company_name: string;
  browser_title: string;
  logo_image: string;
  favicon_image: string;
  currency_code: string;
  currency_name: string;
  currency_symbol: string;
  is_enable_slider: 0 | 1;
  product_grid_layout: number;
  is_featured_product: 0 | 1;
  shipping_charges: number;
  pixel_id: string | null;
};

/**
 * Normalises an origin to `scheme://host[:port]` in lower case without a trailing slash, or null when
 * it is not an http(s) URL. A path after the origin is tolerated and dropped ("http://a.b/" → "http://a.b").
 */
export function normalizeOrigin(raw: string | undefined | null): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin.toLowerCase();
}

const byOrigin = query<[origin: string], Shop>("SELECT * FROM shops WHERE origin = ?");
const byId = query<[id: number], Shop>("SELECT * FROM shops WHERE id = ?");

export const findShopByOrigin = (db: Db, origin: string): Shop | undefined => byOrigin(db).get(origin);
export const findShopById = (db: Db, id: number): Shop | undefined => byId(db).get(id);
