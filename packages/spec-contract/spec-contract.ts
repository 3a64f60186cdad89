/**
 * The storefront specification (its two documents, summed up in packages/shop-api/CONTRACT.md) as data: for
 * every shop-API call, the answer fields and the request fields the spec names, and the fields the
 * storefront reads or sends beyond them, each with its reason.
 *
 * Three places read it: a unit test that fails when a storefront schema requires a field the spec does
 * not name or a request leaves out one it names, the reference API's spec-minimal mode (which strips
 * every answer down to the spec's fields), and the conformance kit's report of where a backend departs.
 */

export type FieldRule = {
  /**
   * - `spec`: the spec names the field for this answer or request.
   * - `implied`: the spec says the answer carries it but gives no name or shape (the login's token,
   *   the envelope of the current user); the storefront reads it under the reference API's name.
   * - `own`: the spec does not name it; the storefront reads it with a fallback, or sends it, for `reason`.
   */
  named: "spec" | "implied" | "own";
  reason?: string;
  /** The spec's second spelling of the field (`order_date` beside `created_at`). */
  alias?: string;
  /** Sent with a refusal only (a 422's `errors`, a 400's `error`, a login's `verify`): a success need not carry it. */
  refusal?: boolean;
  /**
   * The spec gives a plain value here, and a backend may send it wrapped in an object under this field
   * (the reference API's `data.public_key`): the storefront reads either; the spec's answer is the value.
   */
  wrappedIn?: string;
  /** An object's fields, or each element's when `list`. */
  fields?: Shape;
  list?: boolean;
};

export type Shape = { readonly [field: string]: FieldRule };

export type Call = {
  method: "GET" | "POST" | "DELETE";
  /** Path on the shop API; `{name}` is a path parameter. */
  path: string;
  /** The answer's fields; "not shown" where the spec gives no answer shape (then any 2xx is success). */
  answer: Shape | "not shown";
  /** The JSON body's fields, for calls that send one. */
  request?: Shape;
  /**
   * Where the spec's answer is a thing itself ("the current user"), the field a backend may wrap it in
   * (the reference API's `{user}`), with the reason the storefront reads both.
   */
  envelope?: { field: string; reason: string };
};

const spec: FieldRule = { named: "spec" };
const implied = (reason: string, fields?: Shape): FieldRule => ({
  named: "implied",
  reason,
  ...(fields ? { fields } : {}),
});
const own = (reason: string, fields?: Shape): FieldRule => ({ named: "own", reason, ...(fields ? { fields } : {}) });
const object = (fields: Shape, rule: FieldRule = spec): FieldRule => ({ ...rule, fields });
const list = (fields?: Shape, rule: FieldRule = spec): FieldRule => ({
  ...rule,
  list: true,
  ...(fields ? { fields } : {}),
});
const named = (...names: string[]): Shape => Object.fromEntries(names.map((name) => [name, spec]));
const refusal = (...names: string[]): Shape =>
  Object.fromEntries(names.map((name) => [name, { named: "spec", refusal: true }]));
const ownEach = (names: string[], reason: string): Shape =>
  Object.fromEntries(names.map((name) => [name, own(reason)]));
/** A field the storefront's schema accepts but no page uses. */
const unused = own("accepted by the storefront's schema, used nowhere");

const status = named("status");

/** Part 1 §3 Product; `variant` entries and related items are products too. */
export const PRODUCT: Shape = {
  ...named("uuid", "item_name", "item_image", "sale_price", "status", "product_type", "product_detail", "stock", "tax"),
  item_tax: object({ tax_amount: spec, tax_id: own("kept with the line"), tax_name: own("kept with the line") }),
  list_item: list(named("discounted_amount", "discount", "discount_type")),
  id: own("none: the uuid names a product"),
  description: own("the Description tab's HTML: the spec names the tab, not its field; empty when missing"),
  fk_tax_id: own("the client cart line's tax_id (part 1 §3); null when missing"),
  category_id: own("the search index's category heading; none when missing"),
};

/** Part 1 §3 Attribute group and Site attribute. */
const ATTRIBUTE: Shape = {
  ...named("setting_id", "column_heading", "fk_column_name", "field_type", "is_header_attr"),
  options: list(named("option_id", "label")),
};

