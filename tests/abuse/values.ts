import type { ShopFixture } from "./fixtures";

/**
 * The malformed values the sweep sends. Every one of them must be refused (or, for reads, answered
 * without a 5xx); valid bodies are sent only with a foreign or missing Origin, which must be refused.
 */

/** Bodies that are not JSON (or not UTF-8). */
export const BAD_JSON: { name: string; body: Buffer }[] = [
  ["empty", ""],
  ["open brace", "{"],
  ["truncated", '{"email":"a@b.c","password":'],
  ["single quotes", "{'email': 'a'}"],
  ["trailing comma", '{"email":"a",}'],
  ["undefined", "undefined"],
  ["NaN", '{"quantity": NaN}'],
  ["leading zero", '{"quantity": 01}'],
  ["two documents", "{}{}"],
  ["comment", '{"a":1 /* x */}'],
  ["unclosed arrays", "[".repeat(5000)],
  ["form encoded", "email=a%40b.c&password=x"],
  ["NUL bytes", '{"email":"a\u0000"}\u0000'],
].map(([name, text]) => ({ name: name!, body: Buffer.from(text!) }));
BAD_JSON.push({
  name: "invalid UTF-8",
  body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
});
BAD_JSON.push({ name: "UTF-16", body: Buffer.from('{"email":"a"}', "utf16le") });

/** JSON values of a type no field accepts whole (a body, or every field at once). */
export const WRONG_TYPES: { name: string; value: unknown }[] = [
  { name: "null", value: null },
  { name: "true", value: true },
  { name: "zero", value: 0 },
  { name: "negative", value: -1 },
  { name: "fraction", value: 1.5 },
  { name: "1e308", value: 1e308 },
  { name: "empty array", value: [] },
  { name: "array of strings", value: ["a", "b"] },
  { name: "empty object", value: {} },
  { name: "operator object", value: { $gt: "", $ne: null } },
  {
    name: "prototype keys",
    value: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown,
  },
];

/** Strings of the right type that no shop should accept as an e-mail, code, id or name. */
export const WEIRD_STRINGS: string[] = [
  "",
  "   ",
  "\u0000",
  "\ud800",
  "' OR '1'='1' --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%zz%E0%A4%A",
  "a".repeat(255),
  "\u202e\u0000\r\n",
  "😀".repeat(60),
  "${7*7}{{7*7}}",
  "null",
  "-1",
];

/** Ids no route may accept, as they would appear in a path segment (already percent-encoded). */
export const WRONG_IDS: string[] = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x1F",
  "%2B1",
  "%201",
  "9007199254740993",
  "99999999999999999999999999",
  "9".repeat(400),
  "a".repeat(3000),
  "null",
  "%5Bobject%20Object%5D",
  "%D9%A1%D9%A2",
  "..",
  "%2E%2E",
  "%00",
  "%2F",
  "%25",
  "%F0%9F%98%80",
  "1%3BDROP%20TABLE",
];

/** Percent-escapes that do not decode (bad hex, truncated, overlong, lone surrogate, not UTF-8). */
export const MALFORMED_ESCAPES: string[] = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%ED%A0%80",
  "%%",
  "%u0041",
  "%0",
  "%G0",
];

/** Junk query strings, each for every route and page (query keys the app reads included). */
export const JUNK_QUERIES: string[] = [
  "?page=-1&checked=abc&price_min=NaN&price_max=-5",
  "?page=99999999999999999999&discount_min=1e400&discount_max=%zz",
  "?page=1&page=2&page=abc&checked=1,2,%FF",
  "?q=%&session_id=%E0%A4%A&order_id=%zz",
  `?q=${"a".repeat(6000)}`,
  "?order_id=-1&session_id=..%2F..%2Fx&tab=%00&reference=%3Cscript%3E",
  "?order_no[]=1&tracking_no[x]=2&status[]=complete&gateway=%0D%0A",
  "?=&&&=&a==b&%zz=%zz",
  "?__proto__[polluted]=1&constructor[prototype][polluted]=1",
  `?checked=${"1,".repeat(2000)}1`,
  "?order_id=1e3&session_id=&tab=orders&page=0",
  "?q=%F0%9F%98%80%ED%A0%80&order_no=%27%20OR%201%3D1",
  `?order_no=${"9".repeat(300)}&tracking_no=%00%FF%FE`,
  "?order_no=SO-1-00001&tracking_no=%27%20OR%20%271%27%3D%271",
  "?q=(*%2B%3F%5B%5C%5E%24%7B&tracker=&reference=",
  `?q=${"word%20".repeat(400)}`,
];

