"use server";

import { redirect } from "next/navigation";
import { customerAction, type ActionOutcome } from "@/lib/bff/action.server";
import { parseCartForm, type CartNotice } from "@/lib/cart/cart-forms.server";
import { homeHref } from "@/lib/session/return-path";
import { removeCartLine, updateCartLine } from "@/lib/shop-api/cart.server";

// The cart page's forms without JavaScript (with scripts the page's cart store makes these changes):
// each changes one line on the shop, then shows the cart again with what happened.

const CART = "/shopping-cart";

function back(notice: CartNotice): never {
  redirect(`${CART}?cart=${notice}`);
}

function answered(outcome: ActionOutcome<unknown>, done: CartNotice): never {
  if (outcome.ok) back(done);
  if (outcome.status === 401) redirect(homeHref(CART));
  back(outcome.status < 500 ? "refused" : "failed");
}

export async function changeLineQuantity(form: FormData): Promise<void> {
  const parsed = parseCartForm("quantity", form);
  if (!parsed.ok) back("invalid");
  const { product_id, quantity } = parsed.input;
  answered(await customerAction({}, ({ customer }) => updateCartLine(customer, product_id, { quantity })), "updated");
}

export async function removeLine(form: FormData): Promise<void> {
  const parsed = parseCartForm("remove", form);
  if (!parsed.ok) back("failed");
  answered(await customerAction({}, ({ customer }) => removeCartLine(customer, parsed.input.cart_id)), "removed");
}

export async function finalizeLine(form: FormData): Promise<void> {
  const parsed = parseCartForm("finalize", form);
  if (!parsed.ok) back("failed");
  const { product_id, finalize } = parsed.input;
  answered(
    await customerAction({}, ({ customer }) => updateCartLine(customer, product_id, { finalize })),
    finalize ? "selected" : "deselected",
  );
}
