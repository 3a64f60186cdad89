import type { Db } from "../db/open";
import { round2, unitDiscount, type DiscountType } from "../domain/money";

/** Item rows as read from the database and their contract shape (CONTRACT.md `Item`). */

export type ItemRow = {
  id: number;
  uuid: string;
  product_id: number;
  is_primary: 0 | 1;
  item_name: string;
  product_name: string;
  item_image: string;
  sale_price: number;
  status: 0 | 1;
  product_type: 0 | 1 | 2;
  product_detail: string;
  description: string;
  stock: number;
  fk_tax_id: number | null;
  tax_name: string | null;
  tax_rate: number | null;
  discount_type: DiscountType | null;
  discount_value: number;
  category_id: number;
  created_at: string;
};

/** SELECT … FROM items i JOIN products p LEFT JOIN taxes t; add WHERE/ORDER BY after it. */
export const ITEM_SELECT = `SELECT i.id, i.uuid, i.product_id, i.is_primary, i.item_name, p.product_name, i.item_image, i.sale_price,
  i.status, i.product_type, i.product_detail, i.description, i.stock, i.fk_tax_id, t.tax_name, t.rate AS tax_rate,
  i.discount_type, i.discount_value, p.category_id, i.created_at
  FROM items i JOIN products p ON p.id = i.product_id LEFT JOIN taxes t ON t.id = i.fk_tax_id`;

/** Newest first; id breaks ties so that pages never shuffle. */
export const NEWEST_FIRST = "ORDER BY i.created_at DESC, i.id DESC";

export function toItem(row: ItemRow) {
  const rate = row.tax_rate ?? 0;
  const discount = unitDiscount(row.sale_price, row.discount_type, row.discount_value);
  return {
    id: row.id,
    uuid: row.uuid,
    item_name: row.item_name,
    item_image: row.item_image,
    sale_price: row.sale_price,
    status: row.status,
    product_type: row.product_type,
    product_detail: row.product_detail,
    description: row.description,
    stock: row.stock,
    tax: rate,
    fk_tax_id: row.fk_tax_id,
    item_tax: row.fk_tax_id === null ? null : { tax_id: row.fk_tax_id, tax_name: row.tax_name ?? "", tax_amount: rate },
    list_item:
      row.discount_type === null || discount === 0
        ? []
        : [{ discount: row.discount_value, discount_type: row.discount_type, discounted_amount: round2(row.sale_price - discount) }],
    category_id: row.category_id,
  };
}

export type Item = ReturnType<typeof toItem>;

/** The item with this uuid in this shop (any status, primary or variant), or undefined. */
export function findItemByUuid(db: Db, shopId: number, uuid: string): ItemRow | undefined {
  return db.prepare(`${ITEM_SELECT} WHERE i.uuid = ? AND i.shop_id = ?`).get(uuid, shopId) as ItemRow | undefined;
}
