"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { sendOrder } from "@/lib/bff/checkout.client";
import type { CheckoutNext } from "@/lib/checkout/answer";
import {
  checkoutBody,
  checkoutEntryOf,
  EMPTY_ADDRESS,
  EMPTY_BILLING,
  type AddressValues,
  type CheckoutEntry,
} from "@/lib/checkout/form";
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
  /** The server-rendered items and totals. */
  children: ReactNode;
};

/**
 * The answer to the last Place Order: nothing yet, placed (the page is being left), or refused.
 * `round` counts the answers: the address fields are drawn anew from each (see the form's comment).
 */
type PlaceState =
  | { kind: "idle"; round: 0 }
  | { kind: "placed"; round: number; entry: CheckoutEntry }
  | { kind: "refused"; round: number; entry: CheckoutEntry; errors: Record<string, string>; alert: string };

const IDLE: PlaceState = { kind: "idle", round: 0 };

/** Whether an answer is to the shipping choice now made: its field errors and entered address hold only then. */
function answersChoice(state: PlaceState, shippingOption: 1 | 2): state is Exclude<PlaceState, { kind: "idle" }> {
  return state.kind !== "idle" && state.entry.shippingOption === shippingOption;
}

const NO_ERRORS: Record<string, string> = {};

/** A key for one place-order intent; random bits even where crypto.randomUUID is missing (plain http). */
function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Leaves the order summary for the next step of a placed order (or a payment). */
function go(next: CheckoutNext, router: ReturnType<typeof useRouter>): void {
  if (next.kind === "receipt") {
    rememberLastOrder(next.orderId);
    router.push(orderReceiptHref(next.orderId));
  } else if (next.kind === "redirect") {
    window.location.assign(next.url);
  } else {
    const form = document.createElement("form");
    form.method = "post";
    form.action = next.action;
    for (const [name, value] of Object.entries(next.fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }
}

/**
 * The order summary's form: the customer's own details (read only), the shipping and billing
 * addresses, the payment method and 'Place Order'. The server validates and prices everything; this
 * island only collects choices and shows the answer. The fields are the form's own (read from its
 * FormData); React resets them after each submit to their defaults, which are what was submitted.
 */
export function CheckoutForm({
  customer,
  storedAddress,
  countries,
  methods,
  saleOrderId,
  children,
}: CheckoutFormProps) {
  const router = useRouter();
  const cart = useCart();
  const formRef = useRef<HTMLFormElement>(null);
  const [intentKey] = useState(newIntentKey);
  const [shippingOption, setShippingOption] = useState<1 | 2>(1);
  const [billingOption, setBillingOption] = useState<1 | 2>(1);
  const firstMethod = methods[0]?.code ?? 0;

  // Actions run one after another: the second click of a double click runs after the first, sees it placed and sends nothing.
  const [state, placeOrder, pending] = useActionState<PlaceState, FormData>(async (previous, form) => {
    if (previous.kind === "placed") return previous;
    const round = previous.round + 1;
    const entry = checkoutEntryOf(form, {
      shippingOption,
      billingOption,
      fallbackMethod: firstMethod,
    });
    const outcome = await sendOrder(checkoutBody(entry, intentKey, saleOrderId));
    if (outcome.kind === "placed") {
      const { placed } = outcome;
      if (placed.empty || placed.next.kind === "receipt") cart.resync();
      if (placed.purchase) trackPixel("Purchase", { value: placed.purchase.value, currency: placed.purchase.currency });
      go(placed.next, router);
      return { kind: "placed", round, entry };
    }
    if (outcome.kind === "invalid")
      return { kind: "refused", round, entry, errors: outcome.errors, alert: "Please correct the highlighted fields." };
    // Any other failure leaves the marked fields as they were.
    const shown = previous.kind === "refused" && answersChoice(previous, shippingOption) ? previous.errors : NO_ERRORS;
    return { kind: "refused", round, entry, errors: shown, alert: outcome.msg };
  }, IDLE);

  const sending = pending || state.kind === "placed";
  const entry = state.kind === "idle" ? null : state.entry;
  const errors = state.kind === "refused" && answersChoice(state, shippingOption) ? state.errors : NO_ERRORS;
  const alert = state.kind === "refused" && !pending ? state.alert : "";
  const locked = shippingOption === 2;
  const shippingDefaults =
    locked && storedAddress
      ? storedAddress
      : answersChoice(state, shippingOption)
        ? state.entry.address
        : EMPTY_ADDRESS;

  // After a refusal, focus the first refused field, so keyboard and screen-reader users land on it. With none
  // marked, focus stays where it was, unless it was in a field the answer drew anew (Enter in an address
  // field): then it goes to Place Order, beside the alert, rather than to the page.
  useEffect(() => {
    if (state.kind !== "refused") return;
    const form = formRef.current;
    const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (marked) marked.focus();
    else if (!form?.contains(document.activeElement)) form?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [state]);

  return (
    <form ref={formRef} className={styles.layout} action={placeOrder} noValidate aria-busy={sending}>
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
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="shipping_option"
                checked={shippingOption === 1}
                onChange={() => setShippingOption(1)}
              />
              New address
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="shipping_option"
                checked={shippingOption === 2}
                disabled={!storedAddress}
                aria-describedby={storedAddress ? undefined : "no-stored-address"}
                onChange={() => setShippingOption(2)}
              />
              Existing address
            </label>
          </div>
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
          <AddressFields
            key={shippingOption}
            prefix="address"
            defaults={shippingDefaults}
            errors={errors}
            countries={countries}
            locked={locked}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.heading}>Billing address</legend>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="billing_option"
                checked={billingOption === 1}
                onChange={() => setBillingOption(1)}
              />
              Same as shipping address
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="billing_option"
                checked={billingOption === 2}
                onChange={() => setBillingOption(2)}
              />
              Different billing address
            </label>
          </div>
          {/* Hidden, not removed: what was typed survives switching back and forth, as before. */}
          <div hidden={billingOption !== 2}>
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
        </fieldset>
        <div role="alert" className={styles.alert}>
          {alert}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={sending}>
            {sending ? "Processing..." : "Place Order"}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={sending}
            onClick={() => router.push("/shopping-cart")}
          >
            {sending ? "Processing..." : "Back to Cart"}
          </button>
        </div>
      </div>
    </form>
  );
}
