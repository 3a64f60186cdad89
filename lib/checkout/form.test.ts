import { checkoutBody, checkoutEntryOf } from "./form";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const typed = {
  "address.name": "Sam Shopper",
  "address.country": "3",
  "address.address1": "5 Harbour Road",
  "address.city": "Dubai",
  "address.state": "Dubai",
  "address.zip_code": "10001",
  "billing_address.name": "Accounts Dept",
  "billing_address.phone_code": "44",
  pay_method: "2",
};

test("the request carries what was typed, with one key per intent and payment method", () => {
  const entry = checkoutEntryOf(formOf({ ...typed, shipping_option: "1", billing_option: "2" }), 0);
  expect(checkoutBody(entry, "a".repeat(32), 7)).toEqual({
    idempotency_key: `${"a".repeat(32)}-2`,
    sale_order_id: 7,
    pay_method: 2,
    shipping_option: 1,
    billing_option: 2,
    address: {
      name: "Sam Shopper",
      country: "3",
      address1: "5 Harbour Road",
      address2: "",
      city: "Dubai",
      zip_code: "10001",
      phone_no: "",
      state: "Dubai",
    },
    billing_address: expect.objectContaining({ name: "Accounts Dept", phone_code: "44", address1: "" }),
  });
});

test("the stored address and 'same as shipping' send no address, whatever fields the form holds", () => {
  const entry = checkoutEntryOf(formOf({ ...typed, shipping_option: "2", billing_option: "1" }), 0);
  const body = checkoutBody(entry, "k".repeat(16), null);
  expect(body).not.toHaveProperty("address");
  expect(body).not.toHaveProperty("billing_address");
  expect(body).toMatchObject({ shipping_option: 2, billing_option: 1, sale_order_id: null });
});

test("without a payment method chosen the first one is sent; an unknown address option is the first", () => {
  const entry = checkoutEntryOf(formOf({ shipping_option: "3", billing_option: "on" }), 0);
  expect(entry).toMatchObject({ payMethod: 0, shippingOption: 1, billingOption: 1 });
});
