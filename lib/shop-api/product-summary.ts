import type { Item } from "@storefront/shop-answers";

const FEATURED_PRODUCT_TYPE = 1;
const NEW_PRODUCT_TYPE = 2;

/** A product as cards, carousels, variants and search show it. */
export type ProductSummary = {
  uuid: string;
  name: string;
  /** Image paths joined by "|"; imageUrl() shows the first. */
  image: string;
  /** The price before any discount. */
  price: number;
  /** The item's discount (`list_item[0]`), when it has one: "%" or an amount. */
  offer: { type: string; value: number } | null;
  /** Hidden items (status 0) come in some lists; they are never shown. */
  visible: boolean;
  featured: boolean;
  /** Carries the NEW sticker where a list shows stickers. */
  isNew: boolean;
};

/** The one place that reads a catalogue item's field names for display (CONTRACT.md `Item`). */
export function productSummary(
  item: Pick<Item, "uuid" | "item_name" | "item_image" | "sale_price" | "list_item" | "status" | "product_type">,
): ProductSummary {
  const offer = item.list_item[0];
  return {
    uuid: item.uuid,
    name: item.item_name,
    image: item.item_image,
    price: item.sale_price,
    offer: offer ? { type: offer.discount_type, value: offer.discount } : null,
    visible: item.status === 1,
    featured: item.product_type === FEATURED_PRODUCT_TYPE,
    isNew: item.product_type === NEW_PRODUCT_TYPE,
  };
}
