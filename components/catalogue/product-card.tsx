import Image from "next/image";
import type { CSSProperties, ReactNode } from "react";
import { truncate } from "@/lib/text";
import { imageUrl } from "@/lib/images";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { Price } from "./price";
import styles from "./catalogue.module.css";
import { productHref } from "@/lib/routing";

/** Name length on product cards; carousels pass their own. */
const CARD_NAME_LENGTH = 30;

export type ProductCardProps = {
  product: Pick<ProductSummary, "uuid" | "name" | "image" | "price" | "offer" | "isNew">;
  currencySymbol: string;
  /** 360 on the home page, 250 on listings. */
  imageHeight: number;
  /** The image's `sizes`: the card's rendered width at each breakpoint. */
  sizes: string;
  nameLength?: number;
  showNewSticker?: boolean;
  /**
   * Load the image at once rather than lazily: the first row, when one of its images is the
   * page's largest paint. "lcp" marks the one card whose image gets high priority and the page's
   * preload; the rest of the row load at low priority, which also keeps React from preloading them.
   */
  eager?: boolean | "lcp";
  /** Under the price, e.g. an 'add to cart' button. */
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
};

/**
 * A product card. The spec opens products from cards in a new tab; the link says so to screen
 * readers, and the full name is kept in `title` where it is truncated.
 */
export function ProductCard({ product, currencySymbol, imageHeight, sizes, nameLength = CARD_NAME_LENGTH, showNewSticker = false, eager = false, action, headingLevel = "h3" }: ProductCardProps) {
  const Heading = headingLevel;
  const name = truncate(product.name, nameLength);
  const style = { "--card-image-height": `${imageHeight}px` } as CSSProperties;
  return (
    <article className={styles.card} style={style}>
      <a href={productHref(product.uuid)} target="_blank" rel="noopener" className={styles.cardLink}>
        <div className={styles.cardMedia}>
          <Image src={imageUrl(product.image)} alt="" fill sizes={sizes} className={styles.cardImage} loading={eager ? "eager" : "lazy"} fetchPriority={eager === "lcp" ? "high" : eager ? "low" : undefined} />
          {showNewSticker && product.isNew ? <span className={styles.sticker}>NEW</span> : null}
        </div>
        <Heading className={styles.cardName} title={name === product.name ? undefined : product.name}>
          {name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Heading>
      </a>
      <div className={styles.cardBody}>
        <Price product={product} currencySymbol={currencySymbol} />
        {action ? <div className={styles.cardAction}>{action}</div> : null}
      </div>
    </article>
  );
}
