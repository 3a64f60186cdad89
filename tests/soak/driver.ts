import { randomBytes } from "node:crypto";
import { createRng, type Rng } from "../../packages/shop-api/src/seed/prng";
import type { Response, SendOptions } from "./http";
import type { CustomerRecord, Intent, Line } from "./invariants";

/** The shop API seed's random source: the same seed gives the same mix. */
export const random = createRng;
export type Random = Rng;

type Send = (options: SendOptions) => Promise<Response>;

/** What a shop offers the mix, read from the shop API before the run. */
export type Catalogue = { shop: string; products: string[]; categories: string[]; blogs: number[] };

const BAD_PATHS = [
  "/product/not-a-product",
  "/catagory/none/999999",
  "/BlogDetail/99999999",
  "/no-such-page",
  "/Product/77",
];
const WORDS = ["shirt", "shoe", "bag", "gym", "blue", "zz-no-match"];

/** One anonymous page view: home, a listing (a third with a filter), a product, search, the blog, or a bad URL. */
export async function browse(send: Send, shop: Catalogue, rnd: Random): Promise<void> {
  const roll = rnd.next();
  const category = rnd.pick(shop.categories.length ? shop.categories : ["/"]);
  const [kind, path] =
    roll < 0.15
      ? ["home", "/"]
      : roll < 0.3
        ? ["listing", category]
        : roll < 0.4
          ? ["listing filtered", `${category}?price_min=${rnd.pick([1, 10, 50])}&price_max=${rnd.pick([100, 500])}`]
          : roll < 0.65
            ? ["product", `/product/${rnd.pick(shop.products)}`]
            : roll < 0.73
              ? ["search", `/search?q=${rnd.pick(WORDS)}`]
              : roll < 0.8
                ? ["blog", "/articles"]
                : roll < 0.88 && shop.blogs.length
                  ? ["blog post", `/BlogDetail/${rnd.pick(shop.blogs)}`]
                  : ["bad URL", rnd.pick(BAD_PATHS)];
  await send({ kind, shop: shop.shop, path });
}

const ADDRESS = {
  name: "Soak Shopper",
  country: 1,
  address1: "1 Test Street",
  city: "Testville",
  zip_code: "12345",
  state: "Test State",
};

export type PlaceOptions = {
  /** Two requests with the same key at once: a double click. */
  double: boolean;
  /**
   * What the client does when it got no answer it can trust (no response, a 5xx, a 409 "still being
   * processed"): ask again with the same key (the shop answers the first request's outcome), or, the
   * fault a harness must catch, place again blindly under a new key.
   */
  retry: "same key" | "blind";
  timeoutMs?: number;
};

type Answer = { orderId: number } | "refused" | "uncertain";

function answerOf(response: Response): Answer {
  const body = response.json as { status?: boolean; next?: { kind?: string; orderId?: number } } | null;
  if (response.status === 200 && body?.status === true && typeof body.next?.orderId === "number")
    return { orderId: body.next.orderId };
  if (response.status === 0 || response.status >= 500 || response.status === 409) return "uncertain";
  return "refused";
}

/** Places a cash-on-delivery order of the cart's selected lines, and says what the client learnt. */
export async function placeOrder(
  send: Send,
  customer: { name: string; shop: string; cookie: string },
  options: PlaceOptions,
): Promise<Intent> {
  let key = `soak-${randomBytes(9).toString("hex")}`;
  const attempt = async (): Promise<Answer[]> => {
    const request = () =>
      send({
        kind: "place",
        shop: customer.shop,
        path: "/api/checkout/place",
        cookie: customer.cookie,
        timeoutMs: options.timeoutMs ?? 20_000,
        body: {
          idempotency_key: key,
          sale_order_id: null,
          pay_method: 0,
          shipping_option: 1,
          billing_option: 1,
          address: ADDRESS,
        },
      });
    const responses = await Promise.all(options.double ? [request(), request()] : [request()]);
    return responses.map(answerOf);
  };
  let answers = await attempt();
  if (!answers.some((a) => typeof a === "object") && answers.includes("uncertain")) {
    if (options.retry === "blind") key = `soak-${randomBytes(9).toString("hex")}`;
    answers = await attempt();
  }
  const orderIds = answers.flatMap((a) => (typeof a === "object" ? [a.orderId] : []));
  const outcome = orderIds.length > 0 ? "placed" : answers.includes("uncertain") ? "unknown" : "failed";
  return { customer: customer.name, key, outcome, orderIds };
}

type CartLineAnswer = { fk_itemUUID: string; item_quantity: number; finalize: number | boolean; cart_id: number };
type ModelLine = Line & { cartId: number };

const lineOf = (l: CartLineAnswer): ModelLine => ({
  product: l.fk_itemUUID,
  quantity: l.item_quantity,
  finalize: l.finalize === 1 || l.finalize === true,
  cartId: l.cart_id,
});

const cookieOf = (response: Response) => response.setCookies.map((c) => c.split(";")[0]).join("; ");

/**
 * A signed-in customer of one shop, one step at a time: adds, changes, removes and selects cart lines,
 * places orders (some with a double click), asks to cancel, signs out and in. It keeps the cart as the
 * storefront last confirmed it; after an answer it cannot trust it reads the cart again before going on.
 */