/** Query keys through which pages name one of the customer's orders (order summary, receipt). */
export const ORDER_QUERY_KEYS = ["order_id", "reference", "tracker"];

/** Foreign or malformed Origin headers (null: the header is left out). */
export function foreignOrigins(shop: ShopFixture, otherShop: ShopFixture): (string | null)[] {
  return [
    "https://evil.example",
    "null",
    otherShop.origin,
    null,
    `${shop.origin}.evil.example`,
    `${shop.origin}/`,
    shop.origin.replace("http://", "https://"),
    "%zz",
  ];
}

/** Field names every generated body carries, besides those named in the route's own source. */
export const COMMON_FIELDS = [
  "email",
  "password",
  "confirm_password",
  "username",
  "code",
  "remember",
  "country_id",
  "mobile_number",
  "product_id",
  "quantity",
  "finalize",
  "items",
  "message",
  "idempotency_key",
  "sale_order_id",
  "pay_method",
  "shipping_option",
  "billing_option",
  "address",
  "billing_address",
];

/** Field names a route's source validates (`name: z.…`), so a new route's fields are swept too. */
export function fieldsOf(source: string): string[] {
  const names = [
    ...source.matchAll(
      /\b([a-z_][a-z0-9_]*)\s*:\s*(?:z\.|productId\b|quantity\b|requiredText\(|optionalText\(|countryId\(|option\b)/g,
    ),
  ].map((m) => m[1]!);
  return [...new Set([...COMMON_FIELDS, ...names])];
}

export function bodyWithEvery(fields: string[], value: unknown): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, value]));
}

/** A JSON text nested `depth` levels deep (arrays), with `inner` at the bottom. */
export function deeplyNested(depth: number, inner = "1"): string {
  return "[".repeat(depth) + inner + "]".repeat(depth);
}

export const address = {
  name: "Sweep",
  country: 1,
  address1: "1 Sweep Street",
  city: "Dubai",
  zip_code: "00000",
  state: "Dubai",
};

export type KnownBodies = {
  /** A body the route would accept: sent only with a foreign or missing Origin. */
  valid?: unknown;
  /** Well-formed bodies the shop must refuse (unknown or foreign ids, stock, strings no shop accepts). */
  refusable: unknown[];
};

/**
 * Bodies that reach the shop API for the routes the sweep knows; a route missing here still gets
 * every generic malformed body.
 */
