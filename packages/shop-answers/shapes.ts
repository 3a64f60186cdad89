import { z } from "zod";
import { flag, idNum, num, orNull, text } from "./scalars";
import { totalsOf } from "./totals";

// Shapes of the shop API's answers (packages/shop-api/CONTRACT.md) that hold no image; those that do
// are made by `shopAnswers` (answers.ts). Objects are loose: fields the storefront does not read pass
// through untouched, so a backend may send more.

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

/** A cart's totals, read once into the storefront's `Totals`. */
export const cartTotalsSchema = z
  .looseObject({
    sub_total: num,
    total_discount: num,
    total_tax: num,
    shipping_charges: num,
    total: num,
  })
  .transform((totals) => totalsOf(totals, totals.total_tax));

export const footerSchema = z.looseObject({
  address_label: text,
  contact_no: text,
  email: text,
  is_enable_fbLink: flag.optional().transform((v) => v ?? 0),
  fb_link: text,
  is_enable_youtubeLink: flag.optional().transform((v) => v ?? 0),
  youtube_link: text,
  is_enable_instaLink: flag.optional().transform((v) => v ?? 0),
  insta_link: text,
  is_enable_twitterLink: flag.optional().transform((v) => v ?? 0),
  twitter_link: text,
  is_enable_blog: flag.optional().transform((v) => v ?? 0),
});
export type Footer = z.output<typeof footerSchema>;

export const websitePageSchema = z.looseObject({ page_type: idNum, title: text });
export type WebsitePage = z.output<typeof websitePageSchema>;
