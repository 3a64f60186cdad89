/**
 * The order summary's form as a place-order request body (lib/checkout/request.ts): the addresses
 * and the payment method are read from the submitted fields, so a tap before hydration, replayed by
 * React with the fields as they were, sends what the shopper typed. The server validates everything.
 */

import type { CheckoutAnswer } from "./answer";

type CheckoutAccepted = Extract<CheckoutAnswer, { status: true }>;

const ADDRESS_KEYS = ["name", "country", "address1", "address2", "city", "zip_code", "phone_no", "state"] as const;

export type AddressValues = Record<(typeof ADDRESS_KEYS)[number], string>;
export type BillingValues = AddressValues & { phone_code: string };

export const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, ""])) as AddressValues;
export const EMPTY_BILLING: BillingValues = { ...EMPTY_ADDRESS, phone_code: "" };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function addressOf(form: FormData, prefix: "address"): AddressValues;
function addressOf(form: FormData, prefix: "billing_address"): BillingValues;
function addressOf(form: FormData, prefix: "address" | "billing_address"): AddressValues | BillingValues {
  const values = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(form, `${prefix}.${key}`)])) as AddressValues;
  return prefix === "billing_address" ? { ...values, phone_code: text(form, `${prefix}.phone_code`) } : values;
}

/** What the shopper submitted, to show again after a refusal. */
export type CheckoutEntry = {
  shippingOption: 1 | 2;
  billingOption: 1 | 2;
  payMethod: number;
  address: AddressValues;
  billing: BillingValues;
};

/** A radio's "1" or "2"; anything else (a tampered post) is the first choice. */
const option = (form: FormData, name: string): 1 | 2 => (text(form, name) === "2" ? 2 : 1);

/** The submitted fields: the address options, the payment method and both addresses. */
export function checkoutEntryOf(form: FormData, fallbackMethod: number): CheckoutEntry {
  const method = text(form, "pay_method");
  return {
    shippingOption: option(form, "shipping_option"),
    billingOption: option(form, "billing_option"),
    payMethod: /^\d{1,2}$/.test(method) ? Number(method) : fallbackMethod,
    address: addressOf(form, "address"),
    billing: addressOf(form, "billing_address"),
  };
}

/** The request body of one place-order intent: the key is the page's, one per payment method. */
export function checkoutBody(entry: CheckoutEntry, intentKey: string, saleOrderId: number | null) {
  return {
    idempotency_key: `${intentKey}-${entry.payMethod}`,
    sale_order_id: saleOrderId,
    pay_method: entry.payMethod,
    shipping_option: entry.shippingOption,
    billing_option: entry.billingOption,
    ...(entry.shippingOption === 1 ? { address: entry.address } : {}),
    ...(entry.billingOption === 2 ? { billing_address: entry.billing } : {}),
  };
}

/**
 * The answer to the last Place Order (the order summary's action state): nothing yet, placed (the
 * page is being left: `answer` says where to), or refused. `round` counts the answers: the fields are
 * drawn anew from each, with what was submitted as their defaults (docs/adr/0012-form-actions.md).
 */
export type PlaceState =
  | { kind: "idle"; round: 0 }
  | { kind: "placed"; round: number; entry: CheckoutEntry; answer: CheckoutAccepted }
  | { kind: "refused"; round: number; entry: CheckoutEntry; errors: Record<string, string>; alert: string };

export const IDLE: PlaceState = { kind: "idle", round: 0 };
