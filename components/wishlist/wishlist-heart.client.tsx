"use client";

import { useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { HeartIcon } from "@/components/ui/icons";
import { toggleWishlist, useWishlist } from "./use-wishlist";
import styles from "./wishlist.module.css";

/** The heart: saves the product to this shop's wishlist, or removes it; pressed while it is saved. */
export function WishlistHeart({ uuid, name, className }: { uuid: string; name: string; className?: string }) {
  const saved = useWishlist().some((item) => item.uuid === uuid);
  const button = useRef<HTMLButtonElement>(null);
  useTapReplay(button);
  return (
    <button
      ref={button}
      type="button"
      data-tap
      className={`${styles.heart} ${className ?? ""}`}
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      onClick={() => void toggleWishlist({ uuid, name })}
    >
      <HeartIcon size={20} />
    </button>
  );
}
