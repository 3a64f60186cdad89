"use client";

import type { ReactNode } from "react";
import { Carousel } from "./carousel-client";
import type { CarouselOptions } from "./carousel-options";
import { ProductCard, type CardLayout } from "./product-card-client";
import type { ProductCardData } from "./product-card-data";

type ProductCardCarouselProps = {
  label: string;
  options: CarouselOptions;
  cards: readonly ProductCardData[];
  layout: CardLayout;
  /** One per card, in the same order, under its price. */
  actions?: readonly ReactNode[];
};

/** A carousel of product cards, one per slide (a module of its own: listings need no carousel). */
export function ProductCardCarousel({ label, options, cards, layout, actions }: ProductCardCarouselProps) {
  return (
    <Carousel label={label} options={options}>
      {cards.map((card, index) => (
        <ProductCard key={card.uuid} card={card} layout={layout} eager={false} action={actions?.[index]} />
      ))}
    </Carousel>
  );
}
