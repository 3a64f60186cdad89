import type { CartProduct } from "@/lib/cart/local-cart";
import type { Item } from "@storefront/shop-answers";
import { cartProductFromItem } from "./cart-line";
import { productSummary, type ProductSummary } from "./product-summary";

/** A product as its page shows it. */
export type Product = {
  /** What its card shows: name, image, price, offer, visibility. */
  summary: ProductSummary;
  /** The short text beside the price ("Quick Overview"); empty when the shop has none. */
  overview: string;
  /** HTML, still to be sanitised. */
  description: string;
  categoryId: number | null;
  /** The stock as the shop states it (the cart counts whole units: `cartProduct.stock`). */
  stock: number;
  /** The line it adds to the cart, and its quantity rules. */
  cartProduct: CartProduct;
};

/** The one place that reads a product page's field names (CONTRACT.md `Item`). */
export function productFromItem(item: Item): Product {
  return {
    summary: productSummary(item),
    overview: item.product_detail,
    description: item.description,
    categoryId: item.category_id,
    stock: item.stock,
    cartProduct: cartProductFromItem(item),
  };
}
