import { cartProductFromItem } from "@/lib/cart/local-cart";
import type { Item } from "@/lib/shop-api/schemas";
import { Carousel } from "@/components/catalogue/carousel";
import { ProductCard } from "@/components/catalogue/product-card";
import { RelatedAddButton } from "./related-add-button";
import styles from "./product.module.css";

export const RELATED_OPTIONS = { perView: 4, perViewSmall: 1, gap: 24, navigation: true } as const;
/** Names in carousels are cut at 25 or 40 characters (spec part 1 §9). */
export const RELATED_NAME_LENGTH = 40;
const RELATED_IMAGE_HEIGHT = 250;

/** 'Related Product': visible items of the same category, NEW sticker on product_type 2, each with its own 'add to cart'. */
export function RelatedProducts({ items, currentUuid, currencySymbol }: { items: readonly Item[]; currentUuid: string; currencySymbol: string }) {
  const related = items.filter((item) => item.status === 1 && item.uuid !== currentUuid);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-products">
      <h2 id="related-products" className={styles.sectionTitle}>
        Related Product
      </h2>
      <Carousel label="Related Product" options={RELATED_OPTIONS}>
        {related.map((item) => (
          <ProductCard
            key={item.uuid}
            item={item}
            currencySymbol={currencySymbol}
            imageHeight={RELATED_IMAGE_HEIGHT}
            sizes="(min-width: 1216px) 278px, (min-width: 576px) 25vw, 100vw"
            nameLength={RELATED_NAME_LENGTH}
            showNewSticker
            action={<RelatedAddButton product={cartProductFromItem(item)} />}
          />
        ))}
      </Carousel>
    </section>
  );
}
