import { imageUrl } from "@/lib/images";
import { priceText, type PriceText } from "@/lib/pricing";
import type { Item } from "@/lib/shop-api/schemas";

/** What a product card shows, worked out on the server: the card island gets only this. */
export type ProductCardData = {
  uuid: string;
  /** The full name; cards cut it to their own length. */
  name: string;
  image: string;
  price: PriceText;
  productType: number;
};

export function productCardData(item: Pick<Item, "uuid" | "item_name" | "item_image" | "sale_price" | "list_item" | "product_type">, currencySymbol: string): ProductCardData {
  return { uuid: item.uuid, name: item.item_name, image: imageUrl(item.item_image), price: priceText(item, currencySymbol), productType: item.product_type };
}
