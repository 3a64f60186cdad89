import "server-only";
import { z } from "zod";
import { positiveId, productUuid } from "@/lib/route-ids";

/**
 * The cart's forms as posted to their Server Actions (the product page's Add to cart, the cart page's
 * quantity, remove and finalize without JavaScript). Shape only: the shop API judges stock and products.
 */

export const QUANTITY_MESSAGE = "Please enter a quantity of 1 or more.";
export const PRODUCT_MESSAGE = "This product cannot be added to the cart.";

// Typed into a text field: digits only, as the quantity box accepts them.
const quantity = z
  .string({ error: QUANTITY_MESSAGE })
  .trim()
  .regex(/^\d{1,7}$/, QUANTITY_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, QUANTITY_MESSAGE).max(1_000_000, QUANTITY_MESSAGE));
const product_id = productUuid;

const forms = {
  add: z.object({ product_id, quantity }),
  quantity: z.object({ product_id, quantity }),
  remove: z.object({ cart_id: positiveId }),
  finalize: z.object({ product_id, finalize: z.enum(["1", "0"]).transform((v) => v === "1") }),
};

type Forms = typeof forms;
export type CartFormInput<K extends keyof Forms> = z.output<Forms[K]>;

/** A cart form's fields, or the sentence that says what is wrong with them (the quantity's, when it is that). */
export function parseCartForm<K extends keyof Forms>(
  kind: K,
  form: FormData,
): { ok: true; input: CartFormInput<K> } | { ok: false; message: string } {
  const parsed = forms[kind].safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, input: parsed.data as CartFormInput<K> };
  const quantityIssue = parsed.error.issues.some((issue) => issue.path[0] === "quantity");
  return { ok: false, message: quantityIssue ? QUANTITY_MESSAGE : PRODUCT_MESSAGE };
}

/** The cart page's outcomes without JavaScript: its actions redirect to `/shopping-cart?cart=<notice>`. */
const CART_NOTICES = {
  updated: "The quantity is updated.",
  removed: "The item is removed from your cart.",
  selected: "The item is selected for your order.",
  deselected: "The item is left out of your order.",
  invalid: QUANTITY_MESSAGE,
  refused: "The shop did not accept this change: there may not be that many in stock.",
  failed: "Something went wrong. Please try again.",
} as const;

export type CartNotice = keyof typeof CART_NOTICES;

/** The sentence of a notice named in the query, or null for anything else (nothing typed into the address bar is shown). */
export function cartNotice(value: unknown): { notice: CartNotice; text: string; failed: boolean } | null {
  if (typeof value !== "string" || !Object.hasOwn(CART_NOTICES, value)) return null;
  const notice = value as CartNotice;
  return { notice, text: CART_NOTICES[notice], failed: ["invalid", "refused", "failed"].includes(notice) };
}