const SLIDE = named("item_image", "first_para", "second_para", "text_color", "url");

/** Part 1 §3 Theme. */
const THEME: Shape = {
  ...named(
    "browser_title",
    "logo_image",
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
    "is_enable_slider",
    "product_grid_layout",
    "is_featured_product",
  ),
  slider_options: list(SLIDE),
  company: object({
    get_currency: object({
      symbol: spec,
      currency_code: own("the purchase event's currency; none when missing"),
      name: own("none: the symbol is what is shown"),
    }),
    company_name: own("the shop's name beside the browser title; the browser title when missing"),
  }),
  favicon_image: own(
    "the favicon, which part 1 §1 says the theme sets without naming the field; the storefront's own when missing",
  ),
  shipping_charges: implied(
    "the cart summary's Flat Rate: part 2 §2 takes its amount 'from shipping_charges' (default 0) without naming the answer; the cart's answer is only `status, cart[]`, so the shop's theme carries it",
  ),
  pixel_id: own(
    "the marketing pixel's id: part 1 §1 fires pixel events without saying where the id comes from; no pixel when missing",
  ),
};

/** Part 1 §3 Footer data. */
const FOOTER = named(
  "address_label",
  "contact_no",
  "email",
  "is_enable_fbLink",
  "fb_link",
  "is_enable_youtubeLink",
  "youtube_link",
  "is_enable_instaLink",
  "insta_link",
  "is_enable_twitterLink",
  "twitter_link",
  "is_enable_blog",
);

/** Part 2 §3 Blog. */
const BLOG: Shape = {
  ...named("blog_id", "blog_title", "post_image", "post_details"),
  created_at: own("the post's date in the sitemap and the cards; none when missing"),
};

const COUNTRY = named("country_id", "name", "phonecode");

const country = (side: "shipping" | "billing"): FieldRule =>
  object({
    country_name: spec,
    country_id: own(`the ${side} country's id for the order form; found by name in the country list when missing`),
  });

/** Part 2 §3 Customer address and the signed-in customer's stored address (street2, city, zip_code, billing_phone). */
const ADDRESS: Shape = {
  ...named(
    "shipping_street1",
    "shipping_street2",
    "shipping_city",
    "shipping_zip_code",
    "shipping_state",
    "shipping_country",
  ),
  ...named(
    "billing_street1",
    "billing_street2",
    "billing_city",
    "billing_zip_code",
    "billing_state",
    "billing_country",
    "billing_phone",
  ),
  shipping_country: country("shipping"),
  billing_country: country("billing"),
  name: implied(
    "the shipping name, which the order form prefills from the stored address (part 2 §2) without the spec naming the field; the customer's name when missing",
  ),
};

const contact = (what: string) =>
  implied(
    `${what}, which the order summary shows prefilled from the signed-in customer (part 2 §2) and the placement payload sends`,
  );

/** Part 1 §3 Signed-in user and part 2 §3 Signed-in customer. */
const USER: Shape = {
  ...named("name", "phone_code", "type"),
  customer_address: object(ADDRESS),
  id: unused,
  last_name: own("the placement payload's last_name; the words of the name after the first when missing"),
  username: contact("the user name"),
  email: contact("the e-mail"),
  mobile: contact("the phone"),
  country_id: contact("the country"),
};

/** Part 2 §3 Sale order item. */
const ORDER_ITEM: Shape = {
  ...named("quantity", "rate", "discount", "discount_type", "total_amount"),
  items: object(named("uuid", "item_name", "product_name", "item_image", "stock")),
  id: own("a list key; the line's position when missing"),
  tax_amount: own("not shown when missing"),
};

/** Part 2 §3 Sale order. */
export const SALE_ORDER: Shape = {
  ...named(
    "sale_order_id",
    "order_number",
    "sale_order_status",
    "shipment_date",
    "sub_total",
    "tax_amount",
    "shipping_charges",
    "total",
  ),
  ...named("advance_payment_sum_amount"),
  created_at: spec,
  order_date: { named: "spec", alias: "created_at" },
  tracking: object(named("tracking_no")),
  shipping_address: object(ADDRESS),
  sale_order_item: list(ORDER_ITEM),
  currency_symbol: object({
    symbol: spec,
    currency_code: own("the purchase event's currency; the theme's when missing"),
  }),
  customer: object(named("name", "email", "mobile")),
  payment_rec_inv: object({ payment_receive: object(named("mode")) }),
  total_discount: own("the discount row of a draft's checkout; 0 when missing"),
  pay_type: own("none: the payment column reads payment_rec_inv"),
  cancel_message: own("the customer's cancel message on the preview; none when missing"),
};

