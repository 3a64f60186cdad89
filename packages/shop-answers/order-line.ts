/** A line of `SaleOrder.sale_order_item` as the answer schema reads it (CONTRACT.md `SaleOrder`). */
type SaleOrderLine = {
  id: number | null;
  quantity: number;
  rate: number;
  discount: number;
  discount_type: string | null;
  total_amount: number;
  items: { uuid: string; item_name: string; product_name: string; item_image: string; stock: number };
};

/** A line of an order as receipts, previews, tracking and checkout show it. */
export type OrderLine = {
  /** Unique within its order: the line's id, or its position when the shop sends none (the spec names no id). */
  key: string;
  productId: string;
  name: string;
  /** Image paths joined by "|"; imageUrl() shows the first. */
  image: string;
  quantity: number;
  /** The unit price. */
  rate: number;
  discount: number;
  /** "%" or an amount; null without a discount. */
  discountType: string | null;
  total: number;
  /** The item's stock now, which a draft's quantity may exceed. */
  stock: number;
};

/** The one place that reads an order line's field names; a line names its item, or else its product (CONTRACT.md `SaleOrder`). */
export function orderLine(line: SaleOrderLine, index = 0): OrderLine {
  return {
    key: line.id === null ? `#${index}` : String(line.id),
    productId: line.items.uuid,
    name: line.items.item_name || line.items.product_name,
    image: line.items.item_image,
    quantity: line.quantity,
    rate: line.rate,
    discount: line.discount,
    discountType: line.discount_type,
    total: line.total_amount,
    stock: line.items.stock,
  };
}
