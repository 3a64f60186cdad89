import type { ReactNode } from "react";
import type { Item } from "@/lib/shop-api/schemas";
import { Carousel } from "./carousel";
import type { CarouselOptions } from "./carousel-options";
import { ProductCard } from "./product-card";

/** Card width in a four-per-view carousel: 278 px in the full-width row, a quarter of it, or all of it on phones. */
const CAROUSEL_CARD_SIZES = "(min-width: 1216px) 278px, (min-width: 576px) 25vw, 100vw";

type ProductCarouselSectionProps = {
  /** The heading's id; the heading names the section. */
  id: string;
  /** The heading, also the carousel's accessible name. */
  title: string;
  classNames: { section?: string; title?: string };
  options: CarouselOptions;
  items: readonly Item[];
  currencySymbol: string;
  imageHeight: number;
  nameLength: number;
  showNewSticker?: boolean;
  /** Under each card's price, e.g. an 'add to cart' button. */
  action?: (item: Item) => ReactNode;
};

/** A titled section with a carousel of product cards (the home page's featured, the product page's related). */
export function ProductCarouselSection({ id, title, classNames, options, items, currencySymbol, imageHeight, nameLength, showNewSticker, action }: ProductCarouselSectionProps) {
  return (
    <section className={classNames.section} aria-labelledby={id}>
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      <Carousel label={title} options={options}>
        {items.map((item) => (
          <ProductCard
            key={item.uuid}
            item={item}
            currencySymbol={currencySymbol}
            imageHeight={imageHeight}
            sizes={CAROUSEL_CARD_SIZES}
            nameLength={nameLength}
            showNewSticker={showNewSticker}
            action={action?.(item)}
          />
        ))}
      </Carousel>
    </section>
  );
}
