/**
 * One row per payment started on a draft (each holds the draft's units for an hour), so that holds can be
 * capped per draft and per customer (payments/drafts.ts). A row outlives its draft: a draft undone or
 * discarded and made again from the cart still counts against the customer.
 */
export const paymentHolds = `
CREATE TABLE payment_holds (
  id            INTEGER PRIMARY KEY,
  customer_id   INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  sale_order_id INTEGER REFERENCES sale_orders(id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX payment_holds_customer ON payment_holds(customer_id, created_at);
CREATE INDEX payment_holds_order ON payment_holds(sale_order_id);
`;
