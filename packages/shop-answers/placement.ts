import type { Totals } from "@storefront/cart-math";
import type { CheckoutRequest } from "./checkout-request";
import type { CustomerAddress, User } from "./shapes";

/** An address of an order placement (CONTRACT.md "Orders"). */
export type PlacementAddress = {
  name: string;
  country: number;
  address1: string;
  address2: string;
  city: string;
  zip_code: string;
  phone_no: string;
  state: string;
};

/** Order placement payload, every field the spec names (CONTRACT.md "Orders"); the server recomputes every amount. */
export type OrderPlacement = {
  sale_order_id: number | null;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  country_id: number | null;
  mobile: string;
  phone_code: string;
  pay_type: 0 | { payment_method: number; payment_method_title: string };
  items: unknown;
  sub_total: number;
  total_discount: number;
  total_tax: number;
  shipping_charges: number;
  total: number;
  shipping_option: 1 | 2;
  /** With shipping_option 2 the shop reads only billing_option; the stored address fills the rest. */
  address: PlacementAddress & { billing_option: 1 | 2 };
  /**
   * A copy of the shipping address when billing_option is 1. The spec names its zip code twice ("zip_code (also
   * seen as postal_code)"): both are sent, so a backend that reads either has it (CONTRACT.md "Open points").
   */
  billing_address: PlacementAddress & { phone_code: string; postal_code: string };
};

/** A line of what is being ordered, as the order summary and the placement payload show it. */
export type CheckoutItem = {
  /** The product's uuid: item links go to `/product/{uuid}`. */
  productId: string;
  name: string;
  /** The item's `item_image` (paths joined by '|'; lib/images.ts shows the first). */
  image: string;
  quantity: number;
  /** Unit price before discount. */
  price: number;
  /** Line total, discount applied, tax included. */
  total: number;
};

type Countries = readonly { country_id: number; name: string }[];

export type PlacementInput = {
  request: CheckoutRequest;
  /** The signed-in customer: the contact block is theirs, never what the browser says. */
  user: User;
  items: readonly CheckoutItem[];
  totals: Totals;
  /** The chosen method's title (empty for cash on delivery). */
  methodTitle: string;
  /** The country list, to find a stored address's country by name when the shop sends no id. */
  countries: Countries;
};

/** A stored address's country id: the one the shop sent, or else the country of that name (the spec names only the name). */
function storedCountryId(country: CustomerAddress["shipping_country"], countries: Countries): number | null {
  if (!country) return null;
  if (country.country_id !== null) return country.country_id;
  const name = country.country_name.trim().toLowerCase();
  return countries.find((c) => c.name.trim().toLowerCase() === name)?.country_id ?? null;
}

/** The customer's stored shipping address as the order form shows it; null when none is stored. */
export function storedShipping(
  address: CustomerAddress | null,
  fallbackName: string,
  countries: Countries,
): PlacementAddress | null {
  if (!address || address.shipping_street1 === "") return null;
  return {
    name: address.name || fallbackName,
    country: storedCountryId(address.shipping_country, countries) ?? 0,
    address1: address.shipping_street1,
    address2: address.shipping_street2,
    city: address.shipping_city,
    zip_code: address.shipping_zip_code,
    phone_no: address.billing_phone,
    state: address.shipping_state,
  };
}

const NO_ADDRESS: PlacementAddress = {
  name: "",
  country: 0,
  address1: "",
  address2: "",
  city: "",
  zip_code: "",
  phone_no: "",
  state: "",
};

/** First and last name: the shop's stored last name when it sends one, else the words after the first. */
function nameParts(user: User): { first_name: string; last_name: string } {
  const full = (user.name || user.username).trim();
  const last = user.last_name.trim();
  if (last)
    return { first_name: (full.endsWith(last) ? full.slice(0, -last.length).trim() : full) || full, last_name: last };
  const [first = "", ...rest] = full.split(/\s+/);
  return { first_name: first, last_name: rest.join(" ") };
}

/**
 * The shop API's order placement payload from the shopper's choices and the server's own items and
 * totals, with every field the spec names. `total` is stated so that the shop refuses the order if its
 * amounts have moved since.
 */
export function buildPlacement({
  request,
  user,
  items,
  totals,
  methodTitle,
  countries,
}: PlacementInput): OrderPlacement {
  const shipping =
    (request.shipping_option === 1 ? request.address : storedShipping(user.customer_address, user.name, countries)) ??
    NO_ADDRESS;
  const billing =
    request.billing_option === 2 && request.billing_address
      ? request.billing_address
      : { ...shipping, phone_code: user.phone_code };
  return {
    sale_order_id: request.sale_order_id,
    ...nameParts(user),
    username: user.username,
    email: user.email,
    country_id: user.country_id,
    mobile: user.mobile,
    phone_code: user.phone_code,
    pay_type: request.pay_method === 0 ? 0 : { payment_method: request.pay_method, payment_method_title: methodTitle },
    items: items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      total: item.total,
    })),
    sub_total: totals.subtotal,
    total_discount: totals.discount,
    total_tax: totals.tax,
    shipping_charges: totals.shipping,
    total: totals.total,
    shipping_option: request.shipping_option,
    address: { billing_option: request.billing_option, ...shipping },
    billing_address: { ...billing, postal_code: billing.zip_code },
  };
}
