import type { Deps } from "../deps";

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

/** The signed-in customer (never carries the password hash). */
export type Customer = {
  id: number;
  shop_id: number;
  name: string;
  username: string;
  email: string;
  country_id: number | null;
  phone_code: string;
  mobile: string;
  verified_at: string | null;
  /** Raised by logout and password reset: tokens of an older version are refused. */
  token_version: number;
};

/** Hono environment of the app: `c.get("shop")` is set by shopFromQuery or the auth gate, `c.get("customer")` by the auth gate. */
export type AppEnv = {
  Variables: {
    deps: Deps;
    shop: Shop;
    customer: Customer;
  };
};
