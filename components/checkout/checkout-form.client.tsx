"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { sendOrder } from "@/lib/bff/checkout.client";
import type { CheckoutNext } from "@/lib/checkout/answer";
import { rememberLastOrder } from "@/lib/checkout/last-order";
import { trackPixel } from "@/lib/pixel";
import { Field } from "@/components/ui/field.client";
import { useCart } from "@/components/cart/use-cart";
import { AddressFields, Required, type AddressValues, type BillingValues, type Country } from "./address-fields.client";
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

const EMPTY_ADDRESS: AddressValues = {
  name: "",
  country: "",
  address1: "",
  address2: "",
  city: "",
  zip_code: "",
  phone_no: "",
  state: "",
};
const EMPTY_BILLING: BillingValues = { ...EMPTY_ADDRESS, phone_code: "" };

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
 * island only collects choices and shows the answer.
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
  // Set at once, unlike state: a second click of a double click must not send a second request.
  const inFlight = useRef(false);
  const [intentKey] = useState(newIntentKey);
  const [shippingOption, setShippingOption] = useState<1 | 2>(1);
  const [billingOption, setBillingOption] = useState<1 | 2>(1);
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [billing, setBilling] = useState<BillingValues>(EMPTY_BILLING);
  const [payMethod, setPayMethod] = useState(methods[0]?.code ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState("");
  const [sending, setSending] = useState(false);
  const locked = shippingOption === 2;

  // Focus the first refused field once it is marked, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function chooseShipping(option: 1 | 2) {
    setShippingOption(option);
    setErrors({});
    setAddress(option === 2 && storedAddress ? storedAddress : EMPTY_ADDRESS);
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setAlert("");
    const body = {
      idempotency_key: `${intentKey}-${payMethod}`,
      sale_order_id: saleOrderId,
      pay_method: payMethod,
      shipping_option: shippingOption,
      billing_option: billingOption,
      ...(shippingOption === 1 ? { address } : {}),
      ...(billingOption === 2 ? { billing_address: billing } : {}),
    };
    const outcome = await sendOrder(body);
    if (outcome.kind === "placed") {
      const { placed } = outcome;
      if (placed.empty || placed.next.kind === "receipt") cart.resync();
      if (placed.purchase) trackPixel("Purchase", { value: placed.purchase.value, currency: placed.purchase.currency });
      go(placed.next, router);
      return;
    }
    inFlight.current = false;
    setSending(false);
    if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      setAlert("Please correct the highlighted fields.");
      return;
    }
    setAlert(outcome.msg);
  }

  return (
    <form ref={formRef} className={styles.layout} onSubmit={placeOrder} noValidate aria-busy={sending}>
      <div>
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
                onChange={() => chooseShipping(1)}
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
                onChange={() => chooseShipping(2)}
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
            prefix="address"
            values={address}
            onChange={setAddress}
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
          {billingOption === 2 ? (
            <AddressFields
              prefix="billing_address"
              values={billing}
              onChange={setBilling}
              errors={errors}
              countries={countries}
            />
          ) : null}
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
                  checked={payMethod === method.code}
                  onChange={() => setPayMethod(method.code)}
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
