"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useFormStatus } from "react-dom";
import { placeOrderAction } from "@/lib/checkout/place-order-action";
import type { CheckoutNext } from "@/lib/checkout/answer";
import { EMPTY_ADDRESS, EMPTY_BILLING, IDLE, type AddressValues, type PlaceState } from "@/lib/checkout/form";
import { rememberLastOrder } from "@/lib/checkout/last-order";
import { trackPixel } from "@/lib/pixel";
import { Field } from "@/components/ui/field.client";
import { useCart } from "@/components/cart/use-cart";
import { AddressFields, Required, type Country } from "./address-fields.client";
import styles from "./checkout.module.css";
import { orderReceiptHref } from "@/lib/routing";

export type CheckoutFormProps = {
  customer: { name: string; email: string; phoneCode: string; mobile: string };
  /** The customer's stored shipping address, or null when they have none. */
  storedAddress: AddressValues | null;
  countries: Country[];
  /** Cash on delivery (code 0) first. */
  methods: { code: number; title: string }[];
  saleOrderId: number | null;
  /** One per place-order intent, made by the page: repeats of the same Place Order make one order. */
  intentKey: string;
  /**
   * What the page shows when nothing is left to order, or null. The form stays mounted in its place: a
   * placed order's page may be drawn anew with the action's answer (when it sets a cookie), its cart
   * empty by then, and the answer still has to lead the browser on.
   */
  emptyNotice: ReactNode;
  /** The server-rendered items and totals. */
  children: ReactNode;
};

const NO_ERRORS: Record<string, string> = {};

/** Leaves the order summary for the next step of a placed order (or a payment). */
function go(next: CheckoutNext, router: ReturnType<typeof useRouter>, gateway: RefObject<HTMLFormElement | null>) {
  if (next.kind === "receipt") {
    rememberLastOrder(next.orderId);
    router.push(orderReceiptHref(next.orderId));
  } else if (next.kind === "redirect") {
    window.location.assign(next.url);
  } else {
    gateway.current?.submit();
  }
}

/** Place Order and Back to Cart: busy while the form is sent, and once the order is placed (the page is being left). */
function Actions({ placed }: { placed: boolean }) {
  const { pending } = useFormStatus();
  const busy = pending || placed;
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? "Processing..." : "Place Order"}
      </button>
      <Link
        href="/shopping-cart"
        className={styles.secondary}
        aria-disabled={busy || undefined}
        onClick={busy ? (event) => event.preventDefault() : undefined}
      >
        {busy ? "Processing..." : "Back to Cart"}
      </Link>
    </div>
  );
}

