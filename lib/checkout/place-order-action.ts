"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { checkoutRequestSchema } from "@storefront/shop-answers";
import { customerAction, type ActionFailure } from "@/lib/bff/action.server";
import { isScriptedAction } from "@/lib/bff/scripted.server";
import { fieldErrors } from "@/lib/bff/route.server";
import { placeOrder, type Placement } from "@/lib/checkout/checkout.server";
import { checkoutBody, checkoutEntryOf, type PlaceState } from "@/lib/checkout/form";
import { orderIdParam } from "@/lib/orders/order-id";
import { orderReceiptHref } from "@/lib/routing";

const INVALID = "Please correct the highlighted fields.";
const FAILED = "Your order could not be placed. Please try again.";
const NO_ERRORS: Record<string, string> = {};

/** The first message of each field, as the form shows them. */
const firstOf = (errors: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, messages]) => (messages[0] ? [[key, messages[0]]] : [])));

/**
 * Place Order (the order summary's form, with or without JavaScript): the same request, schema and
 * placeOrder as `POST /api/checkout/place`, with the session by `customerAction`. The page's intent
 * key is a hidden field, so a double click (or a resent post) makes one order. With JavaScript the
 * answer drives the browser (checkout-form: last-order memory, pixel, cart resync, the gateway);
 * without it a placed order redirects here to the receipt, or to a redirect gateway's page.
 */
export async function placeOrderAction(previous: PlaceState, form: FormData): Promise<PlaceState> {
  // Actions run one after another: the second click of a double click sees the first placed and sends nothing.
  if (previous.kind === "placed") return previous;
  const round = previous.round + 1;
  const entry = checkoutEntryOf(form, 0);
  const orderId = form.get("order_id");
  const saleOrderId = typeof orderId === "string" && orderId !== "" ? orderIdParam(orderId) : null;
  const intent = form.get("intent");
  const request = checkoutRequestSchema.safeParse(
    checkoutBody(entry, typeof intent === "string" ? intent : "", saleOrderId),
  );
  const refused = (alert: string, errors: Record<string, string>): PlaceState => ({
    kind: "refused",
    round,
    entry,
    errors,
    alert,
  });
  if (!request.success) return refused(INVALID, firstOf(fieldErrors(request.error)));

  const outcome = await customerAction<Placement>({}, async ({ customer }) => {
    const placed = await placeOrder(customer, request.data);
    if (!("httpStatus" in placed)) return placed;
    // A payment method's 401 ends the session as the shop's own does.
    if (placed.httpStatus === 401) return { ok: false, status: 401, reason: "http", body: placed.body };
    return { ok: true, status: placed.httpStatus, data: placed, headers: new Headers() };
  });
  if (!outcome.ok) return failed(outcome, previous, refused);

  const { body, cookie } = outcome.data;
  if (cookie) {
    const { name, value, maxAge, secure } = cookie;
    (await cookies()).set(name, value, { httpOnly: true, sameSite: "lax", path: "/", maxAge, secure });
  }
  if (body.status === false)
    return body.errors ? refused(INVALID, firstOf(body.errors)) : refused(body.msg || FAILED, kept(previous));

  const placed: PlaceState = { kind: "placed", round, entry, answer: body };
  if (!(await isScriptedAction())) {
    // Without JavaScript: the receipt, or a redirect gateway's page; a gateway reached by a form post is the page's.
    if (body.next.kind === "receipt") redirect(orderReceiptHref(body.next.orderId));
    if (body.next.kind === "redirect") redirect(body.next.url);
  }
  return placed;
}

/** A refusal other than field errors leaves the marked fields as they were. */
function kept(previous: PlaceState): Record<string, string> {
  return previous.kind === "refused" ? previous.errors : NO_ERRORS;
}

function failed(
  outcome: ActionFailure,
  previous: PlaceState,
  refused: (alert: string, errors: Record<string, string>) => PlaceState,
): PlaceState {
  return outcome.errors ? refused(INVALID, firstOf(outcome.errors)) : refused(outcome.message, kept(previous));
}
