"use client";

import Link from "next/link";
import { useActionState, useRef, type FormEvent } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { useCart } from "@/components/cart/use-cart";
import type { CartProduct } from "@/lib/cart/local-cart";
import { INITIAL_ADD_TO_CART, type AddToCartState } from "@/lib/cart/cart-forms";
import { productHref } from "@/lib/routing";
import { signInHref } from "@/lib/session/return-path";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { useProductQuantity } from "./product-quantity.client";
import { reduceQuantity } from "./quantity-state";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./product.module.css";

type AddToCartAction = (previous: AddToCartState, form: FormData) => Promise<AddToCartState>;

/**
 * Quantity box (1..stock), '{stock} available' and 'add to cart': a form on a Server Action, so a
 * signed-in customer adds without JavaScript too. With scripts the press goes to the cart store like every
 * other add (a guest's line stays in the browser, a customer's goes to /api/cart), and the form's action
 * is not called (docs/adr/0016-one-cart-write-path.md).
 */
export function PurchaseBox({ product, action }: { product: CartProduct; action: AddToCartAction }) {
  const { state, dispatch } = useProductQuantity();
  const cart = useCart();
  const path = productHref(product.product_id);
  const [answer, formAction] = useActionState(action, INITIAL_ADD_TO_CART, path);
  const stock = product.stock;
  const add = useRef<HTMLButtonElement>(null);
  useTapReplay(add);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A half-typed quantity counts as typed, settled by the same rules as leaving the field.
    const settled = reduceQuantity(state, { type: "commit" }, { stock, name: product.name });
    dispatch({ type: "commit" });
    cart.addItem(product, settled.quantity);
  };

  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.purchase} aria-label="Add to cart">
      <input type="hidden" name="product_id" value={product.product_id} />
      <div className={styles.quantityRow}>
        <QuantityStepper
          value={state.draft}
          name="quantity"
          groupLabel="Quantity"
          classNames={{ group: styles.quantity, button: styles.quantityButton, input: styles.quantityInput }}
          onStep={(by) => dispatch({ type: "step", by })}
          onType={(text) => dispatch({ type: "type", text })}
          onCommit={() => dispatch({ type: "commit" })}
        />
        <p className={styles.stock}>{stock} available</p>
      </div>
      <p className={styles.quantityInfo} role="status">
        {state.info ?? ""}
      </p>
      <button
        ref={add}
        type="submit"
        data-tap
        className={`${catalogue.button} ${styles.addToCart}`}
        disabled={stock < 1}
      >
        add to cart
      </button>
      {/* Only a post without scripts has a result: with them the answer stays idle and the store shows toasts. */}
      <Answer answer={answer} path={path} />
    </form>
  );
}

/** The action's answer on the page the server sent back (a post without JavaScript). */
function Answer({ answer, path }: { answer: AddToCartState; path: string }) {
  if (answer.outcome === "idle") return null;
  if (answer.outcome === "added" || answer.outcome === "updated")
    return (
      <p className={styles.stock} role="status">
        {answer.message}.{" "}
        <Link href="/shopping-cart" prefetch={false}>
          View your cart
        </Link>
      </p>
    );
  if (answer.outcome === "signed-out")
    return (
      <p className={styles.quantityInfo} role="alert">
        A guest&apos;s cart is kept by this browser&apos;s scripts, and JavaScript is off.{" "}
        <Link href={signInHref(path)} prefetch={false}>
          Sign in
        </Link>{" "}
        to add to your account&apos;s cart, or turn JavaScript on.
      </p>
    );
  return (
    <p className={styles.quantityInfo} role="alert">
      {answer.message}
    </p>
  );
}
