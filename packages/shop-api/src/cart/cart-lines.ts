import { cartTotals as sumLines, lineAmounts } from "@storefront/cart-math";
import type { DiscountType } from "../catalogue/items";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";

/** Server-side cart lines of one customer, with the shared cart arithmetic (CONTRACT.md `CartLine`). */

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

/** A customer's line of one item, as the cart calls change it. */
export type LineState = { id: number; quantity: number; finalize: 0 | 1 };

const CART_SELECT = `SELECT c.id AS cart_id, c.item_id, c.quantity, c.finalize, i.uuid, i.item_name, i.item_image, i.sale_price,
  i.stock, i.status, i.discount_type, i.discount_value, i.fk_tax_id, t.rate AS tax_rate
  FROM cart_lines c JOIN items i ON i.id = c.item_id LEFT JOIN taxes t ON t.id = i.fk_tax_id`;

const rowsOf = query<[customerId: number], CartRow>(`${CART_SELECT} WHERE c.customer_id = ? ORDER BY c.id`);
const rowOf = query<[customerId: number, cartId: number], CartRow>(
  `${CART_SELECT} WHERE c.customer_id = ? AND c.id = ?`,
);
const lineFor = query<[customerId: number, itemId: number], LineState>(
  "SELECT id, quantity, finalize FROM cart_lines WHERE customer_id = ? AND item_id = ?",
);
const insertLine = pluck<
  [shopId: number, customerId: number, itemId: number, quantity: number, finalize: 0 | 1, at: string],
  number
>(
  "INSERT INTO cart_lines (shop_id, customer_id, item_id, quantity, finalize, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
);
const updateLine = query<[quantity: number, finalize: 0 | 1, id: number]>(
  "UPDATE cart_lines SET quantity = ?, finalize = ? WHERE id = ?",
);
const deleteLine = query<[id: number, customerId: number]>("DELETE FROM cart_lines WHERE id = ? AND customer_id = ?");
const lineCount = pluck<[customerId: number], number>("SELECT COUNT(*) FROM cart_lines WHERE customer_id = ?");

export const cartRows = (db: Db, customerId: number): CartRow[] => rowsOf(db).all(customerId);
export const cartRow = (db: Db, customerId: number, cartId: number): CartRow | undefined =>
  rowOf(db).get(customerId, cartId);
export const cartLineOfItem = (db: Db, customerId: number, itemId: number): LineState | undefined =>
  lineFor(db).get(customerId, itemId);
export const cartLineCount = (db: Db, customerId: number): number => lineCount(db).get(customerId) ?? 0;

export function addCartLine(
  db: Db,
  line: { shopId: number; customerId: number; itemId: number; quantity: number; finalize: 0 | 1 },
  now: Date,
): number {
  const id = insertLine(db).get(
    line.shopId,
    line.customerId,
    line.itemId,
    line.quantity,
    line.finalize,
    now.toISOString(),
  );
  if (id === undefined) throw new Error("INSERT … RETURNING answered no row");
  return id;
}

export const setCartLine = (db: Db, id: number, quantity: number, finalize: 0 | 1) =>
  void updateLine(db).run(quantity, finalize, id);

/** False when the line is not the customer's. */
export const removeCartLine = (db: Db, customerId: number, id: number): boolean =>
  deleteLine(db).run(id, customerId).changes === 1;

export function amountsOf(
  row: Pick<CartRow, "sale_price" | "quantity" | "discount_type" | "discount_value" | "tax_rate">,
) {
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

/** The cart's totals in the contract's names (CONTRACT.md `CartTotals`). */
export function cartTotals(rows: readonly CartRow[], shippingCharges: number) {
  const totals = sumLines(rows.map(amountsOf), shippingCharges);
  return {
    sub_total: totals.subtotal,
    total_discount: totals.discount,
    total_tax: totals.tax,
    shipping_charges: totals.shipping,
    total: totals.total,
  };
}