/** Part 1 §3 Cart item, server side, and part 2 §3 Cart line (finalize). */
const CART_LINE: Shape = {
  ...named(
    "cart_id",
    "fk_itemUUID",
    "item_name",
    "item_price",
    "item_image",
    "stock",
    "item_quantity",
    "discount",
    "disc_amount",
  ),
  ...named("tax", "tax_amount", "stripe_tax_id", "fk_tax_id", "sub_total", "total", "finalize"),
  line_discount: own("the line's discount amount; computed when missing"),
};

/** Part 2 §3 Cart totals. */
const CART_TOTALS = named("sub_total", "total_discount", "total_tax", "shipping_charges", "total");

/** Part 2 §3 Payment method. */
const PAYMENT_METHOD: Shape = {
  ...named("payment_method", "payment_method_title", "channel_id", "return_url", "merchant_id", "store_id"),
  ...named("merchant_hash", "merchant_username", "merchant_password"),
  id: unused,
};

const merchant = (what: string) =>
  own(`${what} of the bank card gateway (part 2 §7 names them, not their fields): server-only merchant details`);

const PAYMENT_METHOD_DETAIL: Shape = {
  ...PAYMENT_METHOD,
  key1: merchant("the first encryption key"),
  key2: merchant("the second encryption key"),
  handshake_url: merchant("the handshake URL"),
  gateway_url: merchant("the form's URL"),
};

/** Login, verification and token refresh share one answer; `spec` lists what the spec names for the call. */
function tokenAnswer(...specNamed: string[]): Shape {
  const shape: Shape = {
    token: implied(
      "the token: the spec does not show the success shape; the Authorization response header (which part 1 §7 exposes) is read first",
    ),
    user: own("none: the user is read with GET /api/auth/user/public", USER),
    ...ownEach(["status", "verify", "msg"], "read with the other token answers; absent is success"),
  };
  return { ...shape, ...named(...specNamed) };
}

const placementAddress = (extra: Shape): Shape => ({
  ...named("name", "country", "address1", "address2", "city", "zip_code", "phone_no", "state"),
  ...extra,
});

/** Part 2 §3 Order placement payload. */
export const PLACEMENT: Shape = {
  ...named(
    "sale_order_id",
    "first_name",
    "last_name",
    "username",
    "email",
    "country_id",
    "mobile",
    "phone_code",
    "pay_type",
    "items",
  ),
  ...named("sub_total", "total_discount", "total_tax", "shipping_charges", "total", "shipping_option"),
  address: object(placementAddress({ billing_option: spec })),
  billing_address: object(placementAddress({ phone_code: spec, zip_code: { named: "spec", alias: "postal_code" } })),
};

/** A placement call's answer: what the spec names for it; the storefront reads the four with one schema. */
function placementAnswer(...specNamed: string[]): Shape {
  return {
    ...ownEach(
      ["status", "empty", "order_id", "done", "msg", "redirect_url", "redirectURL"],
      "read by the one schema of the four placement answers; none when missing",
    ),
    order_number: unused,
    total: own("the purchase event's value; the storefront's total when missing"),
    ...named(...specNamed),
  };
}

const statusDoneMsg = named("status", "done", "msg");
const listing = {
  ...named("attribute", "checked"),
  discount: object(named("min", "max")),
  price: object(named("min", "max")),
};

