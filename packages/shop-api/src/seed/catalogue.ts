import type { Db } from "../db/open";
import type { DiscountType } from "../catalogue/items";
import type { ImageManifest } from "./images";
import type { Rng } from "./prng";
import type { ShopProfile } from "./profiles";

/**
 * Per shop: site attributes (4 category groups + Size + Color), taxes and PRIMARY_PRODUCTS products.
 * Product k (0-based, newest = highest k) follows fixed rules so that tests can rely on the mix:
 * category k mod 4; hidden (status 0) for k in HIDDEN; stock 0 when k mod 11 = 3, low (1–3) when
 * k mod 13 = 7; percent discount when k mod 3 = 1, amount discount when k mod 7 = 2 (and not percent);
 * featured (type 1) when k ≥ 40 and k mod 3 = 0, or k = 10; NEW (type 2) when k mod 5 = 1 and k ≥ 30;
 * two extra variants (other colour and size) when k mod 4 = 0.
 */
export const PRIMARY_PRODUCTS = 64;
export const HIDDEN = new Set([5, 17, 29, 44, 58]);

export type SeededItem = {
  id: number;
  uuid: string;
  price: number;
  stock: number;
  status: 0 | 1;
  discountType: DiscountType | null;
  discountValue: number;
  taxRate: number;
  taxId: number;
  name: string;
  productName: string;
  image: string;
  isPrimary: boolean;
};

const BASE_TIME = Date.parse("2026-10-01T08:00:00Z");
const HOUR = 3600 * 1000;

function priceIn(rng: Rng, [min, max]: readonly [number, number]): number {
  const whole = rng.int(Math.ceil(min), Math.floor(max));
  const cents = rng.pick([0, 0.5, 0.99, 0.25]);
  return Math.round((whole + cents) * 100) / 100;
}

