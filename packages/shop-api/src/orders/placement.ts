import { z } from "zod";
import { countryExists } from "../account/countries";
import type { Customer, CustomerAddressRow } from "../account/customers";
import type { Db } from "../db/open";
import { query } from "../db/statement";
import { unprocessable, type FieldErrors } from "../http/errors";
import { fieldErrors, idField, optionalString, requiredEmail, requiredString } from "../http/validate";

/**
 * The order placement payload (CONTRACT.md "Orders") turned into a Placement. Every problem is reported
 * in one 422 with the contract's dotted keys; amounts in the payload are ignored, the server computes them.
 */

export type OrderAddress = {
  name: string;
  street1: string;
  street2: string;
  city: string;
  zip_code: string;
  state: string;
  country_id: number | null;
  phone_code: string;
  phone: string;
};

export type Placement = {
  saleOrderId: number | null;
  contact: { name: string; email: string; mobile: string; phoneCode: string };
  /** 0 cash on delivery, else the payment method code. */
  payMethod: number;
  /** The total the shopper was shown, when the payload says it: the order is refused if it differs. */
  claimedTotal: number | null;
  shipping: OrderAddress;
  billing: OrderAddress;
};

/** Numbers are accepted where the storefront may send them (zip codes, phone numbers). */
const numberToString = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);
const text = (label: string, max = 255) => z.preprocess(numberToString, requiredString(label, max));
const optionalText = (label: string, max = 255) => z.preprocess(numberToString, optionalString(label, max));

const numericString = (v: unknown) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v);
const option = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 1 : numericString(v)),
    z.union([z.literal(1), z.literal(2)], { error: `The ${label} must be 1 or 2.` }),
  );

const mobile = z
  .preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "") : numberToString(v)),
    requiredString("mobile", 20),
  )
  .pipe(z.string().regex(/^\+?\d{6,15}$/, "The mobile must be 6 to 15 digits."));
const phoneCode = (label: string) =>
  z
    .preprocess(numberToString, requiredString(label, 8))
    .pipe(z.string().regex(/^\+?\d{1,4}$/, `The ${label} must be 1 to 4 digits.`));

const payType = z.preprocess(
  (v) => (v === 0 || v === "0" ? { payment_method: 0 } : v),
  z.object(
    {
      payment_method: z.preprocess(
        numericString,
        z
          .number({ error: "The payment method must be a number." })
          .int("The payment method must be a number.")
          .min(0)
          .max(99),
      ),
      payment_method_title: z.string().max(255).nullish(),
    },
    { error: "The pay type must be 0 or a payment method." },
  ),
);

const contactSchema = z.object({
  sale_order_id: z.preprocess((v) => (v === "" ? null : v), idField("sale order id").nullish()),
  first_name: requiredString("first name"),
  last_name: optionalString("last name"),
  username: optionalString("username"),
  email: requiredEmail(),
  country_id: z.preprocess((v) => (v === "" ? null : v), idField("country id").nullish()),
  mobile,
  phone_code: phoneCode("phone code"),
  pay_type: payType,
  shipping_option: option("shipping option"),
  total: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: "The total must be a number." }).finite().nonnegative("The total must be a number.").nullish(),
  ),
});

/** The leading fields of both a new shipping address and a billing address (in the contract's order). */
const addressFields = {
  name: requiredString("name"),
  country: idField("country"),
  address1: requiredString("address1"),
  address2: optionalString("address2"),
  city: requiredString("city", 120),
  zip_code: text("zip code", 20),
};

const newAddressSchema = z.object({
  billing_option: option("billing option"),
  ...addressFields,
  phone_no: optionalText("phone no", 20),
  state: requiredString("state", 120),
});
/** With the stored address (shipping_option 2) only the billing choice is read from `address`. */
const storedAddressChoice = z.object({ billing_option: option("billing option") });

const billingSchema = z.preprocess(
  // The spec has seen `postal_code` for the billing zip code.
  (v) =>
    v && typeof v === "object" && !Array.isArray(v) && !("zip_code" in v) && "postal_code" in v
      ? { ...v, zip_code: (v as { postal_code: unknown }).postal_code }
      : v,
  z.object({
    ...addressFields,
    phone_code: optionalText("phone code", 8),
    phone_no: optionalText("phone no", 20),
    state: requiredString("state", 120),
  }),
);

const storedAddressOf = query<[customerId: number], CustomerAddressRow>(
  "SELECT * FROM customer_addresses WHERE customer_id = ?",
);

function storedAddress(db: Db, customerId: number): CustomerAddressRow | undefined {
  const row = storedAddressOf(db).get(customerId);
  return row && row.shipping_street1 !== "" ? row : undefined;
}