export const CALLS: readonly Call[] = [
  { method: "GET", path: "/api/gym-theme", answer: { ...status, data: object(THEME) } },
  { method: "GET", path: "/api/site-attribute", answer: { ...status, data: list(ATTRIBUTE) } },
  {
    method: "GET",
    path: "/api/footer",
    answer: {
      ...status,
      data: object(FOOTER),
      pages: list({ page_type: spec, title: own("none: links have fixed labels") }),
    },
  },
  { method: "GET", path: "/api/blogs", answer: { ...status, data: list(BLOG) } },
  { method: "GET", path: "/api/auth/ecom-blogs", answer: { data: list(BLOG) } },
  { method: "GET", path: "/api/auth/ecom-single-blogs/{id}", answer: { data: object(BLOG) } },
  { method: "GET", path: "/api/auth/e-commerce-getcountry", answer: { data: list(COUNTRY) } },
  {
    method: "POST",
    path: "/api/communication",
    answer: { ...statusDoneMsg, ...refusal("errors") },
    request: named("email", "fullname", "subject", "message"),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    answer: { ...tokenAnswer(), ...refusal("errors", "error", "verify") },
    request: named("email", "password"),
  },
  {
    method: "POST",
    path: "/api/auth/e-commerce/signup",
    answer: { ...named("status", "msg"), ...refusal("errors"), email: unused },
    request: named("username", "email", "country_id", "mobile_number", "password", "confirm_password"),
  },
  {
    method: "GET",
    path: "/api/auth/user/public",
    answer: USER,
    envelope: {
      field: "user",
      reason: "the reference API's answer is `{user}`; the spec's is the current user itself",
    },
  },
  { method: "GET", path: "/api/auth/token-refresh/public", answer: tokenAnswer() },
  { method: "GET", path: "/api/ecom-our-latest-product", answer: { data: list(PRODUCT) } },
  {
    method: "GET",
    path: "/api/about_us",
    answer: { data: object({ page_text: spec, page_type: unused, title: own("none: pages have fixed titles") }) },
  },
  {
    method: "POST",
    path: "/api/products",
    answer: {
      data: object({
        data: list(PRODUCT),
        ...ownEach(
          ["current_page", "last_page", "from", "to", "total", "per_page"],
          "the pagination, read here when no `pagination` is sent",
        ),
      }),
      ...named("min_discount", "max_discount", "min_price", "max_price"),
      pagination: object(named("current_page", "last_page", "from", "to", "total")),
    },
    request: listing,
  },
  {
    method: "GET",
    path: "/api/product/{uuid}",
    answer: { status: spec, product: object(PRODUCT), variant: list(PRODUCT), attributes: list(ATTRIBUTE) },
  },
  { method: "GET", path: "/api/ecom-related-product/{uuid}", answer: { data: list(PRODUCT) } },
  {
    method: "GET",
    path: "/api/auth/cart/index",
    answer: {
      ...status,
      cart: list(CART_LINE),
      totals: own(
        "the spec's Cart totals (part 2 §3), which no call names (the answer is `status, cart[]`): the shipping charges come from it, else the theme's flat rate; the rest is computed from the lines",
        CART_TOTALS,
      ),
    },
  },
  {
    method: "POST",
    path: "/api/auth/cart/store/all",
    answer: "not shown",
    request: { cart: list({ product_id: spec, quantity: spec }), site_url: spec },
  },
  {
    method: "POST",
    path: "/api/auth/cart/store",
    answer: {
      ...status,
      data: object({
        // Later entries win: the fields the spec names for this answer, over the rest of the line.
        ...ownEach(Object.keys(CART_LINE), "the rest of the line; the cart is read again when missing"),
        ...named("cart_id", "discount", "disc_amount", "tax", "tax_amount", "fk_tax_id", "sub_total", "total"),
      }),
      available_stock: spec,
      msg: own("a refusal's message"),
    },
    request: { cart: object({ product_id: spec, quantity: spec }), site_url: spec },
  },
  {
    method: "POST",
    path: "/api/auth/cart/{product_id}/update",
    answer: "not shown",
    request: { product: spec, site_url: spec },
  },
  { method: "DELETE", path: "/api/auth/cart/{cart_id}/delete", answer: "not shown" },
  { method: "GET", path: "/api/auth/e-commerce/user/draft-sale-orders", answer: { ...status, data: list(SALE_ORDER) } },
  { method: "GET", path: "/api/auth/e-commerce/discard/sale-order/{sale_order_id}", answer: statusDoneMsg },
  {
    method: "POST",
    path: "/api/auth/e-commerce/track-order",
    answer: { ...named("status", "msg"), data: object(SALE_ORDER) },
    request: named("order_no", "tracking_no"),
  },
  {
    method: "POST",
    path: "/api/auth/order/create",
    answer: placementAnswer("status", "empty", "order_id", "done", "msg"),
    request: PLACEMENT,
  },
  { method: "POST", path: "/api/auth/utap/create-order", answer: placementAnswer("redirect_url"), request: PLACEMENT },
  {
    method: "POST",
    path: "/api/auth/paymennt/check-out",
    answer: placementAnswer("status", "empty", "redirectURL", "msg"),
    request: PLACEMENT,
  },
  {
    method: "POST",
    path: "/api/auth/create-payment",
    answer: placementAnswer("redirect_url", "empty"),
    request: PLACEMENT,
  },
  { method: "GET", path: "/api/ecommerece-payment-method", answer: { data: list(PAYMENT_METHOD) } },
  {
    method: "GET",
    path: "/api/auth/payment-method/detail",
    answer: { ...status, method_detail: object(PAYMENT_METHOD_DETAIL) },
  },
  {
    method: "GET",
    path: "/api/auth/payment-method/stripe/credentials",
    answer: {
      ...named("status", "msg"),
      data: { named: "spec", wrappedIn: "public_key", reason: "data (public key): the key string itself" },
    },
  },
  {
    method: "POST",
    path: "/api/auth/checkout-session/create",
    answer: {
      clientSecret: spec,
      ...ownEach(
        ["status", "msg", "session_id", "order_id", "empty"],
        "the order it made and refusals; none when missing",
      ),
    },
    request: PLACEMENT,
  },
  {
    method: "GET",
    path: "/api/auth/session-status",
    answer: { ...named("status", "customer_email"), order_id: own("the receipt link; none when missing") },
  },
  {
    method: "GET",
    path: "/api/auth/e-commerce/check-sale-order/{sale_order_id}",
    answer: { ...status, data: object(SALE_ORDER) },
  },
  {
    method: "GET",
    path: "/api/auth/e-commerce/saleorder/{id}/get",
    answer: { data: object(SALE_ORDER), customer_address: object(ADDRESS) },
  },
  {
    method: "GET",
    path: "/api/auth/e-commerce/saleorder/{id}/tracker",
    answer: { data: object(SALE_ORDER), customer_address: object(ADDRESS) },
  },
  { method: "GET", path: "/api/auth/e-commerce/get/user/orders", answer: { data: list(SALE_ORDER) } },
  {
    method: "POST",
    path: "/api/auth/e-commerce/order-cancel/request",
    answer: statusDoneMsg,
    request: named("message", "sale_order_id"),
  },
  {
    method: "POST",
    path: "/api/auth/e-commerce/verification",
    answer: tokenAnswer("status", "msg"),
    request: named("code", "email"),
  },
  { method: "POST", path: "/api/auth/e-commerce/resend-code", answer: statusDoneMsg, request: named("code", "email") },
  { method: "POST", path: "/api/auth/e-commerce/forget-password", answer: "not shown", request: named("email") },
  {
    method: "POST",
    path: "/api/auth/e-commerce/otp-verification",
    answer: "not shown",
    request: named("code", "email"),
  },
  {
    method: "POST",
    path: "/api/auth/e-commerce/resend-reset-otp",
    answer: "not shown",
    request: named("code", "email"),
  },
  {
    method: "POST",
    path: "/api/auth/e-commerce/reset-password",
    answer: "not shown",
    request: {
      ...named("password", "confirm_password", "email"),
      reset_token: own("the one-time token of a verified reset code, so a code alone cannot set a password"),
    },
  },
];

