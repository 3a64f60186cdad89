import type { CSSProperties, ReactNode } from "react";
import type { CarouselOptions } from "./carousel-options";
import { StaticRegion } from "@/components/static-region/static-region";
import { Carousel } from "./carousel";
import { ProductCard, type CardLayout } from "./product-card";
import type { ProductCardData } from "./product-card-data";

/** Card width in a four-per-view carousel: 278 px in the full-width row, a quarter of it, or all of it on phones. */
const CAROUSEL_CARD_SIZES = "(min-width: 1216px) 278px, (min-width: 576px) 25vw, 100vw";

type ProductCarouselSectionProps = {
  /** The heading's id; the heading names the section. */
  id: string;
  /** The heading, also the carousel's accessible name. */
  title: string;
  classNames: { section?: string; title?: string };
  options: CarouselOptions;
  cards: readonly ProductCardData[];
  imageHeight: number;
  nameLength: number;
  showNewSticker?: boolean;
  /** Under each card's price, e.g. an 'add to cart' button: one per card, in the same order. */
  actions?: readonly ReactNode[];
};

/**
 * A titled section with a carousel of product cards (the home page's featured, the product page's related): one
 * static region, whose listener runs the carousel's controls and the cards' hearts and 'add to cart'.
 */
export function ProductCarouselSection({
  id,
  title,
  classNames,
  options,
  cards,
  imageHeight,
  nameLength,
  showNewSticker,
  actions,
}: ProductCarouselSectionProps) {
  const layout: CardLayout = { sizes: CAROUSEL_CARD_SIZES, nameLength, showNewSticker };
  return (
    <StaticRegion
      as="section"
      className={classNames.section}
      style={{ "--card-image-height": `${imageHeight}px` } as CSSProperties}
      aria-labelledby={id}
    >
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      <Carousel label={title} options={options}>
        {cards.map((card, index) => (
          <ProductCard key={card.uuid} card={card} layout={layout} eager={false} action={actions?.[index]} />
        ))}
      </Carousel>
    </StaticRegion>
  );
}
