/**
 * The order summary's form as a place-order request body (lib/checkout/request.ts): the addresses
 * and the payment method are read from the submitted fields, so a tap before hydration, replayed by
 * React with the fields as they were, sends what the shopper typed. The server validates everything.
 */

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

/** The submitted fields, with the address options the page shows (they decide which fields are there to fill). */
export function checkoutEntryOf(
  form: FormData,
  {
    shippingOption,
    billingOption,
    fallbackMethod,
  }: Pick<CheckoutEntry, "shippingOption" | "billingOption"> & {
    fallbackMethod: number;
  },
): CheckoutEntry {
  const method = text(form, "pay_method");
  return {
    shippingOption,
    billingOption,
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
