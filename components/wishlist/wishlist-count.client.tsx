"use client";

import { statePart, wishlistName } from "@/components/header/header-state";
import { useWishlist } from "./use-wishlist";
import styles from "./wishlist.module.css";

/**
 * The header Wishlist link's name and count. The count's element is always there, hidden while the list is empty,
 * so that the header's state can be written into the server's markup before it wakes (header-state.ts).
 */
export function WishlistCount() {
  const count = useWishlist().length;
  return (
    <>
      <span className="visually-hidden" {...statePart("wishlist-name")}>
        {wishlistName(count)}
      </span>
      <span className={styles.count} aria-hidden="true" hidden={count === 0} {...statePart("wishlist-count")}>
        {count > 0 ? count : ""}
      </span>
    </>
  );
}
