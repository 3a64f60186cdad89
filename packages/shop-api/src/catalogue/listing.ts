import { round2, unitDiscount } from "@storefront/cart-math";
import { z } from "zod";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import { ITEM_SELECT, NEWEST_FIRST, toItem, type DiscountType, type Item, type ItemRow } from "./items";

/** POST /api/products: scope, filters, extremes and Laravel-style pagination (CONTRACT.md "Product listing"). */

export const PER_PAGE = 12;

/** Numbers may arrive as numbers or numeric strings (route params are strings in the storefront). */
const numeric = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number({ error: `The ${label} must be a number.` }).finite(`The ${label} must be a number.`),
  );
const nonNegative = (label: string) => numeric(label).pipe(z.number().min(0, `The ${label} must be at least 0.`));
const id = (label: string) =>
  numeric(label).pipe(
    z
      .number()
      .int(`The ${label} must be an integer.`)
      .positive(`The ${label} must be a positive integer.`)
      .max(Number.MAX_SAFE_INTEGER),
  );
/** An empty string is an open bound: the spec's client sends "" until the first answer fills the bounds (CONTRACT.md "Product listing"). */
const bound = (label: string) => z.preprocess((v) => (v === "" ? null : v), nonNegative(label).nullish());
const range = (label: string) =>
  z
    .object(
      { min: bound(`${label}.min`), max: bound(`${label}.max`) },
      { error: `The ${label} must be an object with min and max.` },
    )
    .nullish();

export const listingBodySchema = z.object(
  {
    attribute: id("attribute").nullish(),
    checked: z
      .array(id("checked option"), { error: "The checked must be a list of option ids." })
      .max(500, "Too many checked options.")
      .nullish(),
    price: range("price"),
    discount: range("discount"),
    product_type: numeric("product type")
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "The product type must be 0, 1 or 2." }))
      .nullish(),
  },
  { error: "The request body must be an object." },
);
export type ListingFilter = z.output<typeof listingBodySchema>;

export const pageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/, "The page must be a positive integer.")
    .transform(Number)
    .optional(),
});

type Pagination = { current_page: number; last_page: number; from: number | null; to: number | null; total: number };

export type ListingAnswer = {
  status: true;
  data: Pagination & { per_page: number; data: Item[] };
  pagination: Pagination;
  min_price: number;
  max_price: number;
  min_discount: number;
  max_discount: number;
};

const inRange = (value: number, r: { min?: number | null; max?: number | null } | null | undefined) =>
  (r?.min == null || value >= r.min) && (r?.max == null || value <= r.max);

// Scope: visible primary items of the shop, inside the category group (its own category, or carrying
// one of its options, so that size/colour groups work as scopes too), narrowed to product_type.
const scopeRows = query<{ shop: number; attribute: number | null; product_type: number | null }, ItemRow>(
  `${ITEM_SELECT} WHERE i.shop_id = @shop AND i.is_primary = 1 AND i.status = 1
   AND (@attribute IS NULL OR p.category_id = @attribute OR EXISTS (SELECT 1 FROM item_options io
     JOIN attribute_options o ON o.id = io.option_id WHERE io.item_id = i.id AND o.setting_id = @attribute))
   AND (@product_type IS NULL OR i.product_type = @product_type)
   ${NEWEST_FIRST}`,
);
const itemsWithOptions = pluck<[optionIdsJson: string], number>(
  "SELECT DISTINCT item_id FROM item_options WHERE option_id IN (SELECT value FROM json_each(?))",
);

/** Discount as a percentage of the price, which the listing's discount filter bounds. */
export function discountPercent(price: number, type: DiscountType | null, value: number): number {
  if (price <= 0) return 0;
  return round2((unitDiscount(price, type, value) / price) * 100);
}

const shopGroupIds = pluck<[shopId: number], number>("SELECT id FROM site_attributes WHERE shop_id = ?");
const shopOptionIds = pluck<[shopId: number], number>(
  "SELECT o.id FROM attribute_options o JOIN site_attributes a ON a.id = o.setting_id WHERE a.shop_id = ?",
);

/**
 * The spec-minimal profile's reading of a listing that names what the shop does not have (the spec does not say):
 * an unknown category or option filters nothing, so such a backend answers the products unfiltered.
 */
export function withoutUnknownScope(db: Db, shopId: number, filter: ListingFilter): ListingFilter {
  const groups = new Set(shopGroupIds(db).all(shopId));
  const options = new Set(shopOptionIds(db).all(shopId));
  const known = filter.checked?.filter((option) => options.has(option));
  return {
    ...filter,
    attribute: filter.attribute != null && groups.has(filter.attribute) ? filter.attribute : null,
    checked: known && known.length > 0 ? known : null,
  };
}

export function listProducts(db: Db, shopId: number, filter: ListingFilter, requestedPage: number): ListingAnswer {
  const scope = scopeRows(db).all({
    shop: shopId,
    attribute: filter.attribute ?? null,
    product_type: filter.product_type ?? null,
  });

  const percentOf = (r: ItemRow) => discountPercent(r.sale_price, r.discount_type, r.discount_value);
  const prices = scope.map((r) => r.sale_price);
  const discounts = scope.map(percentOf);

  const checkedIds =
    filter.checked && filter.checked.length > 0
      ? new Set(itemsWithOptions(db).all(JSON.stringify([...new Set(filter.checked)])))
      : null;
  const matched = scope.filter(
    (r) =>
      (checkedIds === null || checkedIds.has(r.id)) &&
      inRange(r.sale_price, filter.price) &&
      inRange(percentOf(r), filter.discount),
  );

  const total = matched.length;
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(Math.max(1, requestedPage), lastPage);
  const start = (page - 1) * PER_PAGE;
  const pageRows = matched.slice(start, start + PER_PAGE);
  const pagination: Pagination = {
    current_page: page,
    last_page: lastPage,
    from: pageRows.length > 0 ? start + 1 : null,
    to: pageRows.length > 0 ? start + pageRows.length : null,
    total,
  };
  return {
    status: true,
    // The paginator's figures beside its items, as Laravel sends them, and the spec's `pagination`.
    data: { ...pagination, per_page: PER_PAGE, data: pageRows.map(toItem) },
    pagination,
    min_price: prices.length > 0 ? Math.min(...prices) : 0,
    max_price: prices.length > 0 ? Math.max(...prices) : 0,
    min_discount: discounts.length > 0 ? Math.min(...discounts) : 0,
    max_discount: discounts.length > 0 ? Math.max(...discounts) : 0,
  };
}
