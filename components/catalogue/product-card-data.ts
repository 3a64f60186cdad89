import { imageUrl } from "@/lib/images";
import { priceText, type PriceText } from "@/lib/pricing";
import type { ProductSummary } from "@/lib/shop-api/product-summary";

/** What a product card shows, worked out on the server. */
export type ProductCardData = Pick<ProductSummary, "uuid" | "featured" | "isNew"> & {
  /** The full name; cards cut it to their own length. */
  name: string;
  /** The first image's URL. */
  image: string;
  price: PriceText;
};

export function productCardData(product: ProductSummary, currencySymbol: string): ProductCardData {
  return {
    uuid: product.uuid,
    name: product.name,
    image: imageUrl(product.image),
    price: priceText(product, currencySymbol),
    featured: product.featured,
    isNew: product.isNew,
  };
}
