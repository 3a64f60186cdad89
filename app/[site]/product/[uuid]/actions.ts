"use server";

import { customerAction } from "@/lib/bff/action.server";
import { parseCartForm } from "@/lib/cart/cart-forms.server";
import type { AddToCartState } from "@/lib/cart/cart-forms";
import { addedToCartToast, updatedCartToast } from "@/lib/cart/cart-toast";
import { addToCart } from "@/lib/shop-api/cart.server";
import { lineFromServer } from "@/lib/shop-api/cart-line";

/**
 * The product page's Add to cart without JavaScript (with scripts the cart store adds): the line added on
 * the shop for a signed-in customer. A guest's cart lives in the browser's scripts, so without a session
 * the result is `signed-out`, which the form turns into a way to sign in.
 */
export async function addToCartOnPage(_previous: AddToCartState, form: FormData): Promise<AddToCartState> {
  const parsed = parseCartForm("add", form);
  if (!parsed.ok) return { outcome: "invalid", message: parsed.message };
  const { product_id, quantity } = parsed.input;
  const outcome = await customerAction({}, ({ customer }) => addToCart(customer, { product_id, quantity }));
  if (!outcome.ok) {
    const kind = outcome.status === 401 ? "signed-out" : outcome.status < 500 ? "refused" : "failed";
    return { outcome: kind, message: outcome.message };
  }
  const line = lineFromServer(outcome.data.data);
  // More than was asked for: the product was in the cart already.
  return line.quantity > quantity
    ? { outcome: "updated", message: updatedCartToast(line.name) }
    : { outcome: "added", message: addedToCartToast(line.name) };
}
