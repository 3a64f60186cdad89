import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { displayableImage } from "@/lib/media";

/**
 * Shapes of the shop API's answers (packages/shop-api/CONTRACT.md). Objects are loose: fields we do not
 * read pass through untouched, so a backend may send more. Scalars are a little forgiving where
 * real backends differ (a flag as 0/1, "1" or true; a number as "12.50"), and strict elsewhere.
 *
 * Server only (zod is large): client code imports types from here at most (`import type`) and reads
 * the storefront's own `/api` answers, parsed here, without a second check (docs/adr/0005-validate-once.md).
 */

/** 0/1 flag; also accepts booleans and numeric strings. */
export const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((v): 0 | 1 => (v === true || Number(v) === 1 ? 1 : 0));

/** A number, or a string that holds one. */
export const num = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/** A string that may be null or missing (then empty). */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** An image field (paths or URLs joined by "|"), keeping only the images this storefront shows (lib/media.ts). */
export const image = text.transform((v) => displayableImage(v, getConfig()));

export const idNum = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** `schema`, with null or a missing field read as null. */
const orNull = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? null);

/** A number (`num`, `idNum`), with null or a missing field read as 0. */
const orZero = (schema: typeof num | typeof idNum) => schema.nullish().transform((v) => v ?? 0);

/** 422 answer: the first message per field is what the storefront shows. */
export const validationErrorsSchema = z.looseObject({
  errors: z.record(
    z.string(),
    z.union([z.array(z.string()), z.string()]).transform((v) => (Array.isArray(v) ? v : [v])),
  ),
  msg: z.string().optional(),
});
export type FieldErrors = Record<string, string[]>;

/** The errors map of an upstream 422 body, or null when the body has none. */
export function fieldErrorsOf(body: unknown): FieldErrors | null {
  const parsed = validationErrorsSchema.safeParse(body);
  return parsed.success ? parsed.data.errors : null;
}

/** `{status:false, msg}` and friends: the message a refusal carries, if any. */
export function messageOf(body: unknown): string | null {
  const parsed = z
    .looseObject({ msg: z.string().optional(), error: z.string().optional(), message: z.string().optional() })
    .safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.msg ?? parsed.data.error ?? parsed.data.message ?? null;
}

/** An attribute group (a category of the shop's menus, or a product's option group), read once into the storefront's names. */
export const siteAttributeSchema = z
  .looseObject({
    setting_id: idNum,
    column_heading: text,
    fk_column_name: text,
    field_type: text,
    is_header_attr: flag.optional().transform((v) => v ?? 0),
    options: z
      .array(z.looseObject({ option_id: idNum, label: text }))
      .nullish()
      .transform((v) => v ?? []),
  })
  .transform((group) => ({
    id: group.setting_id,
    heading: group.column_heading,
    /** The group's name in a category's address, /catagory/{name}/{id}. */
    name: group.fk_column_name,
    fieldType: group.field_type,
    /** A category of the header's menus. */
    inHeader: group.is_header_attr === 1,
    options: group.options.map((option) => ({ id: option.option_id, label: option.label })),
  }));
export type AttributeGroup = z.output<typeof siteAttributeSchema>;

export const itemSchema = z.looseObject({
  uuid: z.string().min(1),
  item_name: text,
  item_image: image,
  sale_price: num,
  status: flag,
  product_type: orZero(idNum),
  product_detail: text,
  description: text,
  stock: orZero(num),
  tax: orZero(num),
  fk_tax_id: orNull(idNum),
  item_tax: orNull(z.looseObject({ tax_id: idNum.optional(), tax_name: text.optional(), tax_amount: num })),
  list_item: z
    .array(z.looseObject({ discount: num, discount_type: text, discounted_amount: num }))
    .nullish()
    .transform((v) => v ?? []),
  category_id: orNull(idNum),
});
export type Item = z.output<typeof itemSchema>;

