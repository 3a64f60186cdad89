import { z } from "zod";
import { orderOf } from "./order";
import { orderLine } from "./order-line";
import { bool, flag, idNum, num, orNull, orZero, statusMessageSchema, text } from "./scalars";
import {
  cartTotalsSchema,
  countrySchema,
  customerAddressSchema,
  footerSchema,
  siteAttributeSchema,
  userSchema,
  websitePageSchema,
} from "./shapes";

// The answer of every call the storefront reads (packages/shop-api/CONTRACT.md). Answers that hold no
// image are here as they are; those that do are made by `shopAnswers` with the reader's image rule.

export const siteAttributesAnswer = z.looseObject({ data: z.array(siteAttributeSchema) });

export const countriesAnswer = z.looseObject({ data: z.array(countrySchema) });

export const footerAnswer = z.looseObject({
  data: footerSchema,
  pages: z
    .array(websitePageSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export const pageAnswer = z.looseObject({
  data: z.looseObject({ page_type: idNum.optional(), title: text, page_text: text }),
});
export type ContentPage = z.output<typeof pageAnswer>["data"];

export const communicationAnswer = statusMessageSchema;
export type CommunicationAnswer = z.output<typeof communicationAnswer>;

export const tokenAnswer = z.looseObject({
  status: bool.optional(),
  token: z.string().optional(),
  user: userSchema.optional(),
  verify: bool.optional(),
  msg: z.string().optional(),
});
export type TokenAnswer = z.output<typeof tokenAnswer>;

/** The token of a token answer: the Bearer header first, then `token` in the body. */
export function tokenOf(answer: { headers: Headers; data: { token?: string } }): string | null {
  const header = answer.headers.get("authorization");
  const fromHeader = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return fromHeader ?? (answer.data.token || null);
}

export const signupAnswer = z.looseObject({ status: bool, msg: z.string().optional(), email: z.string().optional() });
export type SignupAnswer = z.output<typeof signupAnswer>;

/** A user answered bare has to say who it is: an answer with neither a name nor an e-mail is not one. */
const bareUser = userSchema
  .refine((user) => user.name !== "" || user.email !== "", "expected the current user (a name or an e-mail)")
  .transform((user) => ({ user }));

// The spec's answer is "the current user" itself; the reference API wraps it as `{user}`.
export const userAnswer = z.union([z.looseObject({ user: userSchema }), bareUser]);

/**
 * What a cart write answers. The spec shows no answer for most cart writes and only part of the line
 * for a store, so a 2xx is success unless it says `status: false`; the line is then read from the cart.
 */
export const cartWriteAnswer = z.looseObject({
  status: z.union([z.boolean(), z.number()]).transform(Boolean).optional(),
  msg: z.string().optional(),
  available_stock: num.optional(),
});
export type CartWriteAnswer = z.output<typeof cartWriteAnswer>;

/** The four placement answers, read alike; the spec names `status` for two of them only, so a missing one is not a refusal. */
export const placementAnswer = z.looseObject({
  status: bool.optional(),
  msg: z.string().optional(),
  done: z.string().optional(),
  empty: bool.optional(),
  order_id: idNum.optional(),
  order_number: z.string().optional(),
  total: z.number().optional(),
  redirect_url: z.string().optional(),
  redirectURL: z.string().optional(),
});
export type PlacementAnswer = z.output<typeof placementAnswer>;

const methodSchema = z.looseObject({ id: idNum.optional(), payment_method: idNum, payment_method_title: text });
export type PaymentMethod = z.output<typeof methodSchema>;
export const paymentMethodsAnswer = z.looseObject({ data: z.array(methodSchema) });

const methodDetailSchema = z.looseObject({
  payment_method: idNum,
  payment_method_title: text,
  channel_id: text,
  return_url: text,
  merchant_id: text,
  store_id: text,
  merchant_hash: text,
  merchant_username: text,
  merchant_password: text,
  key1: text,
  key2: text,
  handshake_url: text,
  gateway_url: text,
});
export type PaymentMethodDetail = z.output<typeof methodDetailSchema>;
export const methodDetailAnswer = z.looseObject({ method_detail: methodDetailSchema });

// The spec's `data` is the key itself; the reference API's full answer wraps it as `data.public_key`.
export const cardKeyAnswer = z.looseObject({
  data: z
    .union([z.string().min(1), z.looseObject({ public_key: z.string().min(1) })])
    .transform((data) => ({ public_key: typeof data === "string" ? data : data.public_key })),
});

export const sessionAnswer = z.looseObject({
  status: z.unknown().optional(),
  msg: z.string().optional(),
  clientSecret: z.string().optional(),
  session_id: z.string().optional(),
  order_id: idNum.optional(),
  empty: z.union([z.boolean(), z.number()]).transform(Boolean).optional(),
});
export type CheckoutSession = z.output<typeof sessionAnswer>;

export const sessionStatusAnswer = z.looseObject({
  status: z.string(),
  customer_email: text,
  order_id: idNum.nullish(),
});
export type CheckoutSessionStatus = z.output<typeof sessionStatusAnswer>;

const paginationSchema = z.looseObject({
  current_page: num,
  last_page: num,
  from: num.nullish().transform((v) => v ?? null),
  to: num.nullish().transform((v) => v ?? null),
  total: num,
});
type Pagination = z.output<typeof paginationSchema>;

const bound = num.nullish().transform((v) => v ?? 0);

/** How the reader shows an image field (paths or URLs joined by "|"): the storefront keeps only the images it shows. */
export type ImageRule = (value: string) => string;

/** The schemas whose answers hold images, read with `image`'s rule. */
export function shopAnswers({ image: imageRule }: { image: ImageRule }) {
  const image = text.transform((value) => imageRule(value));

  const itemSchema = z.looseObject({
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

  /** A blog post, read once here into the storefront's own names (`html` is still to be sanitised). */
  const blogSchema = z
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

  const cartLineSchema = z.looseObject({
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

  /** An order, read once into the storefront's `Order` (order.ts). */
  const saleOrderSchema = z
    .looseObject({
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
      currency_symbol: orNull(z.looseObject({ symbol: text, currency_code: text })),
      customer: orNull(z.looseObject({ name: text, email: text, mobile: text })),
      payment_rec_inv: z
        .looseObject({ payment_receive: z.looseObject({ mode: idNum }).nullish() })
        .nullish()
        .transform((v) => v ?? null),
      cancel_message: orNull(z.string()),
    })
    .transform(({ sale_order_item, ...order }) => orderOf({ ...order, lines: sale_order_item.map(orderLine) }));

  /** A slide of the home page's hero slider, read once into the storefront's names. */
  const slideSchema = z
    .looseObject({
      item_image: image,
      first_para: text,
      second_para: text,
      text_color: text,
      url: text,
    })
    .transform((slide) => ({
      image: slide.item_image,
      heading: slide.first_para,
      lead: slide.second_para,
      textColor: slide.text_color,
      /** Unchecked: a link is made only of a safe one (lib/safe-url.ts). */
      url: slide.url,
    }));

  const themeSchema = z.looseObject({
    browser_title: text,
    logo_image: image,
    favicon_image: image,
    gen_theme_bg_color: text,
    gen_theme_text_color: text,
    gen_theme_primary_color: text,
    gen_theme_secondary_color: text,
    header_bg_color: text,
    header_text_color: text,
    subheader_bg_color: text,
    subheader_text_color: text,
    theme_footer_bg_color: text,
    theme_footer_text_color: text,
    company: z
      .looseObject({
        company_name: text,
        get_currency: z
          .looseObject({ currency_code: text, name: text, symbol: text })
          .nullish()
          .transform((v) => v ?? null),
      })
      .nullish()
      .transform((v) => v ?? null),
    is_enable_slider: flag.optional().transform((v) => v ?? 0),
    slider_options: z
      .array(slideSchema)
      .nullish()
      .transform((v) => v ?? []),
    product_grid_layout: num.nullish().transform((v) => v ?? 1),
    is_featured_product: flag.optional().transform((v) => v ?? 0),
    shipping_charges: num.nullish().transform((v) => v ?? 0),
    pixel_id: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === "" ? null : String(v))),
  });

  const cartLineAnswer = z.looseObject({ data: cartLineSchema, available_stock: num.optional() });

  return {
    itemSchema,
    blogSchema,
    cartLineSchema,
    saleOrderSchema,
    themeSchema,

    themeAnswer: z.looseObject({ status: z.unknown().optional(), data: themeSchema }),
    blogListAnswer: z.looseObject({ data: z.array(blogSchema) }),
    blogAnswer: z.looseObject({ data: blogSchema }),
    itemListAnswer: z.looseObject({ data: z.array(itemSchema) }),
    productAnswer: z.looseObject({
      status: z.union([z.boolean(), z.number()]).transform(Boolean),
      /** null (or a falsy status) is the spec's "no such product". */
      product: itemSchema.nullable(),
      variant: z
        .array(itemSchema)
        .nullish()
        .transform((v) => v ?? []),
      attributes: z
        .array(siteAttributeSchema)
        .nullish()
        .transform((v) => v ?? []),
    }),
    /**
     * The spec names `data.data` and a `pagination` object; a paginator that carries its figures beside
     * `data.data` (the reference API's) is read too, and a listing with neither is one page.
     */
    listingAnswer: z
      .looseObject({
        data: z.looseObject({ data: z.array(itemSchema) }),
        pagination: paginationSchema.optional(),
        min_price: bound,
        max_price: bound,
        min_discount: bound,
        max_discount: bound,
      })
      .transform(({ data, pagination, ...rest }) => {
        const items = data.data;
        const inData = paginationSchema.safeParse(data);
        const onePage: Pagination = {
          current_page: 1,
          last_page: 1,
          from: items.length > 0 ? 1 : null,
          to: items.length > 0 ? items.length : null,
          total: items.length,
        };
        return { ...rest, data: { ...(pagination ?? (inData.success ? inData.data : onePage)), data: items } };
      }),
    cartAnswer: z.looseObject({ cart: z.array(cartLineSchema), totals: cartTotalsSchema.optional() }),
    cartLineAnswer,
    cartMergeAnswer: z.looseObject({
      cart: z.array(cartLineSchema),
      totals: cartTotalsSchema.optional(),
      skipped: z
        .array(z.string())
        .nullish()
        .transform((v) => v ?? []),
    }),
    orderListAnswer: z.looseObject({ data: z.array(saleOrderSchema) }),
    orderWithAddressAnswer: z.looseObject({
      data: saleOrderSchema,
      customer_address: customerAddressSchema.nullish().transform((v) => v ?? null),
    }),
    orderAnswer: z.looseObject({ data: saleOrderSchema }),
    trackAnswer: z.looseObject({
      status: bool,
      msg: z.string().optional(),
      data: saleOrderSchema.optional(),
    }),
  };
}

/** The schemas `shopAnswers` makes. */
export type ShopAnswers = ReturnType<typeof shopAnswers>;

export type Item = z.output<ShopAnswers["itemSchema"]>;
export type BlogPost = z.output<ShopAnswers["blogSchema"]>;
export type CartLine = z.output<ShopAnswers["cartLineSchema"]>;
export type Theme = z.output<ShopAnswers["themeSchema"]>;
export type Slide = Theme["slider_options"][number];
export type CartLineAnswer = z.output<ShopAnswers["cartLineAnswer"]>;
export type CartMergeAnswer = z.output<ShopAnswers["cartMergeAnswer"]>;
export type OrderWithAddress = z.output<ShopAnswers["orderWithAddressAnswer"]>;
export type ProductListing = z.output<ShopAnswers["listingAnswer"]>;
export type TrackAnswer = z.output<ShopAnswers["trackAnswer"]>;