export function knownBodies(label: string, shop: ShopFixture, otherShop: ShopFixture): KnownBodies {
  const { self, other } = shop;
  const weirdEmails = WEIRD_STRINGS;
  const key = () => `sweep${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  switch (label) {
    case "/api/account/login":
      return {
        valid: { email: self.email, password: self.password },
        refusable: weirdEmails.map((email) => ({ email, password: "not-the-password" })),
      };
    case "/api/account/register":
      return {
        valid: {
          username: key(),
          email: `${key()}@example.com`,
          country_id: 1,
          mobile_number: "501234567",
          password: "sweep-password-1",
          confirm_password: "sweep-password-1",
        },
        refusable: WEIRD_STRINGS.map((s) => ({
          username: s,
          email: s,
          country_id: s.length % 2 ? 999999 : "",
          mobile_number: s.slice(0, 32),
          password: "sweep-password-1",
          confirm_password: "sweep-password-2",
        })),
      };
    case "/api/account/verify":
    case "/api/account/reset-otp":
      return { refusable: WEIRD_STRINGS.map((s) => ({ code: s.slice(0, 16), email: s })) };
    case "/api/account/forgot-password":
    case "/api/account/resend-code":
    case "/api/account/resend-reset-otp":
      return { valid: { email: self.email }, refusable: weirdEmails.map((email) => ({ email })) };
    case "/api/account/reset-password":
      return {
        valid: { email: self.email, password: "sweep-password-9", confirm_password: "sweep-password-9" },
        refusable: weirdEmails.map((email) => ({
          email,
          password: "sweep-password-9",
          confirm_password: "sweep-password-9",
        })),
      };
    case "/api/newsletter":
      return { valid: { email: `${key()}@example.com` }, refusable: weirdEmails.map((email) => ({ email })) };
    case "/api/cart":
      return {
        valid: { product_id: shop.spareProducts[0], quantity: 1 },
        refusable: [
          ...[
            otherShop.spareProducts[0],
            otherShop.self.cartLines[0]?.uuid,
            ...WEIRD_STRINGS.filter((s) => s.trim() !== ""),
          ].map((product_id) => ({ product_id, quantity: 1 })),
          { product_id: shop.spareProducts[0], quantity: 1_000_000 },
        ],
      };
    case "/api/cart/merge":
      return {
        valid: { items: [{ product_id: shop.spareProducts[0], quantity: 1 }] },
        refusable: [
          otherShop.spareProducts[0],
          otherShop.self.cartLines[0]?.uuid,
          ...WEIRD_STRINGS.filter((s) => s.trim() !== ""),
        ].map((product_id) => ({ items: [{ product_id, quantity: 1 }] })),
      };
    case "/api/cart/items/[productId]":
      return { valid: { quantity: 2 }, refusable: [{ quantity: 1 }, { finalize: true }, { quantity: 1_000_000 }] };
    case "/api/orders/[orderId]/cancel":
      return { valid: { message: "Please cancel this order." }, refusable: [{ message: "Please cancel this order." }] };
    case "/api/checkout/place": {
      const base = { pay_method: 0, shipping_option: 1, billing_option: 1, address };
      return {
        valid: { ...base, idempotency_key: key() },
        refusable: [
          other.draftOrder,
          other.pendingOrder,
          otherShop.self.draftOrder,
          self.pendingOrder,
          999_999_999,
        ].map((sale_order_id) => ({ ...base, idempotency_key: key(), sale_order_id })),
      };
    }
    default:
      return { refusable: [] };
  }
}

/** A value of a route parameter that names something of the signed-in customer. */
export function ownParam(label: string, name: string, shop: ShopFixture): string {
  const line = shop.self.cartLines[0];
  if (/order/i.test(name)) return String(label.includes("discard") ? shop.self.draftOrder : shop.self.pendingOrder);
  if (/cart/i.test(name)) return String(line?.cartId ?? 1);
  if (/product|uuid/i.test(name)) return line?.uuid ?? "1";
  return "1";
}

/** Well-formed values of a route parameter that name another customer's or shop's things. */
export function foreignParams(name: string, shop: ShopFixture, otherShop: ShopFixture): string[] {
  if (/order/i.test(name))
    return [
      shop.other.pendingOrder,
      shop.other.draftOrder,
      otherShop.self.pendingOrder,
      otherShop.self.draftOrder,
      999_999_999,
    ].map(String);
  if (/cart/i.test(name))
    return [...shop.other.cartLines.map((l) => l.cartId), otherShop.self.cartLines[0]?.cartId ?? 1, 999_999_999].map(
      String,
    );
  if (/product|uuid/i.test(name))
    return [
      shop.other.cartLines[0]?.uuid ?? "x",
      otherShop.self.cartLines[0]?.uuid ?? "x",
      shop.spareProducts[1] ?? "x",
      "00000000-0000-0000-0000-000000000000",
    ];
  return ["999999999"];
}
