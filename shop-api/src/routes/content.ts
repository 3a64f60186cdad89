import type { Hono } from "hono";
import { z } from "zod";
import { isUniqueViolation } from "../db/errors";
import type { Deps } from "../deps";
import type { AppEnv, Shop } from "../http/env";
import { readJsonObject } from "../http/body";
import { notFound, unprocessable } from "../http/errors";
import { originFromQuery, resolveShop, shopFromQuery } from "../http/tenant";
import { optionalString, requiredEmail, requiredString, validate } from "../http/validate";

/** Theme, site attributes, footer, blogs and website pages (CONTRACT.md "Catalogue and content"). */

export function themeOf(deps: Deps, shop: Shop) {
  const slides = deps.db
    .prepare("SELECT item_image, first_para, second_para, text_color, url FROM slides WHERE shop_id = ? ORDER BY position, id")
    .all(shop.id);
  return {
    browser_title: shop.browser_title,
    logo_image: shop.logo_image,
    favicon_image: shop.favicon_image,
    gen_theme_bg_color: shop.gen_theme_bg_color,
    gen_theme_text_color: shop.gen_theme_text_color,
    gen_theme_primary_color: shop.gen_theme_primary_color,
    gen_theme_secondary_color: shop.gen_theme_secondary_color,
    header_bg_color: shop.header_bg_color,
    header_text_color: shop.header_text_color,
    subheader_bg_color: shop.subheader_bg_color,
    subheader_text_color: shop.subheader_text_color,
    theme_footer_bg_color: shop.theme_footer_bg_color,
    theme_footer_text_color: shop.theme_footer_text_color,
    company: {
      company_name: shop.company_name,
      get_currency: { currency_code: shop.currency_code, name: shop.currency_name, symbol: shop.currency_symbol },
    },
    is_enable_slider: shop.is_enable_slider,
    slider_options: slides,
    product_grid_layout: shop.product_grid_layout,
    is_featured_product: shop.is_featured_product,
    shipping_charges: shop.shipping_charges,
    pixel_id: shop.pixel_id,
  };
}

type AttributeRow = { setting_id: number; column_heading: string; fk_column_name: string; field_type: string; is_header_attr: number };
type OptionRow = { setting_id: number; option_id: number; label: string };

/** Attribute groups of a shop with their options; `onlyOptionIds` keeps just those options (and drops emptied groups). */
export function siteAttributes(deps: Deps, shopId: number, filter?: { types: readonly string[]; onlyOptionIds: ReadonlySet<number> }) {
  const groups = deps.db
    .prepare(`SELECT id AS setting_id, column_heading, fk_column_name, field_type, is_header_attr
      FROM site_attributes WHERE shop_id = ? ORDER BY position, id`)
    .all(shopId) as AttributeRow[];
  const options = deps.db
    .prepare(`SELECT o.setting_id, o.id AS option_id, o.label FROM attribute_options o
      JOIN site_attributes a ON a.id = o.setting_id WHERE a.shop_id = ? ORDER BY o.position, o.id`)
    .all(shopId) as OptionRow[];
  return groups
    .filter((g) => !filter || filter.types.includes(g.field_type))
    .map((g) => ({
      ...g,
      options: options
        .filter((o) => o.setting_id === g.setting_id && (!filter || filter.onlyOptionIds.has(o.option_id)))
        .map((o) => ({ option_id: o.option_id, label: o.label })),
    }))
    .filter((g) => !filter || g.options.length > 0);
}

const BLOG_COLUMNS = "id AS blog_id, blog_title, post_image, post_details, created_at";

const aboutQuery = z.object({
  type: z.coerce
    .number({ error: "The type must be 1, 2, 3, 4 or 5." })
    .int("The type must be 1, 2, 3, 4 or 5.")
    .min(1, "The type must be 1, 2, 3, 4 or 5.")
    .max(5, "The type must be 1, 2, 3, 4 or 5."),
});
const blogIdParam = z.object({ blog_id: z.string().regex(/^\d{1,15}$/) });

