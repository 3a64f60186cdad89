import { cartProductFromItem } from "@/lib/shop-api/cart-line";
import { productSummary } from "@/lib/shop-api/product-summary";
import type { Item } from "@storefront/shop-answers";
import { ProductCarouselSection } from "@/components/catalogue/product-carousel";
import { productCardData } from "@/components/catalogue/product-card-data";
import { RelatedAddButton } from "./related-add-button";
import styles from "./product.module.css";

const RELATED_OPTIONS = { perView: 4, perViewSmall: 1, gap: 24, navigation: true } as const;
/** Names in carousels are cut at 25 or 40 characters. */
const RELATED_NAME_LENGTH = 40;
const RELATED_IMAGE_HEIGHT = 250;

/** 'Related Product': visible items of the same category, NEW sticker on new products, each with its own 'add to cart'. */
export function RelatedProducts({
  items,
  currentUuid,
  currencySymbol,
}: {
  items: readonly Item[];
  currentUuid: string;
  currencySymbol: string;
}) {
  const related = items
    .map((item) => ({ item, product: productSummary(item) }))
    .filter(({ product }) => product.visible && product.uuid !== currentUuid);
  if (related.length === 0) return null;
  return (
    <ProductCarouselSection
      id="related-products"
      title="Related Product"
      classNames={{ section: styles.related, title: styles.sectionTitle }}
      options={RELATED_OPTIONS}
      cards={related.map(({ product }) => productCardData(product, currencySymbol))}
      imageHeight={RELATED_IMAGE_HEIGHT}
      nameLength={RELATED_NAME_LENGTH}
      showNewSticker
      actions={related.map(({ item }) => (
        <RelatedAddButton key={item.uuid} product={cartProductFromItem(item)} />
      ))}
    />
  );
}
