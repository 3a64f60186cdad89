import type { Db } from "../db/open";
import type { Customer } from "../http/env";

/** The contract's `User` and `CustomerAddress` shapes. */

type AddressRow = {
  name: string;
  shipping_street1: string;
  shipping_street2: string;
  shipping_city: string;
  shipping_zip_code: string;
  shipping_state: string;
  shipping_country_id: number | null;
  shipping_country_name: string | null;
  billing_street1: string;
  billing_street2: string;
  billing_city: string;
  billing_zip_code: string;
  billing_state: string;
  billing_country_id: number | null;
  billing_country_name: string | null;
  billing_phone: string;
};

const country = (id: number | null, name: string | null) => (id === null ? null : { country_id: id, country_name: name ?? "" });

/** The customer's stored address, or null when they have none yet. */
export function customerAddress(db: Db, customerId: number) {
  const row = db
    .prepare(`SELECT a.*, sc.name AS shipping_country_name, bc.name AS billing_country_name FROM customer_addresses a
      LEFT JOIN countries sc ON sc.id = a.shipping_country_id LEFT JOIN countries bc ON bc.id = a.billing_country_id
      WHERE a.customer_id = ?`)
    .get(customerId) as AddressRow | undefined;
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

export const CUSTOMER_COLUMNS = "id, shop_id, name, username, email, country_id, phone_code, mobile, verified_at, token_version";

/** Finds a customer of the shop by e-mail or user name (both case-insensitive), with the password hash. */
export function findCustomerByLogin(db: Db, shopId: number, login: string): (Customer & { password_hash: string }) | undefined {
  return db
    .prepare(`SELECT ${CUSTOMER_COLUMNS}, password_hash FROM customers WHERE shop_id = ? AND (email = ? OR username = ?)
      ORDER BY (email = ?) DESC LIMIT 1`)
    .get(shopId, login, login, login) as (Customer & { password_hash: string }) | undefined;
}

export function findCustomerByEmail(db: Db, shopId: number, email: string): Customer | undefined {
  return db.prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE shop_id = ? AND email = ?`).get(shopId, email) as
    | Customer
    | undefined;
}
