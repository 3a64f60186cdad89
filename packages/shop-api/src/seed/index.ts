import { rm } from "node:fs/promises";
import { join } from "node:path";
import { hashPassword } from "../account/passwords";
import type { Deps } from "../deps";
import { normalizeOrigin } from "../shops/shops";
import { seedCatalogue } from "./catalogue";
import { seedContent } from "./content";
import { COUNTRIES } from "./countries";
import { DEMO_CUSTOMER, seedDemoCustomer } from "./customers";
import { generateShopImages, type ImageManifest } from "./images";
import { seedPaymentMethods } from "./payment-methods";
import { createRng } from "./prng";
import { profileFor } from "./profiles";

/** Seeds the demo data when the database has no shop yet (first start) or when forced (--reset). */
export async function seedIfEmpty(deps: Deps, options: { origins: readonly string[]; force: boolean }): Promise<void> {
  const shops = deps.db.prepare<[], number>("SELECT COUNT(*) FROM shops").pluck().get() ?? 0;
  if (shops > 0 && !options.force) return;
  await seedDemoData(deps, options.origins);
}

/** Writes every demo shop. Deterministic: the same origins always give the same rows and images. */
export async function seedDemoData(deps: Deps, rawOrigins: readonly string[]): Promise<void> {
  const started = performance.now();
  const origins = rawOrigins.map((raw) => {
    const origin = normalizeOrigin(raw);
    if (!origin) throw new Error(`DEMO_SHOP_ORIGINS: not an http(s) origin: ${raw}`);
    return origin;
  });
  if (new Set(origins).size !== origins.length) throw new Error("DEMO_SHOP_ORIGINS: the same origin is listed twice");
  const { db } = deps;

  await rm(join(deps.storageDir, "shops"), { recursive: true, force: true });
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password, deps.passwordCost);

  // One transaction around the whole seed, so that a failure (an image that cannot be written, say)
  // leaves no half-seeded shop behind that would stop the next start from seeding. A manual BEGIN can
  // span the awaits; nothing else uses the connection while the server is not listening yet.
  db.exec("BEGIN IMMEDIATE");
  try {
    await seedShops(deps, origins, passwordHash);
    db.exec("COMMIT");
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
  deps.log(
    `seeded ${origins.length} demo shop(s) in ${Math.round(performance.now() - started)} ms: ${origins.join(", ")}`,
  );
}

async function seedShops(deps: Deps, origins: readonly string[], passwordHash: string): Promise<void> {
  const { db } = deps;
  const insertCountry = db.prepare("INSERT OR IGNORE INTO countries (id, name, phonecode) VALUES (?, ?, ?)");
  for (const c of COUNTRIES) insertCountry.run(c.id, c.name, c.phonecode);

  // The first shop of each profile draws the images; later shops of that profile show the same files.
  const imagesOf = new Map<string, ImageManifest>();
  for (const [index, origin] of origins.entries()) {
    const profile = profileFor(index);
    const rng = createRng(1000 + index);
    const suffix = index >= 2 ? ` ${Math.floor(index / 2) + 1}` : ""; // more than two shops: keep names apart
    const shopId = Number(
      db
        .prepare(
          `INSERT INTO shops (origin, company_name, browser_title, gen_theme_bg_color, gen_theme_text_color, gen_theme_primary_color,
            gen_theme_secondary_color, header_bg_color, header_text_color, subheader_bg_color, subheader_text_color,
            theme_footer_bg_color, theme_footer_text_color, currency_code, currency_name, currency_symbol, is_enable_slider,
            product_grid_layout, is_featured_product, shipping_charges, pixel_id, created_at)
          VALUES (@origin, @company_name, @browser_title, @gen_theme_bg_color, @gen_theme_text_color, @gen_theme_primary_color,
            @gen_theme_secondary_color, @header_bg_color, @header_text_color, @subheader_bg_color, @subheader_text_color,
            @theme_footer_bg_color, @theme_footer_text_color, @currency_code, @currency_name, @currency_symbol, @is_enable_slider,
            @product_grid_layout, @is_featured_product, @shipping_charges, @pixel_id, @created_at)`,
        )
        .run({
          origin,
          company_name: profile.company_name + suffix,
          browser_title: profile.browser_title + suffix,
          ...profile.colors,
          currency_code: profile.currency.code,
          currency_name: profile.currency.name,
          currency_symbol: profile.currency.symbol,
          is_enable_slider: profile.is_enable_slider,
          product_grid_layout: profile.product_grid_layout,
          is_featured_product: profile.is_featured_product,
          shipping_charges: profile.shipping_charges,
          pixel_id: profile.pixel_id,
          created_at: "2026-09-01T00:00:00.000Z",
        }).lastInsertRowid,
    );
    const images = await generateShopImages(deps.storageDir, shopId, profile, rng, imagesOf.get(profile.key));
    if (!imagesOf.has(profile.key)) imagesOf.set(profile.key, images);
    seedContent(db, shopId, profile, images);
    const items = seedCatalogue(db, shopId, profile, images, rng);
    seedPaymentMethods(db, shopId, origin, rng);
    seedDemoCustomer(db, shopId, profile, passwordHash, items);
  }
}
