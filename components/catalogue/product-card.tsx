import type { CSSProperties, ReactNode } from "react";
import { productHref } from "@/lib/routing";
import { truncate } from "@/lib/text";
import { FillImage, preloadFillImage } from "@/components/ui/fill-image";
import { HeartButton } from "@/components/wishlist/heart-button";
import { StaticRegion } from "@/components/static-region/static-region";
import { Price } from "./price";
import type { ProductCardData } from "./product-card-data";
import styles from "./catalogue.module.css";
import wishlist from "@/components/wishlist/wishlist.module.css";

// Static markup (docs/adr/0013-static-regions.md): grids and carousels of cards are static regions, whose
// listener presses the heart and the action (e.g. 'add to cart'); the browser hydrates none of a card.

/** Name length on product cards; carousels pass their own. */
const CARD_NAME_LENGTH = 30;
/** A card is at most half of a 767 px phone wide (384 px), 1,152 image pixels at 3x: next/image's 1200 w candidate. */
const CARD_IMAGE_WIDEST = 1200;

/** A card's image, as the card shows it and as the grid preloads its largest paint. */
const cardImage = (card: ProductCardData, layout: CardLayout) => ({
  src: card.image,
  alt: "",
  sizes: layout.sizes,
  widest: CARD_IMAGE_WIDEST,
  className: styles.cardImage,
});

/** How the cards of one grid or carousel look. */
export type CardLayout = {
  /** The image's `sizes`: the card's rendered width at each breakpoint. */
  sizes: string;
  nameLength?: number;
  showNewSticker?: boolean;
};

type ProductCardProps = {
  card: ProductCardData;
  layout: CardLayout;
  /**
   * Load the image at once rather than lazily: the first row, when one of its images is the
   * page's largest paint. "lcp" marks the one card whose image gets high priority and the page's
   * preload; the rest of the row load at low priority, which also keeps React from preloading them.
   */
  eager: boolean | "lcp";
  /** Under the price, e.g. an 'add to cart' button. */
  action?: ReactNode;
};

/**
 * A product card. The spec opens products from cards in a new tab; the link says so to screen
 * readers, and the full name is kept in `title` where it is truncated.
 */
export function ProductCard({ card, layout, eager, action }: ProductCardProps) {
  const name = truncate(card.name, layout.nameLength ?? CARD_NAME_LENGTH);
  return (
    <article className={styles.card}>
      <a href={productHref(card.uuid)} target="_blank" rel="noopener" className={styles.cardLink}>
        <div className={styles.cardMedia}>
          <FillImage
            {...cardImage(card, layout)}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager === "lcp" ? "high" : eager ? "low" : undefined}
          />
          {layout.showNewSticker && card.isNew ? <span className={styles.sticker}>NEW</span> : null}
        </div>
        <h3 className={styles.cardName} {...(name === card.name ? {} : { title: card.name })}>
          {name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </h3>
      </a>
      <HeartButton uuid={card.uuid} name={card.name} pressed={false} className={wishlist.cardHeart} />
      <div className={styles.cardBody}>
        <Price price={card.price} />
        {action ? <div className={styles.cardAction}>{action}</div> : null}
      </div>
    </article>
  );
}

type ProductCardGridProps = {
  cards: readonly ProductCardData[];
  layout: CardLayout;
  /** 360 on the home page, 250 on listings. */
  imageHeight: number;
  /** Cards per row on wide screens (from 992 px); at most 3 from 768 px, 2 below. */
  columns: number;
  label: string;
  /** The first row's images load at once, the first of them as the page's largest paint. */
  eagerFirstRow: boolean;
};

/** A grid of cards; each is a list item, so the count is announced. */
export function ProductCardGrid({ cards, layout, imageHeight, columns, label, eagerFirstRow }: ProductCardGridProps) {
  const style = { "--grid-columns": columns, "--card-image-height": `${imageHeight}px` } as CSSProperties;
  const first = cards[0];
  if (eagerFirstRow && first) preloadFillImage(cardImage(first, layout));
  return (
    <StaticRegion as="ul" className={styles.grid} style={style} aria-label={label} data-columns={columns}>
      {cards.map((card, index) => (
        <li key={card.uuid}>
          <ProductCard card={card} layout={layout} eager={eagerFirstRow && (index === 0 ? "lcp" : index < columns)} />
        </li>
      ))}
    </StaticRegion>
  );
}
