// A signed-in customer of the demo shop, through the storefront's own route handlers (as a browser
// would: same Origin, the sealed session cookie), and the two interactions the bench times.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const DEMO_LOGIN = { email: "demo@example.com", password: "demo1234" };

function cookiesOf(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !/=$/.test(c))
    .join("; ");
}

async function call(origin, path, { cookie, body, method = "POST" } = {}) {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { origin, "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { res, json: JSON.parse(text), ms };
}

/** Signs the demo customer in; returns the Cookie header value of the session. */
export async function signIn(origin) {
  const { res } = await call(origin, "/api/account/login", { body: DEMO_LOGIN });
  const cookie = cookiesOf(res);
  if (!cookie) throw new Error("the sign-in set no session cookie");
  return cookie;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * Signed-in add to cart (`POST /api/cart`, finalized, as the product page's "Buy now" does) and
 * cash-on-delivery placement (`POST /api/checkout/place` with the stored address), one after the
 * other, `rounds` times after `warmUp` untimed rounds, rotating over `productIds` so that stock lasts.
 */
export async function timeInteractions(origin, cookie, productIds, { rounds = 100, warmUp = 5 } = {}) {
  const add = [];
  const place = [];
  for (let i = 0; i < warmUp + rounds; i++) {
    const product_id = productIds[i % productIds.length];
    const added = await call(origin, "/api/cart", { cookie, body: { product_id, quantity: 1, finalize: true } });
    const placed = await call(origin, "/api/checkout/place", {
      cookie,
      body: { idempotency_key: `bench-${randomUUID()}`, pay_method: 0, shipping_option: 2, billing_option: 1 },
    });
    if (placed.json.status !== true)
      throw new Error(`cash-on-delivery placement refused: ${JSON.stringify(placed.json).slice(0, 300)}`);
    // The shop holds at most a few undelivered cash-on-delivery orders per customer: the customer asks
    // to cancel each one (untimed), as a shopper can, so that the next round may order again.
    const orderId = placed.json.next?.orderId;
    if (orderId === undefined)
      throw new Error(`placement gave no receipt: ${JSON.stringify(placed.json).slice(0, 300)}`);
    const cancelled = await call(origin, `/api/orders/${orderId}/cancel`, { cookie, body: { message: "bench round" } });
    if (cancelled.json.status !== true)
      throw new Error(`cancelling order ${orderId} refused: ${JSON.stringify(cancelled.json).slice(0, 300)}`);
    if (i >= warmUp) {
      add.push(added.ms);
      place.push(placed.ms);
    }
  }
  return { addToCart: summary(add), placeCashOnDelivery: summary(place) };
}
