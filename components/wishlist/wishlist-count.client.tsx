"use client";

import { useWishlist } from "./use-wishlist";
import styles from "./wishlist.module.css";

/** The header Wishlist link's name and count (the link itself is server markup). */
export function WishlistCount() {
  const count = useWishlist().length;
  return (
    <>
      <span className="visually-hidden">
        Wishlist{count > 0 ? `, ${count} ${count === 1 ? "product" : "products"}` : ""}
      </span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  );
}
