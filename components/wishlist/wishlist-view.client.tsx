"use client";

import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchWishlistEntries, wishlistPath, type WishlistEntry } from "@/lib/bff/wishlist.client";
import type { CartProduct } from "@/lib/cart/local-cart";
import { imageUrl } from "@/lib/images";
import { priceText } from "@/lib/pricing";
import { productHref } from "@/lib/routing";
import { browserWishlistStore } from "@/lib/wishlist/browser-store.client";
import { removeItem } from "@/lib/wishlist/wishlist-edit";
import { EMPTY_WISHLIST, type Wishlist, type WishlistItem } from "@/lib/wishlist/wishlist-list";
import { Price } from "@/components/catalogue/price";
import { useCart } from "@/components/cart/use-cart";
import catalogue from "@/components/catalogue/catalogue.module.css";
import content from "@/components/content/content.module.css";
import styles from "./wishlist-page.module.css";

const noSubscription = () => () => {};
const subscribeToList = (listener: () => void) => browserWishlistStore().subscribe(listener);
const readList = () => browserWishlistStore().getSnapshot();
const serverList = () => EMPTY_WISHLIST;

/** The list itself, on the page that shows it (elsewhere ./use-wishlist reads it only once there is one). */
function useStoredWishlist(): Wishlist {
  return useSyncExternalStore(subscribeToList, readList, serverList);
}

/** False during the server render and hydration, when local storage has not been read yet. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The saved products with what the shop says about them now (GET /api/wishlist, never the copy in
 * local storage): price, offer and stock, with Add to cart and Remove; a product the shop no longer
 * shows is listed as unavailable and can be removed.
 */
export function WishlistView({ currencySymbol }: { currencySymbol: string }) {
  const inBrowser = useInBrowser();
  const list = useStoredWishlist();
  const { mutate } = useSWRConfig();
  const key = list.length > 0 ? wishlistPath(list.map((item) => item.uuid)) : null;
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR(key, fetchWishlistEntries, {
    keepPreviousData: true,
    // Read afresh on every visit, however soon after the last; a removal within the page shows the
    // rest as already read.
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateIfStale: false,
  });

  if (!inBrowser) {
    return (
      <p className={styles.status} aria-busy="true">
        Loading your wishlist…
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <section className={content.empty} aria-labelledby="wishlist-empty">
        <h2 id="wishlist-empty">Your wishlist is empty</h2>
        <p>Tap the heart on a product to keep it here for later.</p>
        <p>
          <Link href="/" className={content.button}>
            Browse products
          </Link>
        </p>
      </section>
    );
  }

  const entries = new Map((data ?? []).map((entry) => [entry.uuid, entry]));
  const failure =
    error && !isLoading
      ? error instanceof Error
        ? error.message
        : "Your wishlist could not be loaded."
      : data?.some((entry) => entry.state === "error")
        ? "Some products could not be loaded just now."
        : null;
  const remove = (uuid: string) => {
    const remaining = list.filter((item) => item.uuid !== uuid);
    // The rest of the list is known already: shown without reading it again.
    if (data && remaining.length > 0)
      void mutate(
        wishlistPath(remaining.map((item) => item.uuid)),
        data.filter((entry) => entry.uuid !== uuid),
        { revalidate: false },
      );
    browserWishlistStore().update((current) => removeItem(current, uuid));
  };

  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" className={content.subTitle}>
        {list.length} saved {list.length === 1 ? "product" : "products"}
      </h2>
      {failure ? (
        <p className={styles.status} role="alert">
          {failure}{" "}
          <button type="button" className={catalogue.button} onClick={() => void retry()}>
            Try again
          </button>
        </p>
      ) : null}
      <ul className={styles.list}>
        {list
          .slice()
          .reverse()
          .map((item) => (
            <WishlistRow
              key={item.uuid}
              item={item}
              entry={entries.get(item.uuid)}
              loading={!error}
              currencySymbol={currencySymbol}
              onRemove={() => remove(item.uuid)}
            />
          ))}
      </ul>
    </section>
  );
}

function WishlistRow({
  item,
  entry,
  loading,
  currencySymbol,
  onRemove,
}: {
  item: WishlistItem;
  entry: WishlistEntry | undefined;
  /** Whether a missing entry is still being read (rather than failed with the whole list). */
  loading: boolean;
  currencySymbol: string;
  onRemove: () => void;
}) {
  const product = entry?.state === "ok" ? entry.product : null;
  const name = product?.name ?? item.name;
  return (
    <li className={styles.row} data-testid="wishlist-item" aria-busy={entry === undefined && loading}>
      {product ? (
        <Thumbnail src={imageUrl(product.thumb_nail)} alt="" width={96} height={96} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <h3 className={styles.name}>{product ? <Link href={productHref(product.product_id)}>{name}</Link> : name}</h3>
        {product ? <ProductFacts product={product} currencySymbol={currencySymbol} /> : null}
        {entry?.state === "gone" ? <p className={styles.unavailable}>No longer available in this shop</p> : null}
        {entry?.state === "error" ? (
          <p className={styles.unavailable}>This product could not be loaded just now.</p>
        ) : null}
        {entry === undefined && loading ? <p className={styles.stock}>Loading…</p> : null}
      </div>
      <div className={styles.actions}>
        {product ? <AddToCart product={product} /> : null}
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </li>
  );
}

function ProductFacts({ product, currencySymbol }: { product: CartProduct; currencySymbol: string }) {
  const offer = product.discount ? { type: product.discount, value: product.disc_amount } : null;
  return (
    <>
      <Price price={priceText({ price: product.price, offer }, currencySymbol)} />
      {product.stock > 0 ? (
        <p className={styles.stock}>{product.stock} available</p>
      ) : (
        <p className={styles.outOfStock}>Out of stock</p>
      )}
    </>
  );
}

function AddToCart({ product }: { product: CartProduct }) {
  const { addItem } = useCart();
  return (
    <button
      type="button"
      className={catalogue.button}
      disabled={product.stock < 1}
      onClick={() => addItem(product, 1)}
      aria-label={`Add to cart: ${product.name}`}
    >
      Add to cart
    </button>
  );
}
