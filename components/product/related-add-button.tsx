import type { CartProduct } from "@/lib/cart/local-cart";
import catalogue from "@/components/catalogue/catalogue.module.css";

/**
 * 'add to cart' on a related product, in the carousel's static region: the region's listener adds one
 * from `data-add-to-cart` (docs/adr/0013-static-regions.md), and the page's quantity goes back to 1
 * (ProductQuantityProvider hears the card's add).
 */
export function RelatedAddButton({ product }: { product: CartProduct }) {
  return (
    <button
      type="button"
      data-tap=""
      data-add-to-cart={JSON.stringify(product)}
      className={catalogue.button}
      disabled={product.stock < 1}
    >
      add to cart<span className="visually-hidden">: {product.name}</span>
    </button>
  );
}
