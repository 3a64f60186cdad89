import Image from "next/image";
import type { CSSProperties, ReactNode } from "react";
import { truncate } from "@/lib/text";
import { imageUrl } from "@/lib/images";
import type { Item } from "@/lib/shop-api/schemas";
import { Price } from "./price";
import styles from "./catalogue.module.css";
import { productHref } from "@/lib/routing";

/** product_type 2 carries the NEW sticker. */
const NEW_PRODUCT_TYPE = 2;

/** Name length on product cards; carousels pass their own. */
const CARD_NAME_LENGTH = 30;

export type ProductCardProps = {
  item: Pick<Item, "uuid" | "item_name" | "item_image" | "sale_price" | "list_item" | "product_type">;
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
export function ProductCard({ item, currencySymbol, imageHeight, sizes, nameLength = CARD_NAME_LENGTH, showNewSticker = false, eager = false, action, headingLevel = "h3" }: ProductCardProps) {
  const Heading = headingLevel;
  const name = truncate(item.item_name, nameLength);
  const style = { "--card-image-height": `${imageHeight}px` } as CSSProperties;
  return (
    <article className={styles.card} style={style}>
      <a href={productHref(item.uuid)} target="_blank" rel="noopener" className={styles.cardLink}>
        <div className={styles.cardMedia}>
          <Image src={imageUrl(item.item_image)} alt="" fill sizes={sizes} className={styles.cardImage} loading={eager ? "eager" : "lazy"} fetchPriority={eager === "lcp" ? "high" : eager ? "low" : undefined} />
          {showNewSticker && item.product_type === NEW_PRODUCT_TYPE ? <span className={styles.sticker}>NEW</span> : null}
        </div>
        <Heading className={styles.cardName} title={name === item.item_name ? undefined : item.item_name}>
          {name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Heading>
      </a>
      <div className={styles.cardBody}>
        <Price item={item} currencySymbol={currencySymbol} />
        {action ? <div className={styles.cardAction}>{action}</div> : null}
      </div>
    </article>
  );
}