/** The call of the table that a method and a concrete path are, or undefined. */
export function callOf(method: string, path: string): Call | undefined {
  return CALLS.find((call) => call.method === method && PATTERNS.get(call)!.test(path));
}

function pathPattern(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}

const PATTERNS = new Map(CALLS.map((call) => [call, pathPattern(call.path)]));

/** A call's answer as the spec gives it: out of its envelope, cut down to the spec's fields (specMinimal). */
export function specMinimalAnswer(call: Call, value: unknown, shape: Shape): unknown {
  const field = call.envelope?.field;
  const inner =
    field && typeof value === "object" && value !== null && field in value
      ? (value as Record<string, unknown>)[field]
      : value;
  return specMinimal(inner, shape);
}

/**
 * An answer cut down to the fields the spec names (and the implied ones): what a backend that sends
 * exactly the spec's fields answers. Where the spec names two spellings, only the first is kept, so
 * readers must accept either; a value sent wrapped is unwrapped.
 */
export function specMinimal(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((v) => specMinimal(v, shape));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    const rule = shape[name];
    if (!rule || rule.named === "own") continue;
    if (rule.alias && rule.alias in value) continue;
    if (rule.wrappedIn && typeof field === "object" && field !== null && !Array.isArray(field))
      out[name] = (field as Record<string, unknown>)[rule.wrappedIn];
    else out[name] = rule.fields ? specMinimal(field, rule.fields) : field;
  }
  return out;
}

