import * as z from "zod/mini";

/**
 * The shapes the browser checks: answers of the storefront's own route handlers (`/api/cart`,
 * `/api/orders`), with only the fields the client reads. Written with `zod/mini`, which is
 * tree-shakable, so client bundles carry only the checks used here; the full answer shapes of the
 * shop API stay on the server (`lib/shop-api/schemas.ts`, classic zod). Scalars are as forgiving as
 * the server's (a flag as 0/1, "1" or true; a number as "12.50"), and objects are loose like there.
 */

/** A number, or a string that holds one. */
export const num = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]),
  z.number(),
);

/** 0/1 flag; also accepts booleans and numeric strings. */
export const flag = z.pipe(
  z.union([z.number(), z.boolean(), z.string()]),
  z.transform((v): 0 | 1 => (v === true || Number(v) === 1 ? 1 : 0)),
);

/** An integer id, or a string of digits. */
export const idNum = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/** A string that may be null or missing (then empty). */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ""),
);

/** `fallback` when the value is null or missing. */
function orElse<S extends z.ZodMiniType, F>(schema: S, fallback: F) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<S> | null | undefined): z.output<S> | F => v ?? fallback),
  );
}

/** `true`/`false`, or a number where 0 is false (the shop's `{status}` envelope). */
export const status = z.pipe(
  z.union([z.boolean(), z.number()]),
  z.transform((v: boolean | number) => Boolean(v)),
);

// ---------------------------------------------------------------------------------------------
// Cart (CONTRACT.md `CartLine`, the fields `lineFromServer` reads)

export const cartLineSchema = z.looseObject({
  cart_id: idNum,
  fk_itemUUID: z.string().check(z.minLength(1)),
  item_name: text,
  item_price: num,
  item_image: text,
  stock: num,
  item_quantity: num,
  finalize: flag,
  discount: orElse(z.string(), null),
  disc_amount: orElse(num, 0),
  line_discount: orElse(num, 0),
  tax: orElse(num, 0),
  tax_amount: orElse(num, 0),
  fk_tax_id: orElse(idNum, null),
  sub_total: num,
  total: num,
});
export type ClientCartLine = z.output<typeof cartLineSchema>;

export const cartTotalsSchema = z.looseObject({
  sub_total: num,
  total_discount: num,
  total_tax: num,
  shipping_charges: num,
  total: num,
});

// ---------------------------------------------------------------------------------------------
// Orders (CONTRACT.md `SaleOrder`, the fields the order preview and the draft list show)

const previewItemSchema = z.looseObject({
  id: idNum,
  quantity: num,
  total_amount: num,
  items: z.looseObject({ item_name: text, product_name: text, item_image: text, stock: orElse(num, 0) }),
});

export const previewOrderSchema = z.looseObject({
  sale_order_id: idNum,
  order_number: text,
  order_date: text,
  created_at: text,
  sale_order_status: idNum,
  tracking: orElse(z.looseObject({ tracking_no: text }), null),
  shipping_address: orElse(z.looseObject({ shipping_street1: text }), null),
  sale_order_item: orElse(z.array(previewItemSchema), []),
  sub_total: num,
  total_discount: orElse(num, 0),
  tax_amount: orElse(num, 0),
  shipping_charges: orElse(num, 0),
  total: num,
});
/** What the browser knows of an order; a server-side `SaleOrder` has all of it. */
export type PreviewOrder = z.output<typeof previewOrderSchema>;
export type PreviewOrderItem = PreviewOrder["sale_order_item"][number];
