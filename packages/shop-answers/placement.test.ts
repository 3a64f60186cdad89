import type { User } from "./shapes";
import { buildPlacement, type CheckoutItem } from "./placement";
import { checkoutRequestSchema, type CheckoutRequest } from "./checkout-request";

const user: User = {
  name: "Dana Demo",
  last_name: "",
  username: "demo",
  email: "demo@example.com",
  type: "customer",
  country_id: 1,
  phone_code: "971",
  mobile: "501234567",
  customer_address: null,
};
const items: CheckoutItem[] = [
  { productId: "u-1", name: "Linen Shirt", image: "a.jpg|b.jpg", quantity: 2, price: 50, total: 90 },
];
const totals = { subtotal: 85.71, discount: 10, tax: 4.29, shipping: 15, total: 105 };
const address = {
  name: "Dana Demo",
  country: 1,
  address1: "1 Palm St",
  address2: "",
  city: "Dubai",
  zip_code: "00000",
  phone_no: "",
  state: "Dubai",
};
const countries = [
  { country_id: 1, name: "United Arab Emirates" },
  { country_id: 2, name: "Pakistan" },
];
const stored = {
  name: "",
  shipping_street1: "9 Creek Rd",
  shipping_street2: "Unit 4",
  shipping_city: "Karachi",
  shipping_zip_code: "74000",
  shipping_state: "Sindh",
  shipping_country: { country_id: null, country_name: "Pakistan" },
  billing_street1: "",
  billing_street2: "",
  billing_city: "",
  billing_zip_code: "",
  billing_state: "",
  billing_country: null,
  billing_phone: "3001234567",
};

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    idempotency_key: "k".repeat(32),
    sale_order_id: null,
    pay_method: 0,
    shipping_option: 1,
    billing_option: 1,
    address,
    ...overrides,
  };
}

const place = (overrides: Partial<CheckoutRequest> = {}, customer: User = user) =>
  buildPlacement({ request: request(overrides), user: customer, items, totals, methodTitle: "", countries });

describe("buildPlacement", () => {
  it("a new address, billed to the same: the customer's own details, the server's items and totals, the address copied as billing", () => {
    expect(place()).toEqual({
      sale_order_id: null,
      first_name: "Dana",
      last_name: "Demo",
      username: "demo",
      email: "demo@example.com",
      country_id: 1,
      mobile: "501234567",
      phone_code: "971",
      pay_type: 0,
      items: [{ product_id: "u-1", name: "Linen Shirt", price: 50, quantity: 2, total: 90 }],
      sub_total: 85.71,
      total_discount: 10,
      total_tax: 4.29,
      shipping_charges: 15,
      total: 105,
      shipping_option: 1,
      address: { billing_option: 1, ...address },
      billing_address: { ...address, phone_code: "971", postal_code: address.zip_code },
    });
  });

  it("a new address with a different billing address sends the billing address as entered", () => {
    const billing = { ...address, name: "Accounts", city: "Abu Dhabi", phone_code: "44" };
    const placement = place({ billing_option: 2, billing_address: billing });
    expect(placement.address).toEqual({ billing_option: 2, ...address });
    expect(placement.billing_address).toEqual({ ...billing, postal_code: billing.zip_code });
  });

  it("the stored address fills the address (its country found by name when the shop sends no id) and, billed to the same, the billing address", () => {
    const placement = place({ shipping_option: 2, address: undefined }, { ...user, customer_address: stored });
    const shipping = {
      name: "Dana Demo",
      country: 2,
      address1: "9 Creek Rd",
      address2: "Unit 4",
      city: "Karachi",
      zip_code: "74000",
      phone_no: "3001234567",
      state: "Sindh",
    };
    expect(placement.shipping_option).toBe(2);
    expect(placement.address).toEqual({ billing_option: 1, ...shipping });
    expect(placement.billing_address).toEqual({ ...shipping, phone_code: "971", postal_code: "74000" });
  });

  it("the stored address with a different billing address: the stored country's own id wins, billing as entered", () => {
    const billing = { ...address, name: "Accounts", phone_code: "971" };
    const customer = {
      ...user,
      customer_address: { ...stored, shipping_country: { country_id: 1, country_name: "Pakistan" } },
    };
    const placement = place(
      { shipping_option: 2, billing_option: 2, address: undefined, billing_address: billing },
      customer,
    );
    expect(placement.address.country).toBe(1);
    expect(placement.billing_address).toEqual({ ...billing, postal_code: billing.zip_code });
  });

  it("the last name is the shop's stored one when it sends one, else the words after the first, else empty", () => {
    expect(place({}, { ...user, name: "Dana Maria Demo", last_name: "Demo" })).toMatchObject({
      first_name: "Dana Maria",
      last_name: "Demo",
    });
    expect(place({}, { ...user, name: "Dana Maria Demo" })).toMatchObject({
      first_name: "Dana",
      last_name: "Maria Demo",
    });
    expect(place({}, { ...user, name: "Dana" })).toMatchObject({ first_name: "Dana", last_name: "" });
    expect(place({}, { ...user, name: "", username: "dana" })).toMatchObject({ first_name: "dana", last_name: "" });
  });

  it("a draft is placed by its id, and a payment method by its code and title", () => {
    const placement = buildPlacement({
      request: request({ sale_order_id: 42, pay_method: 9 }),
      user,
      items,
      totals,
      methodTitle: "Utap",
      countries,
    });
    expect(placement.sale_order_id).toBe(42);
    expect(placement.pay_type).toEqual({ payment_method: 9, payment_method_title: "Utap" });
  });
});

describe("checkoutRequestSchema", () => {
  const parse = (body: unknown) => checkoutRequestSchema.safeParse(body);
  const errorsOf = (body: unknown) => {
    const result = parse(body);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("reads the shop API's field keys and messages for a new address", () => {
    const body = { ...request(), address: { ...address, name: " ", city: "", country: "" } };
    expect(errorsOf(body)).toEqual({
      "address.name": "The name field is required.",
      "address.city": "The city field is required.",
      "address.country": "The country field is required.",
    });
  });

  it("needs an address for a new shipping address and a billing address for a different one", () => {
    expect(errorsOf({ ...request(), address: undefined })).toEqual({ address: "Enter a shipping address." });
    expect(errorsOf({ ...request(), billing_option: 2 })).toEqual({ billing_address: "Enter a billing address." });
    expect(parse({ ...request(), shipping_option: 2, address: undefined }).success).toBe(true);
  });

  it("bounds every field and refuses what is not a choice", () => {
    const long = "x".repeat(256);
    expect(errorsOf({ ...request(), address: { ...address, address1: long } })).toEqual({
      "address.address1": "The address1 may not be greater than 255 characters.",
    });
    expect(parse({ ...request(), shipping_option: 3 }).success).toBe(false);
    expect(parse({ ...request(), pay_method: "0" }).success).toBe(false);
    expect(parse({ ...request(), idempotency_key: "short" }).success).toBe(false);
    expect(parse({ ...request(), sale_order_id: -1 }).success).toBe(false);
  });

  it("takes a country id sent as a string from a select", () => {
    const result = parse({ ...request(), address: { ...address, country: "2" } });
    expect(result.success && result.data.address?.country).toBe(2);
  });
});