/** The spec's own words for each answer: its tables' "Answer read" (part 1 §7) and "Response read" (part 2 §7). */
export const ANSWER_WORDS: Readonly<Record<string, string>> = {
  "GET /api/gym-theme": "status, data (theme)",
  "GET /api/site-attribute": "status, data",
  "GET /api/footer": "status, data, pages",
  "GET /api/blogs": "status, data",
  "GET /api/auth/ecom-blogs": "data (blogs); data (list)",
  "GET /api/auth/ecom-single-blogs/{id}": "data",
  "GET /api/auth/e-commerce-getcountry": "data[]; data (countries)",
  "POST /api/communication": "type 2: status, done (success text), errors; type 1: status",
  "POST /api/auth/login": "errors (422), error (400), verify; the success shape is not shown",
  "POST /api/auth/e-commerce/signup": "status, msg, errors",
  "GET /api/auth/user/public": "the current user",
  "GET /api/auth/token-refresh/public": "refreshed token",
  "GET /api/ecom-our-latest-product": "data (products)",
  "GET /api/about_us": "data.page_text",
  "POST /api/products": "data.data (products), min_discount, max_discount, min_price, max_price, pagination",
  "GET /api/product/{uuid}": "status, product, variant, attributes",
  "GET /api/ecom-related-product/{uuid}": "data",
  "GET /api/auth/cart/index": "status, cart[]",
  "POST /api/auth/cart/store/all": "not shown",
  "POST /api/auth/cart/store":
    "status, data{cart_id, discount, disc_amount, tax, tax_amount, fk_tax_id, sub_total, total}, available_stock",
  "POST /api/auth/cart/{product_id}/update": "not shown",
  "DELETE /api/auth/cart/{cart_id}/delete": "not shown",
  "GET /api/auth/e-commerce/user/draft-sale-orders": "status, data (draft orders)",
  "GET /api/auth/e-commerce/discard/sale-order/{sale_order_id}": "status, done, msg",
  "POST /api/auth/e-commerce/track-order": "status, data (order), msg",
  "POST /api/auth/order/create": "status, empty, order_id, done, msg",
  "POST /api/auth/utap/create-order": "redirect_url",
  "POST /api/auth/paymennt/check-out": "status, empty, redirectURL, msg",
  "POST /api/auth/create-payment": "redirect_url, empty",
  "GET /api/ecommerece-payment-method": "data (payment methods)",
  "GET /api/auth/payment-method/detail": "status, method_detail",
  "GET /api/auth/payment-method/stripe/credentials": "status, data (public key), msg",
  "POST /api/auth/checkout-session/create": "clientSecret",
  "GET /api/auth/session-status": "status, customer_email",
  "GET /api/auth/e-commerce/check-sale-order/{sale_order_id}": "status, data (sale order with shipping_address)",
  "GET /api/auth/e-commerce/saleorder/{id}/get": "data, customer_address",
  "GET /api/auth/e-commerce/saleorder/{id}/tracker": "data, customer_address",
  "GET /api/auth/e-commerce/get/user/orders": "data",
  "POST /api/auth/e-commerce/order-cancel/request": "status, done, msg",
  "POST /api/auth/e-commerce/verification": "status, msg",
  "POST /api/auth/e-commerce/resend-code": "status, done, msg",
  "POST /api/auth/e-commerce/forget-password": "not shown",
  "POST /api/auth/e-commerce/otp-verification": "not shown",
  "POST /api/auth/e-commerce/resend-reset-otp": "not shown",
  "POST /api/auth/e-commerce/reset-password": "not shown",
};
