import { callOf, specMinimalAnswer } from "@storefront/spec-contract";
import { shopAnswers } from "./answers";
import { SALE_ORDER as ORDER } from "./fixtures";
import { cartTotalsSchema } from "./shapes";

const { orderAnswer, cartAnswer } = shopAnswers({ image: (value) => value });

const ORDER_CALL = callOf("GET", "/api/auth/e-commerce/check-sale-order/6")!;

/** The same answer from a backend that sends only what the spec names (the reference API's spec-minimal mode). */
function specMinimal(answer: unknown): unknown {
  if (ORDER_CALL.answer === "not shown") throw new Error("the spec shows this answer");
  return specMinimalAnswer(ORDER_CALL, answer, ORDER_CALL.answer);
}

const TOTALS = { subtotal: 204.05, discount: 0, tax: 10.2, shipping: 15, total: 229.25 };

describe("an order answer, read into the storefront's Order", () => {
  it("takes the reference API's answer to the domain's names and values", () => {
    const { data: order } = orderAnswer.parse({ status: true, data: ORDER });
    expect(order).toEqual({
      id: 6,
      number: "SO-1-00006",
      status: 3,
      orderDate: "2026-10-25T09:30:00.000Z",
      createdAt: "2026-10-25T09:30:00.000Z",
      shipmentDate: "2026-10-26T09:30:00.000Z",
      trackingNumber: "TRK1000006",
      shippingAddress: expect.objectContaining({ shipping_street1: "Villa 7, Al Wasl Road", name: "Demo Customer" }),
      lines: [expect.objectContaining({ key: "10", name: "Oasis Top", quantity: 1, rate: 214.25, total: 214.25 })],
      totals: TOTALS,
      paid: 229.25,
      paymentMode: 5,
      currency: { symbol: "AED", code: "AED" },
      customer: { name: "Demo Customer", email: "demo@example.com", mobile: "501234567" },
      cancelMessage: null,
    });
  });

  it("reads the same order from a backend that sends only the spec's fields", () => {
    const minimal = specMinimal({ status: true, data: ORDER }) as { data: Record<string, unknown> };
    // What such a backend leaves out: the storefront's own fields and the second spelling of the date.
    expect(minimal.data).not.toHaveProperty("total_discount");
    expect(minimal.data).not.toHaveProperty("cancel_message");
    expect(minimal.data).not.toHaveProperty("order_date");
    expect(minimal.data.currency_symbol).toEqual({ symbol: "AED" });

    const { data: order } = orderAnswer.parse(minimal);
    expect(order).toMatchObject({
      id: 6,
      number: "SO-1-00006",
      orderDate: "",
      createdAt: "2026-10-25T09:30:00.000Z",
      trackingNumber: "TRK1000006",
      totals: TOTALS,
      paid: 229.25,
      paymentMode: 5,
      currency: { symbol: "AED", code: "" },
      cancelMessage: null,
    });
  });

  it("reads missing optional fields as none: no discount, no payment, no currency, no tracking, no lines", () => {
    const {
      total_discount,
      advance_payment_sum_amount,
      payment_rec_inv,
      currency_symbol,
      tracking,
      shipping_address,
      sale_order_item,
      customer,
      shipment_date,
      ...bare
    } = ORDER;
    void [total_discount, advance_payment_sum_amount, payment_rec_inv, currency_symbol, tracking];
    void [shipping_address, sale_order_item, customer, shipment_date];
    const { data: order } = orderAnswer.parse({ data: { ...bare, cancel_message: "Found it cheaper" } });
    expect(order).toMatchObject({
      totals: { ...TOTALS, discount: 0 },
      paid: 0,
      paymentMode: null,
      currency: null,
      trackingNumber: "",
      shippingAddress: null,
      lines: [],
      customer: null,
      shipmentDate: null,
      cancelMessage: "Found it cheaper",
    });
  });

  it("reads amounts sent as strings, a blank tracking number as none and a payment without its mode as none", () => {
    const loose = {
      ...ORDER,
      sub_total: "204.05",
      tax_amount: "10.20",
      total: "229.25",
      tracking: { tracking_no: "  " },
      payment_rec_inv: { payment_receive: null },
    };
    const { data: order } = orderAnswer.parse({ data: loose });
    expect(order).toMatchObject({ totals: TOTALS, trackingNumber: "", paymentMode: null });
  });

  it("refuses an order without the total the spec names", () => {
    const { total, ...noTotal } = ORDER;
    void total;
    expect(orderAnswer.safeParse({ data: noTotal }).success).toBe(false);
  });
});

describe("a cart's totals, read into the same Totals", () => {
  /** The reference API's cart totals, as GET /api/auth/cart/index answers them for the demo customer. */
  const CART_TOTALS = {
    sub_total: 986.18,
    total_discount: 164.16,
    total_tax: 130.15,
    shipping_charges: 15,
    total: 1131.33,
  };

  it("takes the contract's names to the domain's", () => {
    expect(cartTotalsSchema.parse(CART_TOTALS)).toEqual({
      subtotal: 986.18,
      discount: 164.16,
      tax: 130.15,
      shipping: 15,
      total: 1131.33,
    });
  });

  it("reads numbers sent as strings", () => {
    const totals = { sub_total: "10", total_discount: 0, total_tax: "0.48", shipping_charges: 15, total: 25 };
    expect(cartTotalsSchema.parse(totals)).toEqual({ subtotal: 10, discount: 0, tax: 0.48, shipping: 15, total: 25 });
  });

  it("has none when the backend sends the spec's cart answer, which carries no totals", () => {
    const call = callOf("GET", "/api/auth/cart/index")!;
    if (call.answer === "not shown") throw new Error("the spec shows this answer");
    const minimal = specMinimalAnswer(call, { status: true, cart: [], totals: CART_TOTALS }, call.answer);
    expect(cartAnswer.parse(minimal).totals).toBeUndefined();
    expect(cartAnswer.parse({ status: true, cart: [], totals: CART_TOTALS }).totals?.total).toBe(1131.33);
  });
});
