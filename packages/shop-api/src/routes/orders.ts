import { Hono, type Context } from "hono";
import { z } from "zod";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { notFound, unprocessable } from "../http/errors";
import { resolveShop } from "../http/tenant";
import { idField, requiredString, validate } from "../http/validate";
import { discardDraft, requestCancel } from "../orders/lifecycle";
import { placeOrder, type PlaceOutcome } from "../orders/place";
import { parsePlacement } from "../orders/placement";
import { findCustomerOrder, findTrackedOrder, listCustomerOrders, orderIdParam } from "../orders/queries";
import { ORDER_NOT_FOUND, Refusal } from "../orders/refusal";
import { toSaleOrder, toTrackedOrder } from "../orders/view";
import { recordPaymentHold, unpaidOrdersRefusal } from "../payments/drafts";
import { enabledMethod, BANK_CARD } from "../payments/methods";

/** Order calls (CONTRACT.md "Orders"): behind the auth gate except track-order, which resolves its own shop. */

export const ORDER_PLACED = "Order placed successfully";
export const AWAITING_PAYMENT = "Order created, awaiting payment";
export const DISCARDED = "Order discarded";
export const CANCEL_REQUESTED = "Cancel request submitted";
export const TRACK_NOT_FOUND = "No order found for this order and tracking number";

const cancelSchema = z.object({
  message: requiredString("message", 2000),
  sale_order_id: idField("sale order id"),
});
const trackSchema = z.object({
  order_no: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredString("order no", 64)),
  tracking_no: z.preprocess((v) => (typeof v === "number" ? String(v) : v), requiredString("tracking no", 64)),
});

/** Runs a refusable action and answers its refusal as `{status:false, msg}`. */
function refusable(c: Context<AppEnv>, action: () => Response): Response {
  try {
    return action();
  } catch (err) {
    if (err instanceof Refusal) return c.json(err.body);
    throw err;
  }
}

const owner = (c: Context<AppEnv>) => ({ shopId: c.var.shop.id, customerId: c.var.customer.id });

/** The customer's order named by the `:id` path parameter, or 404 (unknown and foreign look the same). */
const ownOrder = (c: Context<AppEnv>) => {
  const id = orderIdParam(c.req.param("id") ?? "");
  const row = id === null ? undefined : findCustomerOrder(c.var.deps.db, c.var.shop.id, c.var.customer.id, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
};

export const orders = new Hono<AppEnv>();

orders.post("/api/auth/order/create", async (c) => {
  const { db, now } = c.var.deps;
  const { shop, customer } = c.var;
  const placement = parsePlacement(db, await readJsonObject(c), customer);
  // Cash on delivery, or the bank card gateway whose handshake the storefront runs itself afterwards;
  // the other gateways have their own calls (routes/payments.ts).
  if (placement.payMethod !== 0 && placement.payMethod !== BANK_CARD) {
    throw unprocessable({ pay_type: ["This payment method is paid through its own checkout call."] });
  }
  if (placement.payMethod === BANK_CARD && !enabledMethod(db, shop.id, BANK_CARD)) {
    return c.json({ status: false, msg: "This payment method is not available." });
  }
  const cod = placement.payMethod === 0;
  // One write lock from the count to the order, so that two placements at once cannot both pass the cap.
  const outcome = db
    .transaction((): PlaceOutcome => {
      const refusal = unpaidOrdersRefusal(db, customer.id, placement.saleOrderId, cod ? "cod" : "payment", now());
      if (refusal) return { ok: false, body: refusal };
      const placed = placeOrder(db, shop, customer, placement, cod ? 1 : 0, now());
      if (placed.ok && !cod) recordPaymentHold(db, customer.id, placed.placed.order.id, now());
      return placed;
    })
    .immediate();
  if (!outcome.ok) return c.json(outcome.body);
  const { order, empty } = outcome.placed;
  const done = cod ? ORDER_PLACED : AWAITING_PAYMENT;
  return c.json({
    status: true,
    order_id: order.id,
    order_number: order.order_number,
    total: order.total,
    done,
    msg: done,
    empty,
  });
});

orders.get("/api/auth/e-commerce/user/draft-sale-orders", (c) => {
  const { db } = c.var.deps;
  const { shopId, customerId } = owner(c);
  return c.json({
    status: true,
    data: listCustomerOrders(db, shopId, customerId, 0).map((row) => toSaleOrder(db, row)),
  });
});

orders.get("/api/auth/e-commerce/get/user/orders", (c) => {
  const { db } = c.var.deps;
  const { shopId, customerId } = owner(c);
  return c.json({ status: true, data: listCustomerOrders(db, shopId, customerId).map((row) => toSaleOrder(db, row)) });
});

orders.get("/api/auth/e-commerce/discard/sale-order/:id", (c) =>
  refusable(c, () => {
    const id = orderIdParam(c.req.param("id"));
    if (id === null) throw new Refusal(ORDER_NOT_FOUND);
    discardDraft(c.var.deps.db, id, owner(c));
    return c.json({ status: true, done: DISCARDED, msg: DISCARDED });
  }),
);

orders.get("/api/auth/e-commerce/check-sale-order/:id", (c) =>
  c.json({ status: true, data: toSaleOrder(c.var.deps.db, ownOrder(c)) }),
);

// get and tracker answer the same: the order and the address it was placed with.
const withAddress = (c: Context<AppEnv>) => {
  const data = toSaleOrder(c.var.deps.db, ownOrder(c));
  return c.json({ status: true, data, customer_address: data.shipping_address });
};
orders.get("/api/auth/e-commerce/saleorder/:id/get", withAddress);
orders.get("/api/auth/e-commerce/saleorder/:id/tracker", withAddress);

orders.post("/api/auth/e-commerce/order-cancel/request", async (c) => {
  const body = validate(cancelSchema, await readJsonObject(c));
  return refusable(c, () => {
    requestCancel(c.var.deps.db, body.sale_order_id, owner(c), body.message, c.var.deps.now());
    return c.json({ status: true, done: CANCEL_REQUESTED, msg: CANCEL_REQUESTED });
  });
});

// Public (guests track too): the shop comes from site_url, and only that shop's orders are searched.
orders.post("/api/auth/e-commerce/track-order", async (c) => {
  const { db } = c.var.deps;
  const shop = resolveShop(c);
  const body = validate(trackSchema, await readJsonObject(c));
  const row = findTrackedOrder(db, shop.id, body.order_no, body.tracking_no);
  if (!row) return c.json({ status: false, msg: TRACK_NOT_FOUND });
  return c.json({ status: true, data: toTrackedOrder(db, row) });
});
