import {
  cardKeyAnswer,
  statusMessageSchema,
  tokenAnswer,
  tokenOf as storefrontTokenOf,
  userAnswer,
} from "@storefront/shop-answers";
import { answers } from "../answers";
import { NEEDS_LOGIN, type Context } from "../context";
import { expectAnswer, expectEqual, Mismatch, send, type Answer, type Call } from "../http";
import { CART_WRITE_CALLS, cartMathCalls, checkCartMath, checkCartWrites } from "./cart";

const { cartAnswer, orderAnswer, orderListAnswer, orderWithAddressAnswer, trackAnswer } = answers;

const ACCOUNT_CALLS = [
  "POST /api/auth/login",
  "GET /api/auth/user/public",
  "GET /api/auth/token-refresh/public",
  "GET /api/auth/cart/index",
  ...cartMathCalls("stored cart"),
  "GET /api/auth/e-commerce/get/user/orders",
  "GET /api/auth/e-commerce/user/draft-sale-orders",
  "GET /api/auth/e-commerce/check-sale-order/{id}",
  "GET /api/auth/e-commerce/saleorder/{id}/get",
  "GET /api/auth/e-commerce/saleorder/{id}/tracker",
  "POST /api/auth/e-commerce/track-order",
  "GET /api/auth/payment-method/stripe/credentials",
  "GET /api/auth/payment-method/detail",
  "GET /api/auth/session-status",
];
const LOGOUT_CALLS = ["POST /api/auth/logout", "GET /api/auth/user/public (logged-out token: 401)"];

/** The token of a token answer, found the storefront's way (the `Authorization: Bearer` header, then `token`). */
function tokenOf(answer: Answer, body: { token?: string }): string {
  const token = storefrontTokenOf({ data: body, headers: answer.headers });
  if (!token) throw new Mismatch("no token: neither an Authorization: Bearer header nor token in the body");
  return token;
}

/** Sign in, every authenticated read, the cart and order writes (with --write), and the reference API's sign-out. */
export async function checkAccount(ctx: Context): Promise<void> {
  const { target, r, credentials } = ctx;
  if (!credentials) {
    for (const call of [...ACCOUNT_CALLS, ...CART_WRITE_CALLS, ...LOGOUT_CALLS]) r.skip(call, NEEDS_LOGIN);
    return;
  }
  const login = await r.check("POST /api/auth/login", async () => {
    const answer = await send(target, { method: "POST", path: "/api/auth/login", origin: "auth", body: credentials });
    const body = expectAnswer(answer, tokenAnswer);
    // The spec does not show the success shape: a status left out is success, as the storefront reads it.
    if (body.status === false || body.verify)
      throw new Mismatch(`status: expected success, got false (${body.msg ?? "no msg"})`);
    return tokenOf(answer, body);
  });
  if (!login) {
    for (const call of [...ACCOUNT_CALLS.slice(1), ...CART_WRITE_CALLS, ...LOGOUT_CALLS])
      r.skip(call, "skipped: login failed");
    return;
  }
  let token = login;
  const authed = (call: Call) => send(target, { ...call, token });

  const user = await r.check("GET /api/auth/user/public", async () => {
    const found = expectAnswer(await authed({ path: "/api/auth/user/public", origin: "auth" }), userAnswer).user;
    expectEqual("user.email", credentials.email.toLowerCase(), found.email.toLowerCase());
    return found;
  });
  await r.check("GET /api/auth/token-refresh/public", async () => {
    const answer = await authed({ path: "/api/auth/token-refresh/public", origin: "auth" });
    token = tokenOf(answer, expectAnswer(answer, tokenAnswer));
  });
  const cart = await r.check("GET /api/auth/cart/index", async () => {
    const answer = await authed({ path: "/api/auth/cart/index" });
    return { parsed: expectAnswer(answer, cartAnswer), raw: answer.body };
  });
  await checkCartMath(ctx, "stored cart", cart);

  await checkOrderReads(ctx, authed);
  await r.check("GET /api/auth/payment-method/stripe/credentials", async (note) => {
    const answer = await authed({ path: "/api/auth/payment-method/stripe/credentials" });
    const refusal = statusMessageSchema.safeParse(answer.body);
    if (answer.status === 200 && refusal.success && !refusal.data.status)
      return note(`card payments off: ${refusal.data.msg ?? ""}`);
    expectAnswer(answer, cardKeyAnswer);
  });

  r.skip("GET /api/auth/payment-method/detail", "not checked: needs the storefront's X-Shop-Server-Key");
  r.skip("GET /api/auth/session-status", "not checked: needs a card payment session (the kit pays cash on delivery)");

  await checkCartWrites(ctx, authed, user ?? null);

  // The spec's logout is local, with no server call.
  const out = await r.extra("POST /api/auth/logout", async () =>
    expectAnswer(await authed({ method: "POST", path: "/api/auth/logout", origin: "auth" }), statusMessageSchema),
  );
  if (out) {
    await r.extra("GET /api/auth/user/public (logged-out token: 401)", async () => {
      expectAnswer(await authed({ path: "/api/auth/user/public", origin: "auth" }), statusMessageSchema, 401);
    });
  } else r.skip("GET /api/auth/user/public (logged-out token: 401)", "skipped: logout failed");
}