/** Parses `raw[key]` (an object, or absent → {}) with `schema`, adding its errors under `key.`. */
function parseNested<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  key: string,
  errors: FieldErrors,
): z.output<S> | undefined {
  const value = raw === undefined || raw === null ? {} : raw;
  if (typeof value !== "object" || Array.isArray(value)) {
    errors[key] = [`The ${key.replace("_", " ")} must be an object.`];
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const [field, messages] of Object.entries(fieldErrors(result.error)))
    (errors[`${key}.${field}`] ??= []).push(...messages);
  return undefined;
}

function fromStored(stored: CustomerAddressRow, contactName: string, phoneCode: string, mobile: string): OrderAddress {
  return {
    name: stored.name || contactName,
    street1: stored.shipping_street1,
    street2: stored.shipping_street2,
    city: stored.shipping_city,
    zip_code: stored.shipping_zip_code,
    state: stored.shipping_state,
    country_id: stored.shipping_country_id,
    phone_code: phoneCode,
    phone: stored.billing_phone || mobile,
  };
}

/** Reads an order placement payload; throws a 422 listing every problem. */
export function parsePlacement(db: Db, raw: Record<string, unknown>, customer: Customer): Placement {
  const errors: FieldErrors = {};
  const top = contactSchema.safeParse(raw);
  if (!top.success) Object.assign(errors, fieldErrors(top.error));
  // An unreadable shipping_option falls back to the new-address form, so its fields are still checked.
  const shippingOption = top.success
    ? top.data.shipping_option
    : raw.shipping_option === 2 || raw.shipping_option === "2"
      ? 2
      : 1;

  let shipping: OrderAddress | undefined;
  // Read on its own, so that billing_address is checked even when the shipping address has errors.
  const billingOption = storedAddressChoice.safeParse(raw.address ?? {}).data?.billing_option;
  if (shippingOption === 2) {
    parseNested(storedAddressChoice, raw.address, "address", errors);
    const stored = storedAddress(db, customer.id);
    if (!stored) errors.shipping_option = ["You have no saved address yet: enter a new address."];
    else if (top.success) shipping = fromStored(stored, fullName(top.data), top.data.phone_code, top.data.mobile);
  } else {
    const a = parseNested(newAddressSchema, raw.address, "address", errors);
    if (a && !countryExists(db, a.country)) errors["address.country"] = ["The selected address.country is invalid."];
    if (a && top.success) {
      shipping = {
        name: a.name,
        street1: a.address1,
        street2: a.address2,
        city: a.city,
        zip_code: a.zip_code,
        state: a.state,
        country_id: a.country,
        phone_code: top.data.phone_code,
        phone: a.phone_no || top.data.mobile,
      };
    }
  }

  let billing: OrderAddress | undefined;
  if (billingOption === 2) {
    const b = parseNested(billingSchema, raw.billing_address, "billing_address", errors);
    if (b && !countryExists(db, b.country))
      errors["billing_address.country"] = ["The selected billing_address.country is invalid."];
    if (b) {
      billing = {
        name: b.name,
        street1: b.address1,
        street2: b.address2,
        city: b.city,
        zip_code: b.zip_code,
        state: b.state,
        country_id: b.country,
        phone_code: b.phone_code,
        phone: b.phone_no,
      };
    }
  }
  if (top.success && top.data.country_id != null && !countryExists(db, top.data.country_id))
    errors.country_id = ["The selected country id is invalid."];

  if (!top.success || !shipping || Object.keys(errors).length > 0) throw unprocessable(errors);
  const data = top.data;
  return {
    saleOrderId: data.sale_order_id ?? null,
    contact: { name: fullName(data), email: data.email, mobile: data.mobile, phoneCode: data.phone_code },
    payMethod: data.pay_type.payment_method,
    claimedTotal: data.total ?? null,
    shipping,
    billing: billing ?? shipping,
  };
}

function fullName(data: { first_name: string; last_name: string }): string {
  return data.last_name ? `${data.first_name} ${data.last_name}` : data.first_name;
}

/**
 * The `{cart}` variant of create-payment and checkout-session/create: the finalized cart, the customer's
 * own contact details and stored address (422 `shipping_option` when there is none).
 */
export function placementFromStoredDetails(db: Db, customer: Customer, payMethod: number): Placement {
  const stored = storedAddress(db, customer.id);
  if (!stored) throw unprocessable({ shipping_option: ["You have no saved address yet: enter a new address."] });
  const shipping = fromStored(stored, customer.name, customer.phone_code, customer.mobile);
  return {
    saleOrderId: null,
    contact: { name: customer.name, email: customer.email, mobile: customer.mobile, phoneCode: customer.phone_code },
    payMethod,
    claimedTotal: null,
    shipping,
    billing: shipping,
  };
}

/** True when the body is the `{cart}` variant rather than a placement payload. */
export function isCartVariant(raw: Record<string, unknown>): boolean {
  return "cart" in raw && !("address" in raw) && !("email" in raw) && !("shipping_option" in raw);
}
