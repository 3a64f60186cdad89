import type { ReactNode } from "react";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { Carousel } from "./carousel-client";
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
  /** Each product, with what goes under its card's price (e.g. an 'add to cart' button). */
  cards: readonly { product: ProductSummary; action?: ReactNode }[];
  currencySymbol: string;
  imageHeight: number;
  nameLength: number;
  showNewSticker?: boolean;
};

/** A titled section with a carousel of product cards (the home page's featured, the product page's related). */
export function ProductCarouselSection({ id, title, classNames, options, cards, currencySymbol, imageHeight, nameLength, showNewSticker }: ProductCarouselSectionProps) {
  return (
    <section className={classNames.section} aria-labelledby={id}>
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      <Carousel label={title} options={options}>
        {cards.map(({ product, action }) => (
          <ProductCard
            key={product.uuid}
            product={product}
            currencySymbol={currencySymbol}
            imageHeight={imageHeight}
            sizes={CAROUSEL_CARD_SIZES}
            nameLength={nameLength}
            showNewSticker={showNewSticker}
            action={action}
          />
        ))}
      </Carousel>
    </section>
  );
}