async function checkOrderReads(ctx: Context, authed: (call: Call) => Promise<Answer>): Promise<void> {
  const { r, target } = ctx;
  const history = await r.check(
    "GET /api/auth/e-commerce/get/user/orders",
    async () => expectAnswer(await authed({ path: "/api/auth/e-commerce/get/user/orders" }), orderListAnswer).data,
  );
  await r.check("GET /api/auth/e-commerce/user/draft-sale-orders", async () => {
    const drafts = expectAnswer(
      await authed({ path: "/api/auth/e-commerce/user/draft-sale-orders" }),
      orderListAnswer,
    ).data;
    const placed = drafts.find((o) => o.status !== 0);
    if (placed) throw new Mismatch(`data: order ${placed.number} has status ${placed.status}, not 0`);
  });
  const order = history?.[0];
  if (order) {
    const id = order.id;
    await r.check("GET /api/auth/e-commerce/check-sale-order/{id}", async () => {
      expectEqual(
        "data.sale_order_id",
        id,
        expectAnswer(await authed({ path: `/api/auth/e-commerce/check-sale-order/${id}` }), orderAnswer).data.id,
      );
    });
    for (const view of ["get", "tracker"]) {
      await r.check(`GET /api/auth/e-commerce/saleorder/{id}/${view}`, async () => {
        expectEqual(
          "data.sale_order_id",
          id,
          expectAnswer(await authed({ path: `/api/auth/e-commerce/saleorder/${id}/${view}` }), orderWithAddressAnswer)
            .data.id,
        );
      });
    }
  } else {
    for (const call of ["check-sale-order/{id}", "saleorder/{id}/get", "saleorder/{id}/tracker"])
      r.skip(`GET /api/auth/e-commerce/${call}`, "skipped: the account has no order");
  }
  const tracked = history?.find((o) => o.trackingNumber);
  if (tracked) {
    await r.check("POST /api/auth/e-commerce/track-order", async () => {
      const body = { order_no: tracked.number, tracking_no: tracked.trackingNumber };
      const answer = expectAnswer(
        await send(target, { method: "POST", path: "/api/auth/e-commerce/track-order", body }),
        trackAnswer,
      );
      if (!answer.status || !answer.data)
        throw new Mismatch(
          `status: expected true with data, got ${JSON.stringify(answer.status)} (${answer.msg ?? "no msg"})`,
        );
      expectEqual("data.order_number", tracked.number, answer.data.number);
    });
  } else r.skip("POST /api/auth/e-commerce/track-order", "skipped: no order of the account has a tracking number");
}
