import { newSession, sealSession, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../../lib/session/cookie";
import type { WireAnswer, WireRequest } from "./http";

/**
 * What the sweep aims at, set up through the reference shop API before the first snapshot: in each
 * demo shop a customer the sweep signs in as (through the storefront's own login) and another
 * customer, each with a pending order, a draft order and cart lines, so that a request that
 * reaches the wrong order, line or shop has something to change.
 */

export type Party = {
  email: string;
  password: string;
  token: string;
  pendingOrder: number;
  draftOrder: number;
  orderNumbers: string[];
  cartLines: { cartId: number; uuid: string }[];
};

export type ShopFixture = {
  origin: string;
  /** Host header of the shop, e.g. `localhost:3450`. */
  host: string;
  /** Cookie header of the signed-in customer (`self`). */
  cookie: string;
  /** A session sealed with the storefront's own secret around a token the shop API refuses. */
  deadSessionCookie: string;
  self: Party;
  other: Party;
  /** Visible products that are in no cart of `self`. */
  spareProducts: string[];
  /** Paths the shop's sitemap lists (real products, categories, posts). */
  samplePaths: string[];
};

type Send = (wire: WireRequest) => Promise<WireAnswer>;

async function api<T>(
  apiUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`setup: ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

let sequence = 0;

async function newParty(apiUrl: string, origin: string, products: string[]): Promise<Party> {
  sequence += 1;
  const username = `abuse${Date.now().toString(36)}${sequence}`;
  const email = `${username}@example.com`;
  const password = "abuse-password-1";
  const auth = `type=public&url=${encodeURIComponent(origin)}`;
  const site = `site_url=${encodeURIComponent(origin)}`;
  await api(apiUrl, `/api/auth/e-commerce/signup?${auth}`, {
    body: { username, email, country_id: 1, mobile_number: "501234567", password, confirm_password: password },
  });
  const mail = await api<{ data: { code: string | null }[] }>(
    apiUrl,
    `/sandbox/mail?${site}&format=json&to=${encodeURIComponent(email)}`,
  );
  const code = mail.data[0]?.code;
  if (!code) throw new Error(`setup: no code mailed to ${email}`);
  const { token } = await api<{ token?: string }>(apiUrl, `/api/auth/e-commerce/verification?${auth}`, {
    body: { code, email },
  });
  if (!token) throw new Error(`setup: verification of ${email} gave no token`);

  const add = (uuid: string, quantity: number, finalize: boolean) =>
    api(apiUrl, "/api/auth/cart/store", {
      token,
      body: { site_url: origin, cart: { product_id: uuid, quantity, finalize } },
    });
  const orderNumbers: string[] = [];
  const place = async (pay_type: unknown) => {
    const answer = await api<{ status: boolean; order_id: number; order_number: string }>(
      apiUrl,
      `/api/auth/order/create?${site}`,
      {
        token,
        body: {
          first_name: username,
          email,
          country_id: 1,
          mobile: "501234567",
          phone_code: "971",
          pay_type,
          shipping_option: 1,
          address: {
            billing_option: 1,
            name: username,
            country: 1,
            address1: "1 Sweep Street",
            city: "Dubai",
            zip_code: "00000",
            state: "Dubai",
          },
        },
      },
    );
    if (!answer.status) throw new Error(`setup: order of ${email} refused: ${JSON.stringify(answer)}`);
    orderNumbers.push(answer.order_number);
    return answer.order_id;
  };
  const [p1, p2, p3, p4] = products.splice(0, 4);
  if (!p4) throw new Error("setup: not enough products with stock");
  await add(p1!, 1, true);
  const pendingOrder = await place(0);
  await add(p2!, 1, true);
  const draftOrder = await place({ payment_method: 3, payment_method_title: "Bank card" });
  await add(p3!, 2, false);
  await add(p4, 1, true);
  const cart = await api<{ cart: { cart_id: number; fk_itemUUID: string }[] }>(apiUrl, `/api/auth/cart/index?${site}`, {
    token,
  });
  return {
    email,
    password,
    token,
    pendingOrder,
    draftOrder,
    orderNumbers,
    cartLines: cart.cart.map((l) => ({ cartId: l.cart_id, uuid: l.fk_itemUUID })),
  };
}

function cookieHeader(answer: WireAnswer): string {
  const raw = answer.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

export async function setUpShop(
  apiUrl: string,
  origin: string,
  send: Send,
  sessionSecret: string,
): Promise<ShopFixture> {
  const host = new URL(origin).host;
  const listing = await api<{ data: { data: { uuid: string; stock: number }[] } }>(
    apiUrl,
    `/api/products?site_url=${encodeURIComponent(origin)}&page=2`,
    { body: {} },
  );
  const products = listing.data.data.filter((p) => p.stock >= 5).map((p) => p.uuid);
  const self = await newParty(apiUrl, origin, products);
  const other = await newParty(apiUrl, origin, products);

  const login = await send({
    method: "POST",
    path: "/api/account/login",
    headers: { host, origin, "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ email: self.email, password: self.password })),
  });
  const cookie = cookieHeader(login);
  if (login.status !== 200 || !cookie)
    throw new Error(`setup: storefront login at ${origin} answered ${login.status}: ${login.body.slice(0, 300)}`);

  const sitemap = await send({ method: "GET", path: "/sitemap.xml", headers: { host } });
  const samplePaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const dead = await sealSession(newSession("not-a-token-the-shop-issued", origin), sessionSecret);
  const deadSessionCookie = `${SESSION_COOKIE}=${dead}; ${SIGNED_IN_COOKIE}=1`;
  return { origin, host, cookie, deadSessionCookie, self, other, spareProducts: products, samplePaths };
}

/** What no answer to the signed-in customer (or to anyone) of `shop` may show: other customers' e-mails and order numbers. */
export function othersSecrets(shop: ShopFixture, otherShop: ShopFixture): string[] {
  return [shop.other, otherShop.self, otherShop.other].flatMap((party) => [party.email, ...party.orderNumbers]);
}
