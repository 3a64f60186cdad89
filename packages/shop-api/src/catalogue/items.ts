import { round2, unitDiscount } from "@storefront/cart-math";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";

/** Item rows as read from the database and their contract shape (CONTRACT.md `Item`). */

export type DiscountType = "%" | "amount";

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

const LATEST_COUNT = 24;
const RELATED_COUNT = 8;

const byUuid = query<[uuid: string, shopId: number], ItemRow>(`${ITEM_SELECT} WHERE i.uuid = ? AND i.shop_id = ?`);
const latest = query<[shopId: number], ItemRow>(
  `${ITEM_SELECT} WHERE i.shop_id = ? AND i.is_primary = 1 ${NEWEST_FIRST} LIMIT ${LATEST_COUNT}`,
);
const related = query<[shopId: number, categoryId: number, productId: number], ItemRow>(
  `${ITEM_SELECT} WHERE i.shop_id = ? AND i.is_primary = 1 AND p.category_id = ? AND i.product_id <> ? ${NEWEST_FIRST} LIMIT ${RELATED_COUNT}`,
);
const variants = query<[productId: number], ItemRow>(
  `${ITEM_SELECT} WHERE i.product_id = ? AND i.status = 1 ORDER BY i.is_primary DESC, i.id`,
);
const optionsOfProduct = pluck<[productId: number], number>(
  "SELECT DISTINCT io.option_id FROM item_options io JOIN items i ON i.id = io.item_id WHERE i.product_id = ? AND i.status = 1",
);

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
        : [
            {
              discount: row.discount_value,
              discount_type: row.discount_type,
              discounted_amount: round2(row.sale_price - discount),
            },
          ],
    category_id: row.category_id,
  };
}

export type Item = ReturnType<typeof toItem>;

/** The item with this uuid in this shop (any status, primary or variant), or undefined. */
export const findItemByUuid = (db: Db, shopId: number, uuid: string): ItemRow | undefined =>
  byUuid(db).get(uuid, shopId);

/** The shop's newest primary items, hidden ones included (the storefront filters). */
export const latestItems = (db: Db, shopId: number): ItemRow[] => latest(db).all(shopId);

/** Other primary items of the item's category, newest first. */
export const relatedItems = (db: Db, shopId: number, item: ItemRow): ItemRow[] =>
  related(db).all(shopId, item.category_id, item.product_id);

/** Visible variants of a product, the primary one first. */
export const visibleVariants = (db: Db, productId: number): ItemRow[] => variants(db).all(productId);

/** Option ids (sizes, colours, categories) that the product's visible variants carry. */
export const optionIdsOfProduct = (db: Db, productId: number): Set<number> =>
  new Set(optionsOfProduct(db).all(productId));

export type ItemEdit = { price?: number; name?: string; stock?: number };

// A field left out of the edit binds null and keeps its value.
const update = query<{ id: number; price: number | null; name: string | null; stock: number | null }>(
  "UPDATE items SET sale_price = COALESCE(@price, sale_price), item_name = COALESCE(@name, item_name), stock = COALESCE(@stock, stock) WHERE id = @id",
);
const uuidsOf = pluck<[productId: number], string>(
  "SELECT uuid FROM items WHERE product_id = ? ORDER BY is_primary DESC, id",
);

export function editItem(db: Db, itemId: number, edit: ItemEdit): void {
  update(db).run({ id: itemId, price: edit.price ?? null, name: edit.name ?? null, stock: edit.stock ?? null });
}

/** Every item (variant) uuid of a product, the primary one first. */
export const uuidsOfProduct = (db: Db, productId: number): string[] => uuidsOf(db).all(productId);
