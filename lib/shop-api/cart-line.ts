import type { CartProduct, DiscountKind, LocalCartLine } from "@/lib/cart/local-cart";
import { productSummary } from "./product-summary";
import type { CartLine, Item } from "@storefront/shop-answers";

// The cart's shapes (lib/cart/local-cart.ts) of a catalogue item and of a server cart line.

/** A discount type as the cart keeps it: none unless there is a positive value; "%" or else an amount. */
function discountOf(
  type: string | null | undefined,
  value: number,
): { discount: DiscountKind | null; disc_amount: number } {
  if (type === null || type === undefined || !(value > 0)) return { discount: null, disc_amount: 0 };
  return { discount: type === "%" ? "%" : "amount", disc_amount: value };
}

/** The cart's view of a catalogue item: what its card shows, with its stock and tax. */
export function cartProductFromItem(item: Item): CartProduct {
  const { uuid, name, price, image, offer } = productSummary(item);
  return {
    product_id: uuid,
    name,
    price,
    thumb_nail: image,
    stock: Math.max(0, Math.floor(item.stock)),
    ...discountOf(offer?.type, offer?.value ?? 0),
    tax: item.tax,
    tax_id: item.fk_tax_id,
  };
}

/** A server cart line (CONTRACT.md `CartLine`) in the local shape; the server's figures are kept as they are. */
export function lineFromServer(line: CartLine): LocalCartLine {
  return {
    id: line.cart_id,
    product_id: line.fk_itemUUID,
    name: line.item_name,
    price: line.item_price,
    thumb_nail: line.item_image,
    stock: line.stock,
    ...discountOf(line.discount, line.disc_amount),
    tax: line.tax,
    tax_id: line.fk_tax_id,
    quantity: line.item_quantity,
    finalize: line.finalize === 1,
    tax_amount: line.tax_amount,
    sub_total: line.sub_total,
    total: line.total,
    line_discount: line.line_discount,
  };
}