export function registerContentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  app.get("/api/gym-theme", shopFromQuery, (c) => c.json({ status: true, data: themeOf(deps, c.get("shop")) }));

  app.get("/api/site-attribute", shopFromQuery, (c) => c.json({ status: true, data: siteAttributes(deps, c.get("shop").id) }));

  app.get("/api/footer", shopFromQuery, (c) => {
    const shop = c.get("shop");
    const footer = db
      .prepare(`SELECT address_label, contact_no, email, is_enable_fbLink, fb_link, is_enable_youtubeLink, youtube_link,
          is_enable_instaLink, insta_link, is_enable_twitterLink, twitter_link, is_enable_blog FROM footers WHERE shop_id = ?`)
      .get(shop.id);
    const pages = db.prepare("SELECT page_type, title FROM pages WHERE shop_id = ? ORDER BY page_type").all(shop.id);
    return c.json({ status: true, data: footer ?? null, pages });
  });

  const listBlogs = db.prepare(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE shop_id = ? ORDER BY created_at DESC, id DESC`);
  app.get("/api/blogs", shopFromQuery, (c) => c.json({ status: true, data: listBlogs.all(c.get("shop").id) }));
  app.get("/api/auth/ecom-blogs", shopFromQuery, (c) => c.json({ status: true, data: listBlogs.all(c.get("shop").id) }));

  app.get("/api/auth/ecom-single-blogs/:blog_id", shopFromQuery, (c) => {
    const params = blogIdParam.safeParse(c.req.param());
    const blog = params.success
      ? db.prepare(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE id = ? AND shop_id = ?`).get(Number(params.data.blog_id), c.get("shop").id)
      : undefined;
    if (!blog) throw notFound("Blog not found");
    return c.json({ status: true, data: blog });
  });

  app.get("/api/about_us", shopFromQuery, (c) => {
    const { type } = validate(aboutQuery, { type: c.req.query("type") });
    const page = db.prepare("SELECT page_type, title, page_text FROM pages WHERE shop_id = ? AND page_type = ?").get(c.get("shop").id, type);
    if (!page) throw notFound("Page not found");
    return c.json({ status: true, data: page });
  });
}

const newsletterSchema = z.object({
  email: requiredEmail(),
  fullname: optionalString("fullname"),
  subject: optionalString("subject"),
  message: optionalString("message", 5000),
});
const contactSchema = z.object({
  email: requiredEmail(),
  fullname: requiredString("fullname"),
  subject: requiredString("subject"),
  message: requiredString("message", 5000),
});
const communicationQuery = z.object({
  type: z.enum(["1", "2"], { error: "The type must be 1 (contact) or 2 (newsletter)." }),
});

export const CONTACT_DONE = "Submitted the Form Successfully";
export const NEWSLETTER_DONE = "Thank you for subscribing to our newsletter!";

/** Countries (global; an origin, when given, must still name a shop) and contact/newsletter messages. */
export function registerFormRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  const countries = db.prepare("SELECT id AS country_id, name, phonecode FROM countries ORDER BY name");
  app.get("/api/auth/e-commerce-getcountry", (c) => {
    if (originFromQuery(c) !== undefined) resolveShop(c);
    return c.json({ status: true, data: countries.all() });
  });

  app.post("/api/communication", shopFromQuery, async (c) => {
    const { type } = validate(communicationQuery, { type: c.req.query("type") });
    const shop = c.get("shop");
    const raw = await readJsonObject(c);
    const insert = db.prepare(
      "INSERT INTO communications (shop_id, type, email, fullname, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    if (type === "1") {
      const body = validate(contactSchema, raw);
      insert.run(shop.id, 1, body.email, body.fullname, body.subject, body.message, deps.now().toISOString());
      return c.json({ status: true, done: CONTACT_DONE });
    }
    const body = validate(newsletterSchema, raw);
    try {
      insert.run(shop.id, 2, body.email, body.fullname, body.subject, body.message, deps.now().toISOString());
    } catch (err) {
      // The partial UNIQUE index (shop_id, email) WHERE type = 2 decides, even for concurrent requests.
      if (isUniqueViolation(err)) throw unprocessable({ email: ["This email is already subscribed."] });
      throw err;
    }
    return c.json({ status: true, done: NEWSLETTER_DONE });
  });
}
