/**
 * Initial schema, whole in one migration: a shipped migration is never split or edited
 * (db/migrations/index.ts). Every shop-owned table carries `shop_id` so that tenant isolation can be enforced
 * in every query. Money is stored as REAL rounded to 2 decimals by `@storefront/cart-math` before writing.
 * Flags are INTEGER 0/1. Timestamps are ISO 8601 UTC strings.
 */
export const initialSchema = `
-- Key/value settings of the API itself (for example the generated token secret).
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- One row per shop (tenant), identified by its origin. Theme and footer settings live here too,
-- because each shop has exactly one of each.
CREATE TABLE shops (
  id                        INTEGER PRIMARY KEY,
  origin                    TEXT NOT NULL UNIQUE,        -- scheme://host[:port], lower case, no trailing slash
  company_name              TEXT NOT NULL,
  browser_title             TEXT NOT NULL,
  logo_image                TEXT NOT NULL DEFAULT '',
  favicon_image             TEXT NOT NULL DEFAULT '',
  gen_theme_bg_color        TEXT NOT NULL,
  gen_theme_text_color      TEXT NOT NULL,
  gen_theme_primary_color   TEXT NOT NULL,
  gen_theme_secondary_color TEXT NOT NULL,
  header_bg_color           TEXT NOT NULL,
  header_text_color         TEXT NOT NULL,
  subheader_bg_color        TEXT NOT NULL,
  subheader_text_color      TEXT NOT NULL,
  theme_footer_bg_color     TEXT NOT NULL,
  theme_footer_text_color   TEXT NOT NULL,
  currency_code             TEXT NOT NULL,
  currency_name             TEXT NOT NULL,
  currency_symbol           TEXT NOT NULL,
  is_enable_slider          INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_slider IN (0, 1)),
  product_grid_layout       INTEGER NOT NULL DEFAULT 1,
  is_featured_product       INTEGER NOT NULL DEFAULT 0 CHECK (is_featured_product IN (0, 1)),
  shipping_charges          REAL NOT NULL DEFAULT 0 CHECK (shipping_charges >= 0),
  pixel_id                  TEXT,
  next_order_seq            INTEGER NOT NULL DEFAULT 1,  -- source of order numbers, see orders code
  created_at                TEXT NOT NULL
);

CREATE TABLE slides (
  id          INTEGER PRIMARY KEY,
  shop_id     INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  item_image  TEXT NOT NULL,
  first_para  TEXT NOT NULL,
  second_para TEXT NOT NULL,
  text_color  TEXT NOT NULL,
  url         TEXT NOT NULL
);
CREATE INDEX slides_shop ON slides(shop_id, position);

CREATE TABLE footers (
  shop_id               INTEGER PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
  address_label         TEXT NOT NULL,
  contact_no            TEXT NOT NULL,
  email                 TEXT NOT NULL,
  is_enable_fbLink      INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_fbLink IN (0, 1)),
  fb_link               TEXT NOT NULL DEFAULT '',
  is_enable_youtubeLink INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_youtubeLink IN (0, 1)),
  youtube_link          TEXT NOT NULL DEFAULT '',
  is_enable_instaLink   INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_instaLink IN (0, 1)),
  insta_link            TEXT NOT NULL DEFAULT '',
  is_enable_twitterLink INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_twitterLink IN (0, 1)),
  twitter_link          TEXT NOT NULL DEFAULT '',
  is_enable_blog        INTEGER NOT NULL DEFAULT 0 CHECK (is_enable_blog IN (0, 1))
);

-- Attribute groups: category groups (field_type 'select'), sizes and colours.
-- id is the contract's setting_id.
CREATE TABLE site_attributes (
  id             INTEGER PRIMARY KEY,
  shop_id        INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  column_heading TEXT NOT NULL,
  fk_column_name TEXT NOT NULL CHECK (instr(fk_column_name, ' ') = 0),
  field_type     TEXT NOT NULL CHECK (field_type IN ('select', 'size', 'color')),
  is_header_attr INTEGER NOT NULL DEFAULT 0 CHECK (is_header_attr IN (0, 1)),
  position       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX site_attributes_shop ON site_attributes(shop_id, position);

-- Options of an attribute group; id is the contract's option_id. Colour labels are "#rrggbb".
CREATE TABLE attribute_options (
  id         INTEGER PRIMARY KEY,
  setting_id INTEGER NOT NULL REFERENCES site_attributes(id) ON DELETE CASCADE,
  label      TEXT NOT NULL,
  position   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX attribute_options_setting ON attribute_options(setting_id, position);

-- Tax rates (percent, included in prices).
CREATE TABLE taxes (
  id       INTEGER PRIMARY KEY,
  shop_id  INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  tax_name TEXT NOT NULL,
  rate     REAL NOT NULL CHECK (rate >= 0)
);

-- A product groups its variants; it belongs to one category group.
CREATE TABLE products (
  id           INTEGER PRIMARY KEY,
  shop_id      INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  product_name TEXT NOT NULL,
  category_id  INTEGER NOT NULL REFERENCES site_attributes(id),
  created_at   TEXT NOT NULL
);
CREATE INDEX products_shop ON products(shop_id, category_id);

-- One sellable variant ("item" in the contract). Exactly one item per product has is_primary = 1;
-- listings show primary items only. stock can never go below 0 (the CHECK backs up the order code,
-- so that two concurrent orders can never oversell the last unit).
CREATE TABLE items (
  id             INTEGER PRIMARY KEY,
  shop_id        INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  product_id     INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  uuid           TEXT NOT NULL UNIQUE,
  is_primary     INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1)),
  item_name      TEXT NOT NULL,
  item_image     TEXT NOT NULL DEFAULT '',             -- paths joined by '|'
  sale_price     REAL NOT NULL CHECK (sale_price >= 0),
  status         INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  product_type   INTEGER NOT NULL DEFAULT 0 CHECK (product_type IN (0, 1, 2)),
  product_detail TEXT NOT NULL DEFAULT '',
  description    TEXT NOT NULL DEFAULT '',
  stock          INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  fk_tax_id      INTEGER REFERENCES taxes(id),
  discount_type  TEXT CHECK (discount_type IN ('%', 'amount')),   -- NULL: no discount
  discount_value REAL NOT NULL DEFAULT 0 CHECK (discount_value >= 0),
  created_at     TEXT NOT NULL
);
CREATE INDEX items_listing ON items(shop_id, is_primary, status, created_at);
CREATE INDEX items_product ON items(product_id);

-- Which options (category option, size, colour) an item carries.
CREATE TABLE item_options (
  item_id   INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES attribute_options(id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, option_id)
) WITHOUT ROWID;
CREATE INDEX item_options_option ON item_options(option_id, item_id);

CREATE TABLE blogs (
  id           INTEGER PRIMARY KEY,                     -- blog_id
  shop_id      INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  blog_title   TEXT NOT NULL,
  post_image   TEXT NOT NULL DEFAULT '',
  post_details TEXT NOT NULL,                           -- HTML, not sanitised here
  created_at   TEXT NOT NULL
);
CREATE INDEX blogs_shop ON blogs(shop_id, created_at);

-- Website pages: 1 about, 2 complaint, 3 terms, 4 privacy, 5 refund/return.
CREATE TABLE pages (
  id        INTEGER PRIMARY KEY,
  shop_id   INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  page_type INTEGER NOT NULL CHECK (page_type BETWEEN 1 AND 5),
  title     TEXT NOT NULL,
  page_text TEXT NOT NULL,                              -- HTML; may contain {site_name}
  UNIQUE (shop_id, page_type)
);

-- Countries are global (shared by every shop).
CREATE TABLE countries (
  id        INTEGER PRIMARY KEY,                        -- country_id
  name      TEXT NOT NULL,
  phonecode TEXT NOT NULL
);

CREATE TABLE customers (
  id            INTEGER PRIMARY KEY,
  shop_id       INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  name          TEXT NOT NULL,
  username      TEXT NOT NULL COLLATE NOCASE,
  email         TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,                          -- "scrypt$N$r$p$salt$hash", see account/passwords.ts
  verified_at   TEXT,                                   -- NULL until the e-mail code is confirmed
  country_id    INTEGER REFERENCES countries(id),
  phone_code    TEXT NOT NULL DEFAULT '',
  mobile        TEXT NOT NULL DEFAULT '',
  created_at    TEXT NOT NULL,
  UNIQUE (shop_id, email),
  UNIQUE (shop_id, username)
);

-- The customer's stored address (one per customer); the last placed order's address is saved here.
CREATE TABLE customer_addresses (
  customer_id         INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  name                TEXT NOT NULL DEFAULT '',
  shipping_street1    TEXT NOT NULL DEFAULT '',
  shipping_street2    TEXT NOT NULL DEFAULT '',
  shipping_city       TEXT NOT NULL DEFAULT '',
  shipping_zip_code   TEXT NOT NULL DEFAULT '',
  shipping_state      TEXT NOT NULL DEFAULT '',
  shipping_country_id INTEGER REFERENCES countries(id),
  billing_street1     TEXT NOT NULL DEFAULT '',
  billing_street2     TEXT NOT NULL DEFAULT '',
  billing_city        TEXT NOT NULL DEFAULT '',
  billing_zip_code    TEXT NOT NULL DEFAULT '',
  billing_state       TEXT NOT NULL DEFAULT '',
  billing_country_id  INTEGER REFERENCES countries(id),
  billing_phone       TEXT NOT NULL DEFAULT ''
);

-- One-time codes: 'verify' (sign-up e-mail) and 'reset' (password reset OTP). A reset OTP becomes
-- usable for reset-password once confirmed_at is set, for 10 minutes.
CREATE TABLE customer_codes (
  id           INTEGER PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose      TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code         TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  confirmed_at TEXT,
  used_at      TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX customer_codes_lookup ON customer_codes(customer_id, purpose, created_at);

-- Server-side cart: one line per customer and item.
CREATE TABLE cart_lines (
  id          INTEGER PRIMARY KEY,                      -- cart_id
  shop_id     INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  item_id     INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  quantity    INTEGER NOT NULL CHECK (quantity >= 1),
  finalize    INTEGER NOT NULL DEFAULT 0 CHECK (finalize IN (0, 1)),
  created_at  TEXT NOT NULL,
  UNIQUE (customer_id, item_id)
);

-- A sale order. Totals and customer/currency details are snapshots taken when the order is made,
-- so later catalogue changes never alter an order.
-- Status: 0 draft (awaiting payment or not yet placed), 1 pending, 6 shipped, 3 delivered,
-- 7 cancel request, 8 cancelled.
CREATE TABLE sale_orders (
  id                         INTEGER PRIMARY KEY,       -- sale_order_id
  shop_id                    INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  customer_id                INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_number               TEXT NOT NULL,             -- e.g. "SO-1-00001", unique per shop
  status                     INTEGER NOT NULL CHECK (status IN (0, 1, 3, 6, 7, 8)),
  order_date                 TEXT NOT NULL,
  shipment_date              TEXT,
  pay_type                   INTEGER NOT NULL DEFAULT 0, -- 0 cash on delivery, else a payment method code
  sub_total                  REAL NOT NULL DEFAULT 0,
  total_discount             REAL NOT NULL DEFAULT 0,
  tax_amount                 REAL NOT NULL DEFAULT 0,
  shipping_charges           REAL NOT NULL DEFAULT 0,
  total                      REAL NOT NULL DEFAULT 0,
  advance_payment_sum_amount REAL NOT NULL DEFAULT 0,   -- sum of sale_order_payments.amount
  currency_code              TEXT NOT NULL,
  currency_symbol            TEXT NOT NULL,
  customer_name              TEXT NOT NULL,
  customer_email             TEXT NOT NULL,
  customer_mobile            TEXT NOT NULL DEFAULT '',
  customer_phone_code        TEXT NOT NULL DEFAULT '',
  cancel_message             TEXT,
  stock_reserved             INTEGER NOT NULL DEFAULT 1 CHECK (stock_reserved IN (0, 1)), -- 1 while its quantities are taken from stock
  created_at                 TEXT NOT NULL,
  updated_at                 TEXT NOT NULL,
  UNIQUE (shop_id, order_number)
);
CREATE INDEX sale_orders_customer ON sale_orders(customer_id, created_at);

-- Lines of an order, with the item details and arithmetic frozen at order time.
CREATE TABLE sale_order_items (
  id            INTEGER PRIMARY KEY,
  sale_order_id INTEGER NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  item_id       INTEGER REFERENCES items(id) ON DELETE SET NULL,
  uuid          TEXT NOT NULL,
  item_name     TEXT NOT NULL,
  product_name  TEXT NOT NULL,
  item_image    TEXT NOT NULL DEFAULT '',
  quantity      INTEGER NOT NULL CHECK (quantity >= 1),
  rate          REAL NOT NULL,                          -- unit sale price
  discount      REAL NOT NULL DEFAULT 0,                -- discount value per unit (percent or amount)
  discount_type TEXT CHECK (discount_type IN ('%', 'amount')),
  tax_rate      REAL NOT NULL DEFAULT 0,
  fk_tax_id     INTEGER,
  line_discount REAL NOT NULL DEFAULT 0,                -- money: unit discount x quantity
  tax_amount    REAL NOT NULL DEFAULT 0,
  sub_total     REAL NOT NULL DEFAULT 0,                -- total_amount - tax_amount
  total_amount  REAL NOT NULL DEFAULT 0                 -- (rate - unit discount) x quantity, tax included
);
CREATE INDEX sale_order_items_order ON sale_order_items(sale_order_id);

-- Shipment tracking, at most one per order.
CREATE TABLE sale_order_tracking (
  sale_order_id INTEGER PRIMARY KEY REFERENCES sale_orders(id) ON DELETE CASCADE,
  tracking_no   TEXT NOT NULL,
  carrier       TEXT NOT NULL DEFAULT '',
  created_at    TEXT NOT NULL
);
CREATE INDEX sale_order_tracking_no ON sale_order_tracking(tracking_no);

-- The addresses an order was placed with: one 'shipping' and one 'billing' row.
CREATE TABLE sale_order_addresses (
  sale_order_id INTEGER NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  kind          TEXT NOT NULL CHECK (kind IN ('shipping', 'billing')),
  name          TEXT NOT NULL DEFAULT '',
  street1       TEXT NOT NULL DEFAULT '',
  street2       TEXT NOT NULL DEFAULT '',
  city          TEXT NOT NULL DEFAULT '',
  zip_code      TEXT NOT NULL DEFAULT '',
  state         TEXT NOT NULL DEFAULT '',
  country_id    INTEGER REFERENCES countries(id),
  phone_code    TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (sale_order_id, kind)
) WITHOUT ROWID;

-- Payment methods offered by a shop. Codes: 3 bank card gateway, 4 card payment page, 7 safepay,
-- 8 paymennt, 9 utap. The merchant_* and key fields are only used by code 3; public_key/secret_key
-- by code 4. Secrets never leave the API except through the authenticated detail call the spec needs.
CREATE TABLE payment_methods (
  id                   INTEGER PRIMARY KEY,
  shop_id              INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  payment_method       INTEGER NOT NULL CHECK (payment_method IN (3, 4, 7, 8, 9)),
  payment_method_title TEXT NOT NULL,
  is_enabled           INTEGER NOT NULL DEFAULT 1 CHECK (is_enabled IN (0, 1)),
  position             INTEGER NOT NULL DEFAULT 0,
  channel_id           TEXT NOT NULL DEFAULT '',
  return_url           TEXT NOT NULL DEFAULT '',
  merchant_id          TEXT NOT NULL DEFAULT '',
  store_id             TEXT NOT NULL DEFAULT '',
  merchant_hash        TEXT NOT NULL DEFAULT '',
  merchant_username    TEXT NOT NULL DEFAULT '',
  merchant_password    TEXT NOT NULL DEFAULT '',
  key1                 TEXT NOT NULL DEFAULT '',        -- 16 UTF-8 bytes: AES-128 key
  key2                 TEXT NOT NULL DEFAULT '',        -- 16 UTF-8 bytes: AES IV
  public_key           TEXT NOT NULL DEFAULT '',
  secret_key           TEXT NOT NULL DEFAULT '',
  UNIQUE (shop_id, payment_method)
);

-- One attempt to pay an order through a gateway (redirect gateways, card session, bank card).
-- id is an opaque random string used in sandbox URLs and as the card session_id.
CREATE TABLE payment_sessions (
  id             TEXT PRIMARY KEY,
  shop_id        INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  sale_order_id  INTEGER NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  customer_id    INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  payment_method INTEGER NOT NULL,
  gateway        TEXT NOT NULL,                         -- 'bankcard' | 'stripe' | 'safepay' | 'paymennt' | 'utap'
  status         TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'cancelled', 'expired')),
  amount         REAL NOT NULL,
  currency_code  TEXT NOT NULL,
  client_secret  TEXT,
  auth_token     TEXT,
  return_url     TEXT NOT NULL DEFAULT '',              -- where the browser goes afterwards
  created_at     TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  completed_at   TEXT
);
CREATE INDEX payment_sessions_order ON payment_sessions(sale_order_id);

-- Money received for an order; sale_orders.advance_payment_sum_amount is their sum.
-- mode 5 = credit card (the contract's payment_rec_inv.payment_receive.mode).
CREATE TABLE sale_order_payments (
  id                 INTEGER PRIMARY KEY,
  sale_order_id      INTEGER NOT NULL REFERENCES sale_orders(id) ON DELETE CASCADE,
  payment_session_id TEXT REFERENCES payment_sessions(id) ON DELETE SET NULL,
  amount             REAL NOT NULL CHECK (amount >= 0),
  mode               INTEGER NOT NULL,
  gateway            TEXT NOT NULL,
  reference          TEXT NOT NULL DEFAULT '',
  created_at         TEXT NOT NULL
);
CREATE INDEX sale_order_payments_order ON sale_order_payments(sale_order_id);

-- Contact (type 1) and newsletter (type 2) messages.
CREATE TABLE communications (
  id         INTEGER PRIMARY KEY,
  shop_id    INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  type       INTEGER NOT NULL CHECK (type IN (1, 2)),
  email      TEXT NOT NULL COLLATE NOCASE,
  fullname   TEXT NOT NULL DEFAULT '',
  subject    TEXT NOT NULL DEFAULT '',
  message    TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX communications_newsletter_once ON communications(shop_id, email) WHERE type = 2;

-- Mail the API "sends": written here and to the log, shown at /sandbox/mail.
CREATE TABLE mail_outbox (
  id         INTEGER PRIMARY KEY,
  shop_id    INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  to_email   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,                             -- plain text
  code       TEXT,                                      -- the one-time code the mail carries, if any
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_shop ON mail_outbox(shop_id, id);
`;
