import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";

/** Customers of a shop, and the contract's `User` and `CustomerAddress` shapes. */

/** The signed-in customer (never carries the password hash). */
export type Customer = {
  id: number;
  shop_id: number;
  name: string;
  username: string;
  email: string;
  country_id: number | null;
  phone_code: string;
  mobile: string;
  verified_at: string | null;
  /** Raised by logout and password reset: tokens of an older version are refused. */
  token_version: number;
};

/** A row of customer_addresses: the address a customer's last order stored. */
export type CustomerAddressRow = {
  name: string;
  shipping_street1: string;
  shipping_street2: string;
  shipping_city: string;
  shipping_zip_code: string;
  shipping_state: string;
  shipping_country_id: number | null;
  billing_street1: string;
  billing_street2: string;
  billing_city: string;
  billing_zip_code: string;
  billing_state: string;
  billing_country_id: number | null;
  billing_phone: string;
};

type AddressRow = CustomerAddressRow & { shipping_country_name: string | null; billing_country_name: string | null };

const COLUMNS = "id, shop_id, name, username, email, country_id, phone_code, mobile, verified_at, token_version";

const addressOf = query<[customerId: number], AddressRow>(
  `SELECT a.*, sc.name AS shipping_country_name, bc.name AS billing_country_name FROM customer_addresses a
   LEFT JOIN countries sc ON sc.id = a.shipping_country_id LEFT JOIN countries bc ON bc.id = a.billing_country_id
   WHERE a.customer_id = ?`,
);
const ofShop = query<[id: number, shopId: number], Customer>(
  `SELECT ${COLUMNS} FROM customers WHERE id = ? AND shop_id = ?`,
);
const byId = query<[id: number], Customer>(`SELECT ${COLUMNS} FROM customers WHERE id = ?`);
const byLogin = query<
  [shopId: number, email: string, username: string, preferEmail: string],
  Customer & { password_hash: string }
>(
  `SELECT ${COLUMNS}, password_hash FROM customers WHERE shop_id = ? AND (email = ? OR username = ?) ORDER BY (email = ?) DESC LIMIT 1`,
);
const byEmail = query<[shopId: number, email: string], Customer>(
  `SELECT ${COLUMNS} FROM customers WHERE shop_id = ? AND email = ?`,
);
const usernameTaken = pluck<[shopId: number, username: string], 1>(
  "SELECT 1 FROM customers WHERE shop_id = ? AND username = ?",
);
const insert = pluck<
  [
    shopId: number,
    name: string,
    username: string,
    email: string,
    hash: string,
    countryId: number,
    phoneCode: string,
    mobile: string,
    at: string,
  ],
  number
>(
  `INSERT INTO customers (shop_id, name, username, email, password_hash, country_id, phone_code, mobile, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
);
const markVerified = query<[at: string, id: number]>(
  "UPDATE customers SET verified_at = COALESCE(verified_at, ?) WHERE id = ?",
);
const changePassword = query<[hash: string, at: string, id: number]>(
  "UPDATE customers SET password_hash = ?, verified_at = COALESCE(verified_at, ?), token_version = token_version + 1 WHERE id = ?",
);
const bumpTokenVersion = query<[id: number]>("UPDATE customers SET token_version = token_version + 1 WHERE id = ?");

const country = (id: number | null, name: string | null) =>
  id === null ? null : { country_id: id, country_name: name ?? "" };

/** The customer's stored address, or null when they have none yet. */
export function customerAddress(db: Db, customerId: number) {
  const row = addressOf(db).get(customerId);
  if (!row) return null;
  return {
    shipping_street1: row.shipping_street1,
    shipping_street2: row.shipping_street2,
    shipping_city: row.shipping_city,
    shipping_zip_code: row.shipping_zip_code,
    shipping_state: row.shipping_state,
    shipping_country: country(row.shipping_country_id, row.shipping_country_name),
    billing_street1: row.billing_street1,
    billing_street2: row.billing_street2,
    billing_city: row.billing_city,
    billing_zip_code: row.billing_zip_code,
    billing_state: row.billing_state,
    billing_country: country(row.billing_country_id, row.billing_country_name),
    billing_phone: row.billing_phone,
    name: row.name,
  };
}

export type CustomerAddress = NonNullable<ReturnType<typeof customerAddress>>;

export function toUser(db: Db, customer: Customer) {
  return {
    id: customer.id,
    name: customer.name,
    username: customer.username,
    email: customer.email,
    type: "customer" as const,
    country_id: customer.country_id,
    phone_code: customer.phone_code,
    mobile: customer.mobile,
    customer_address: customerAddress(db, customer.id),
  };
}

export const findCustomerOfShop = (db: Db, id: number, shopId: number): Customer | undefined =>
  ofShop(db).get(id, shopId);

/** Read again after a change, so that what is answered never carries the password hash. */
export function reloadCustomer(db: Db, id: number): Customer {
  const customer = byId(db).get(id);
  if (!customer) throw new Error(`customer ${id} vanished`);
  return customer;
}

/** Finds a customer of the shop by e-mail or user name (both case-insensitive), with the password hash. */
export const findCustomerByLogin = (db: Db, shopId: number, login: string) =>
  byLogin(db).get(shopId, login, login, login);

export const findCustomerByEmail = (db: Db, shopId: number, email: string): Customer | undefined =>
  byEmail(db).get(shopId, email);

export const isUsernameTaken = (db: Db, shopId: number, username: string): boolean =>
  usernameTaken(db).get(shopId, username) !== undefined;

export type NewCustomer = {
  username: string;
  email: string;
  passwordHash: string;
  countryId: number;
  phoneCode: string;
  mobile: string;
};

/** Inserts an unverified customer whose name is its user name; throws a UNIQUE violation for a taken e-mail or user name. */
export function insertCustomer(db: Db, shopId: number, c: NewCustomer, now: Date): number {
  const id = insert(db).get(
    shopId,
    c.username,
    c.username,
    c.email,
    c.passwordHash,
    c.countryId,
    c.phoneCode,
    c.mobile,
    now.toISOString(),
  );
  if (id === undefined) throw new Error("INSERT … RETURNING answered no row");
  return id;
}

export const markCustomerVerified = (db: Db, id: number, now: Date) => void markVerified(db).run(now.toISOString(), id);

/** A password reset proves the address (the code came by e-mail) and signs out every token issued before. */
export const resetCustomerPassword = (db: Db, id: number, hash: string, now: Date) =>
  void changePassword(db).run(hash, now.toISOString(), id);

/** Revokes every token of the customer, on every device. */
export const revokeCustomerTokens = (db: Db, id: number) => void bumpTokenVersion(db).run(id);
