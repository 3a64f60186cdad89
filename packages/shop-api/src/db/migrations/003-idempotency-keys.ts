/** Answers of placement calls, kept per customer and Idempotency-Key so a repeated request gets the first answer. */
export const idempotencyKeys = `
CREATE TABLE idempotency_keys (
  shop_id     INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL,
  key         TEXT NOT NULL,
  path        TEXT NOT NULL,
  status_code INTEGER,            -- NULL while the first request is still running
  body        TEXT,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (shop_id, customer_id, key)
);
`;