/** An address choice's options 1 and 2 (CSS shows the checked one's fields); `unavailable` disables 2, described by it. */
function AddressChoice(props: { name: string; checked: number; labels: [string, string]; unavailable?: string }) {
  return (
    <div className={styles.choices}>
      {props.labels.map((label, i) => (
        <label key={label} className={styles.choice}>
          <input
            type="radio"
            name={props.name}
            value={i + 1}
            defaultChecked={props.checked === i + 1 && !(i === 1 && props.unavailable)}
            disabled={i === 1 && props.unavailable !== undefined}
            aria-describedby={i === 1 ? props.unavailable : undefined}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/**
 * The order summary's form: the customer's own details (read only), the shipping and billing
 * addresses, the payment method and 'Place Order', posted to a Server Action (placeOrderAction), so
 * it works before hydration and without JavaScript (cash on delivery to the receipt). The server
 * validates and prices everything. The fields are the form's own, the address choices included
 * (their fields are shown by CSS from the checked radio); React resets them after each answer to
 * their defaults, which are what was submitted.
 */
export function CheckoutForm({
  customer,
  storedAddress,
  countries,
  methods,
  saleOrderId,
  intentKey,
  emptyNotice,
  children,
}: CheckoutFormProps) {
  const router = useRouter();
  const cart = useCart();
  const formRef = useRef<HTMLFormElement>(null);
  const gatewayRef = useRef<HTMLFormElement>(null);
  const firstMethod = methods[0]?.code ?? 0;
  // The permalink is the form's action without JavaScript: the post's answer is this same page with the action's state.
  const permalink = saleOrderId === null ? "/order-summary" : `/order-summary?order_id=${saleOrderId}`;
  const [state, placeOrder, pending] = useActionState(placeOrderAction, IDLE, permalink);
  const handled = useRef<PlaceState>(IDLE);

  const placed = state.kind === "placed" ? state.answer : null;
  const sending = pending || placed !== null;
  const entry = state.kind === "idle" ? null : state.entry;
  const errors = state.kind === "refused" ? state.errors : NO_ERRORS;
  const alert = state.kind === "refused" && !pending ? state.alert : "";
  const shippingOption = entry?.shippingOption ?? 1;
  const billingOption = entry?.billingOption ?? 1;

  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.kind === "placed") {
      // What stays in the browser: the cart's resync, the Purchase pixel, the last-order memory, leaving the page.
      const { answer } = state;
      if (answer.empty || answer.next.kind === "receipt") cart.resync();
      if (answer.purchase) trackPixel("Purchase", { value: answer.purchase.value, currency: answer.purchase.currency });
      go(answer.next, router, gatewayRef);
      return;
    }
    if (state.kind !== "refused") return;
    // After a refusal, focus the first refused field, so keyboard and screen-reader users land on it. With none
    // marked, focus stays where it was, unless it was in a field the answer drew anew (Enter in an address
    // field): then it goes to Place Order, beside the alert, rather than to the page.
    const form = formRef.current;
    const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (marked) marked.focus();
    else if (!form?.contains(document.activeElement)) form?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [state, cart, router]);

  const gateway =
    placed?.next.kind === "post" ? (
      // A gateway reached by a form post: submitted at once with JavaScript, a button to press without it.
      <form ref={gatewayRef} method="post" action={placed.next.action} className={styles.gateway}>
        {Object.entries(placed.next.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={styles.button}>
          Continue to the payment page
        </button>
      </form>
    ) : null;

  if (emptyNotice)
    return placed ? (
      <>
        <p role="status">Processing...</p>
        {gateway}
      </>
    ) : (
      emptyNotice
    );

  return (
    <>
      <form ref={formRef} className={styles.layout} action={placeOrder} noValidate aria-busy={sending}>
        <input type="hidden" name="intent" value={intentKey} />
        {saleOrderId === null ? null : <input type="hidden" name="order_id" value={saleOrderId} />}
        {/* React resets a form after its action; a select (and a controlled radio) goes back to what it had
          when it was mounted. Drawn anew with each answer, the fields mount with what was submitted. */}
        <div key={state.round}>
          <fieldset className={styles.section}>
            <legend className={styles.heading}>Customer</legend>
            <div className={styles.grid}>
              <Field
                label={
                  <>
                    Full name
                    <Required />
                  </>
                }
                value={customer.name}
                readOnly
                required
                autoComplete="name"
              />
              <Field
                label={
                  <>
                    E-mail
                    <Required />
                  </>
                }
                value={customer.email}
                readOnly
                required
                type="email"
                autoComplete="email"
              />
              <Field
                label={
                  <>
                    Country code
                    <Required />
                  </>
                }
                value={customer.phoneCode ? `+${customer.phoneCode}` : ""}
                readOnly
                required
              />
              <Field
                label={
                  <>
                    Phone
                    <Required />
                  </>
                }
                value={customer.mobile}
                readOnly
                required
                type="tel"
              />
            </div>
            <p className={styles.note}>These are your account details.</p>
          </fieldset>

          <fieldset
            className={styles.section}
            aria-describedby={errors.shipping_option ? "shipping-option-error" : undefined}
          >
            <legend className={styles.heading}>Shipping address</legend>
            <AddressChoice
              name="shipping_option"
              checked={shippingOption}
              labels={["New address", "Existing address"]}
              unavailable={storedAddress ? undefined : "no-stored-address"}
            />
            {storedAddress ? null : (
              <p id="no-stored-address" className={styles.note}>
                You have no saved address yet: it is saved when you place your first order.
              </p>
            )}
            {errors.shipping_option ? (
              <p id="shipping-option-error" className={styles.error}>
                {errors.shipping_option}
              </p>
            ) : null}
            {/* Both are there, the checked radio shows one (CSS): what was typed survives switching back and forth. */}
            <div className={styles.newAddress}>
              <AddressFields
                prefix="address"
                defaults={entry?.address ?? EMPTY_ADDRESS}
                errors={errors}
                countries={countries}
              />
            </div>
            {storedAddress ? (
              <div className={styles.storedAddress}>
                <AddressFields
                  prefix="address"
                  defaults={storedAddress}
                  errors={NO_ERRORS}
                  countries={countries}
                  locked
                />
              </div>
            ) : null}
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.heading}>Billing address</legend>
            <AddressChoice
              name="billing_option"
              checked={billingOption}
              labels={["Same as shipping address", "Different billing address"]}
            />
            {/* Hidden, not removed: what was typed survives switching back and forth, as before. */}
            <div className={styles.billingAddress}>
              <AddressFields
                prefix="billing_address"
                defaults={entry?.billing ?? EMPTY_BILLING}
                errors={errors}
                countries={countries}
              />
            </div>
          </fieldset>
        </div>

        <div className={styles.panel}>
          {children}
          <fieldset className={styles.section}>
            <legend className={styles.heading}>Payment method</legend>
            <div className={styles.methods}>
              {methods.map((method) => (
                <label key={method.code} className={styles.choice}>
                  <input
                    type="radio"
                    name="pay_method"
                    value={method.code}
                    defaultChecked={(entry?.payMethod ?? firstMethod) === method.code}
                  />
                  {method.title}
                </label>
              ))}
            </div>
            <noscript>
              <p className={styles.note}>
                Without JavaScript, choose cash on delivery: the card form needs JavaScript, and so does the page that
                shows a payment&rsquo;s outcome when a payment page sends you back.
              </p>
            </noscript>
          </fieldset>
          <div role="alert" className={styles.alert}>
            {alert}
          </div>
          <Actions placed={placed !== null} />
        </div>
      </form>
      {gateway}
    </>
  );
}