export function customer(send: Send, catalogue: Catalogue, rnd: Random, retry: PlaceOptions["retry"] = "same key") {
  const name = `demo@${new URL(catalogue.shop).hostname}`;
  const record: CustomerRecord = { customer: name, intents: [], cart: null, history: null };
  const cart = new Map<string, ModelLine>();
  const placed: number[] = [];
  let cookie = "";
  let unsure = true;

  const confirm = () =>
    void (record.cart = [...cart.values()].map(({ product, quantity, finalize }) => ({ product, quantity, finalize })));
  const ended = (r: Response) => {
    if (r.status === 401) cookie = "";
    return r.status === 401;
  };
  const trust = (r: Response) => {
    if (r.status === 0 || r.status >= 500) unsure = true;
    return r.status === 200;
  };

  async function signIn(): Promise<boolean> {
    const r = await send({
      kind: "sign in",
      shop: catalogue.shop,
      path: "/api/account/login",
      body: { email: "demo@example.com", password: "demo1234" },
    });
    if (r.status === 200) cookie = cookieOf(r);
    return r.status === 200;
  }

  async function readCart(): Promise<void> {
    const r = await send({ kind: "cart:read", shop: catalogue.shop, path: "/api/cart", cookie });
    // A shopper facing an error page waits a moment before reloading it.
    if (r.status === 0 || r.status >= 500) await new Promise((done) => setTimeout(done, 1_000 + rnd.int(0, 999)));
    if (ended(r) || r.status !== 200) return;
    cart.clear();
    for (const l of (r.json as { cart: CartLineAnswer[] }).cart) cart.set(l.fk_itemUUID, lineOf(l));
    unsure = false;
    confirm();
  }

  async function write(kind: string, path: string, body: unknown, method = "POST"): Promise<void> {
    const r = await send({ kind, shop: catalogue.shop, path, cookie, body, method });
    // A line the storefront says is not there, or a write still running: the kept cart is in doubt.
    if (r.status === 404 || r.status === 409) unsure = true;
    if (ended(r) || !trust(r)) return;
    const data = (r.json as { data?: CartLineAnswer } | null)?.data;
    if (method === "DELETE") {
      for (const [product, line] of cart) if (path.endsWith(`/${line.cartId}`)) cart.delete(product);
    } else if (data) cart.set(data.fk_itemUUID, lineOf(data));
    else unsure = true;
    confirm();
  }

  async function step(): Promise<void> {
    if (!cookie && !(await signIn())) return;
    if (unsure) return readCart();
    const lines = [...cart.values()];
    const roll = rnd.next();
    if (roll < 0.25 || lines.length === 0) {
      const product = rnd.pick(catalogue.products.filter((p) => !cart.has(p)).concat(catalogue.products[0]!));
      if (cart.has(product)) return readCart();
      return write("cart:add", "/api/cart", { product_id: product, quantity: rnd.int(1, 2) });
    }
    const line = rnd.pick(lines);
    if (roll < 0.4) return write("cart:change", `/api/cart/items/${line.product}`, { quantity: rnd.int(1, 3) });
    if (roll < 0.5) return write("cart:remove", `/api/cart/lines/${line.cartId}`, undefined, "DELETE");
    if (roll < 0.65) return write("cart:select", `/api/cart/items/${line.product}`, { finalize: !line.finalize });
    if (roll < 0.8) {
      if (!lines.some((l) => l.finalize))
        return write("cart:select", `/api/cart/items/${line.product}`, { finalize: true });
      const intent = await placeOrder(send, { name, shop: catalogue.shop, cookie }, { double: rnd.chance(0.2), retry });
      record.intents.push(intent);
      if (intent.outcome === "placed") {
        placed.push(...intent.orderIds);
        for (const l of lines) if (l.finalize) cart.delete(l.product);
        confirm();
      } else unsure = true;
      return;
    }
    if (roll < 0.87 && placed.length) {
      const id = rnd.pick(placed);
      await send({
        kind: "cancel",
        shop: catalogue.shop,
        path: `/api/orders/${id}/cancel`,
        cookie,
        body: { message: "Changed my mind, please cancel." },
      });
      return;
    }
    if (roll < 0.97) {
      await send({
        kind: rnd.chance(0.5) ? "cart page" : "history page",
        shop: catalogue.shop,
        path: rnd.chance(0.5) ? "/shopping-cart" : "/profile",
        cookie,
      });
      return;
    }
    await send({ kind: "sign out", shop: catalogue.shop, path: "/api/account/logout", cookie, body: {} });
    cookie = "";
  }

  /** At the end, with the system whole: the cart read if in doubt, and the order history as shown. */
  async function settle(): Promise<void> {
    for (let i = 0; i < 5 && (!cookie || unsure); i++) {
      if (!cookie) await signIn();
      if (cookie && unsure) await readCart();
    }
    const r = await send({ kind: "history", shop: catalogue.shop, path: "/api/orders/history", cookie });
    if (r.status === 200) record.history = ((r.json as { data: { id: number }[] }).data ?? []).map((o) => o.id);
  }

  return { name, record, step, settle };
}

/** A new id for an admin edit's price: cents within the shop's plausible range. */
export function editedPrice(rnd: Random): string {
  return (5 + rnd.int(0, 8999) / 100).toFixed(2);
}
