import type { Db } from "../db/open";
import { lineAmounts, sumTotals, type DiscountType, type Totals } from "../domain/money";

/** Server-side cart lines of one customer, with the arithmetic of domain/money.ts (CONTRACT.md `CartLine`). */

export type CartRow = {
  cart_id: number;
  item_id: number;
  quantity: number;
  finalize: 0 | 1;
  uuid: string;
  item_name: string;
  item_image: string;
  sale_price: number;
  stock: number;
  status: 0 | 1;
  discount_type: DiscountType | null;
  discount_value: number;
  fk_tax_id: number | null;
  tax_rate: number | null;
};

const CART_SELECT = `SELECT c.id AS cart_id, c.item_id, c.quantity, c.finalize, i.uuid, i.item_name, i.item_image, i.sale_price,
  i.stock, i.status, i.discount_type, i.discount_value, i.fk_tax_id, t.rate AS tax_rate
  FROM cart_lines c JOIN items i ON i.id = c.item_id LEFT JOIN taxes t ON t.id = i.fk_tax_id`;

export function cartRows(db: Db, customerId: number): CartRow[] {
  return db.prepare(`${CART_SELECT} WHERE c.customer_id = ? ORDER BY c.id`).all(customerId) as CartRow[];
}

export function cartRow(db: Db, customerId: number, cartId: number): CartRow | undefined {
  return db.prepare(`${CART_SELECT} WHERE c.customer_id = ? AND c.id = ?`).get(customerId, cartId) as CartRow | undefined;
}

export function amountsOf(row: Pick<CartRow, "sale_price" | "quantity" | "discount_type" | "discount_value" | "tax_rate">) {
  return lineAmounts({
    price: row.sale_price,
    quantity: row.quantity,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    taxRate: row.tax_rate ?? 0,
  });
}

export function toCartLine(row: CartRow) {
  const a = amountsOf(row);
  return {
    cart_id: row.cart_id,
    fk_itemUUID: row.uuid,
    item_name: row.item_name,
    item_price: row.sale_price,
    item_image: row.item_image,
    stock: row.stock,
    item_quantity: row.quantity,
    finalize: row.finalize,
    discount: row.discount_type,
    disc_amount: row.discount_type === null ? 0 : row.discount_value,
    line_discount: a.line_discount,
    tax: row.tax_rate ?? 0,
    tax_amount: a.tax_amount,
    fk_tax_id: row.fk_tax_id,
    stripe_tax_id: null,
    sub_total: a.sub_total,
    total: a.total,
  };
}

export type CartLine = ReturnType<typeof toCartLine>;

export function cartTotals(rows: readonly CartRow[], shippingCharges: number): Totals {
  return sumTotals(rows.map(amountsOf), shippingCharges);
}
