import type { ProductCardData } from "@/components/catalogue/product-card-data";
import { ProductCarouselSection } from "@/components/catalogue/product-carousel";
import { HOME_CARD_IMAGE_HEIGHT } from "./our-products";
import styles from "./home.module.css";

/** 4 per view, 1 under 576 px; it loops and has navigation. */
const FEATURED_OPTIONS = { perView: 4, perViewSmall: 1, gap: 24, loop: true, navigation: true } as const;
/** Names in carousels are cut at 25 or 40 characters; four cards a row leave room for 25. */
const FEATURED_NAME_LENGTH = 25;

/**
 * Featured products: the visible featured items (shown when the theme's is_featured_product is 1), among the cards of 'Our Products'.
 */
export function FeaturedProducts({ cards }: { cards: readonly ProductCardData[] }) {
  const featured = cards.filter((card) => card.featured);
  if (featured.length === 0) return null;
  return (
    <ProductCarouselSection
      id="featured-products"
      title="Featured Products"
      classNames={{ section: styles.section, title: styles.sectionTitle }}
      options={FEATURED_OPTIONS}
      cards={featured}
      imageHeight={HOME_CARD_IMAGE_HEIGHT}
      nameLength={FEATURED_NAME_LENGTH}
    />
  );
}