export function seedCatalogue(
  db: Db,
  shopId: number,
  profile: ShopProfile,
  images: ImageManifest,
  rng: Rng,
): SeededItem[] {
  const insertAttr = db.prepare(
    "INSERT INTO site_attributes (shop_id, column_heading, fk_column_name, field_type, is_header_attr, position) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertOption = db.prepare("INSERT INTO attribute_options (setting_id, label, position) VALUES (?, ?, ?)");
  const addGroup = (
    heading: string,
    fk: string,
    type: "select" | "size" | "color",
    header: 0 | 1,
    pos: number,
    labels: readonly string[],
  ) => {
    const settingId = Number(insertAttr.run(shopId, heading, fk, type, header, pos).lastInsertRowid);
    const optionIds = labels.map((label, i) => Number(insertOption.run(settingId, label, i).lastInsertRowid));
    return { settingId, optionIds };
  };
  const categories = profile.categories.map((cat, i) => ({
    cat,
    ...addGroup(cat.heading, cat.fk, "select", 1, i, cat.options),
  }));
  const sizes = addGroup("Size", "Size", "size", 0, 10, profile.sizes);
  const colors = addGroup("Color", "Color", "color", 0, 11, profile.colors_hex);

  const insertTax = db.prepare("INSERT INTO taxes (shop_id, tax_name, rate) VALUES (?, ?, ?)");
  const taxes = profile.taxes.map((t) => ({
    id: Number(insertTax.run(shopId, t.name, t.rate).lastInsertRowid),
    rate: t.rate,
  }));

  const insertProduct = db.prepare(
    "INSERT INTO products (shop_id, product_name, category_id, created_at) VALUES (?, ?, ?, ?)",
  );
  const insertItem =
    db.prepare(`INSERT INTO items (shop_id, product_id, uuid, is_primary, item_name, item_image, sale_price, status,
      product_type, product_detail, description, stock, fk_tax_id, discount_type, discount_value, created_at)
    VALUES (@shop_id, @product_id, @uuid, @is_primary, @item_name, @item_image, @sale_price, @status, @product_type,
      @product_detail, @description, @stock, @fk_tax_id, @discount_type, @discount_value, @created_at)`);
  const linkOption = db.prepare("INSERT INTO item_options (item_id, option_id) VALUES (?, ?)");

  const allNouns = profile.categories.flatMap((c) => c.nouns);
  const usedNames = new Map<string, number>();
  const seeded: SeededItem[] = [];

  for (let k = 0; k < PRIMARY_PRODUCTS; k++) {
    const { cat, settingId, optionIds } = categories[k % categories.length]!;
    const optionIndex = rng.int(0, cat.options.length - 1);
    const noun = cat.nouns[optionIndex] ?? cat.nouns[0] ?? "Item";
    let name = `${profile.adjectives[(k * 7 + optionIndex) % profile.adjectives.length]} ${noun}`;
    const seen = usedNames.get(name) ?? 0;
    usedNames.set(name, seen + 1);
    if (seen > 0) name = `${name} ${["II", "III", "IV", "V", "VI"][seen - 1] ?? seen + 1}`;

    const createdAt = new Date(BASE_TIME + k * 6 * HOUR).toISOString();
    const productId = Number(insertProduct.run(shopId, name, settingId, createdAt).lastInsertRowid);
    const price = priceIn(rng, profile.priceRange);
    const discountType: DiscountType | null = k % 3 === 1 ? "%" : k % 7 === 2 ? "amount" : null;
    const discountValue =
      discountType === "%"
        ? rng.pick([5, 10, 15, 20, 25, 30, 40])
        : discountType === "amount"
          ? Math.max(1, Math.round(price * 0.1))
          : 0;
    const tax = taxes[rng.int(0, taxes.length - 1)]!;
    const stock = k % 11 === 3 ? 0 : k % 13 === 7 ? rng.int(1, 3) : rng.int(5, 60);
    const status: 0 | 1 = HIDDEN.has(k) ? 0 : 1;
    const productType = (k >= 40 && k % 3 === 0) || k === 10 ? 1 : k >= 30 && k % 5 === 1 ? 2 : 0;
    const nounIndex = Math.max(0, allNouns.indexOf(noun));
    const pool = images.products;
    const mainImage = pool[nounIndex % pool.length] ?? "";
    const extraImages = [pool[(nounIndex + 5) % pool.length], pool[(nounIndex + 11) % pool.length]].slice(0, k % 3);
    const sizeIndex = rng.int(0, sizes.optionIds.length - 1);
    const colorIndex = rng.int(0, colors.optionIds.length - 1);
    const variantCount = k % 4 === 0 ? 3 : 1;

    for (let v = 0; v < variantCount; v++) {
      const isPrimary = v === 0;
      const sizeId = sizes.optionIds[(sizeIndex + v) % sizes.optionIds.length]!;
      const colorId = colors.optionIds[(colorIndex + v * 2) % colors.optionIds.length]!;
      const sizeLabel = profile.sizes[(sizeIndex + v) % profile.sizes.length] ?? "";
      const itemName = isPrimary ? name : `${name} (${sizeLabel})`;
      const itemStock = isPrimary ? stock : rng.int(2, 25);
      const image = [mainImage, ...extraImages].filter(Boolean).join("|");
      const uuid = rng.uuid();
      const itemId = Number(
        insertItem.run({
          shop_id: shopId,
          product_id: productId,
          uuid,
          is_primary: isPrimary ? 1 : 0,
          item_name: itemName,
          item_image: isPrimary ? image : [pool[(nounIndex + v) % pool.length], mainImage].join("|"),
          sale_price: price,
          status, // variants share the product's visibility
          product_type: productType,
          product_detail: `${itemName} from ${profile.company_name}: ${cat.heading.toLowerCase()} picked for everyday use. Size ${sizeLabel}.`,
          description: `<h3>${itemName}</h3><p>A dependable ${noun.toLowerCase()} from our ${cat.heading} range.</p><ul><li>Size: ${sizeLabel}</li><li>Care: see label</li><li>Ships in 2–4 working days</li></ul>`,
          stock: itemStock,
          fk_tax_id: tax.id,
          discount_type: discountType,
          discount_value: discountValue,
          // Variants are a minute older than their primary so that "newest" ordering stays on primaries.
          created_at: isPrimary ? createdAt : new Date(Date.parse(createdAt) - (v + 1) * 60_000).toISOString(),
        }).lastInsertRowid,
      );
      linkOption.run(itemId, optionIds[optionIndex]!);
      linkOption.run(itemId, sizeId);
      linkOption.run(itemId, colorId);
      seeded.push({
        id: itemId,
        uuid,
        price,
        stock: itemStock,
        status,
        discountType,
        discountValue,
        taxRate: tax.rate,
        taxId: tax.id,
        name: itemName,
        productName: name,
        image: isPrimary ? image : mainImage,
        isPrimary,
      });
    }
  }
  return seeded;
}