/** A blog post, read once here into the storefront's own names (`html` is still to be sanitised). */
export const blogSchema = z
  .looseObject({
    blog_id: idNum,
    blog_title: text,
    post_image: image,
    post_details: text,
    created_at: text,
  })
  .transform((blog) => ({
    id: blog.blog_id,
    title: blog.blog_title,
    image: blog.post_image,
    html: blog.post_details,
    publishedAt: blog.created_at,
  }));
export type BlogPost = z.output<typeof blogSchema>;

export const countrySchema = z.looseObject({
  country_id: idNum,
  name: text,
  phonecode: z.union([z.string(), z.number()]).transform(String),
});
export type Country = z.output<typeof countrySchema>;

/** The spec names the country's name only; its id, when sent, saves a lookup in the country list. */
const addressCountry = orNull(z.looseObject({ country_id: orNull(idNum), country_name: text }));

export const customerAddressSchema = z.looseObject({
  shipping_street1: text,
  shipping_street2: text,
  shipping_city: text,
  shipping_zip_code: text,
  shipping_state: text,
  shipping_country: addressCountry,
  billing_street1: text,
  billing_street2: text,
  billing_city: text,
  billing_zip_code: text,
  billing_state: text,
  billing_country: addressCountry,
  billing_phone: text,
  name: text,
});
export type CustomerAddress = z.output<typeof customerAddressSchema>;

export const userSchema = z.looseObject({
  name: text,
  last_name: text,
  username: text,
  email: text,
  type: text,
  country_id: orNull(idNum),
  phone_code: text,
  mobile: text,
  customer_address: orNull(customerAddressSchema),
});
export type User = z.output<typeof userSchema>;

export const cartLineSchema = z.looseObject({
  cart_id: idNum,
  fk_itemUUID: z.string().min(1),
  item_name: text,
  item_price: num,
  item_image: image,
  stock: num,
  item_quantity: num,
  finalize: flag.optional().transform((v) => v ?? 0),
  discount: orNull(z.string()),
  disc_amount: orZero(num),
  line_discount: orZero(num),
  tax: orZero(num),
  tax_amount: orZero(num),
  fk_tax_id: orNull(idNum),
  stripe_tax_id: orNull(z.string()),
  sub_total: num,
  total: num,
});
export type CartLine = z.output<typeof cartLineSchema>;

export const cartTotalsSchema = z.looseObject({
  sub_total: num,
  total_discount: num,
  total_tax: num,
  shipping_charges: num,
  total: num,
});
export type CartTotals = z.output<typeof cartTotalsSchema>;

export const saleOrderSchema = z.looseObject({
  sale_order_id: idNum,
  order_number: text,
  order_date: text,
  created_at: text,
  sale_order_status: idNum,
  shipment_date: orNull(z.string()),
  tracking: orNull(z.looseObject({ tracking_no: text })),
  shipping_address: orNull(customerAddressSchema),
  sale_order_item: z
    .array(
      z.looseObject({
        id: orNull(idNum),
        quantity: num,
        rate: num,
        discount: orZero(num),
        discount_type: orNull(z.string()),
        tax_amount: orZero(num),
        total_amount: num,
        items: z.looseObject({
          uuid: text,
          item_name: text,
          product_name: text,
          item_image: image,
          stock: orZero(num),
        }),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  sub_total: num,
  total_discount: orZero(num),
  tax_amount: orZero(num),
  shipping_charges: orZero(num),
  total: num,
  advance_payment_sum_amount: orZero(num),
  pay_type: orZero(idNum),
  currency_symbol: orNull(z.looseObject({ symbol: text, currency_code: text })),
  customer: orNull(z.looseObject({ name: text, email: text, mobile: text })),
  payment_rec_inv: z
    .looseObject({ payment_receive: z.looseObject({ mode: idNum }).nullish() })
    .nullish()
    .transform((v) => v ?? null),
  cancel_message: orNull(z.string()),
});
export type SaleOrder = z.output<typeof saleOrderSchema>;

/** `{status:false, msg}` refusal or `{status:true, …}`: the common envelope of business answers. */
export const statusMessageSchema = z.looseObject({
  status: z.union([z.boolean(), z.number()]).transform(Boolean),
  msg: z.string().optional(),
  done: z.string().optional(),
});
