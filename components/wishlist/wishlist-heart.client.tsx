"use client";

import { useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { HeartButton } from "./heart-button";
import { toggleWishlist, useWishlist } from "./use-wishlist";

/** The heart: saves the product to this shop's wishlist, or removes it; pressed while it is saved. */
export function WishlistHeart({ uuid, name, className }: { uuid: string; name: string; className?: string }) {
  const saved = useWishlist().some((item) => item.uuid === uuid);
  const button = useRef<HTMLButtonElement>(null);
  useTapReplay(button);
  return (
    <HeartButton
      ref={button}
      uuid={uuid}
      name={name}
      pressed={saved}
      className={className}
      onClick={() => void toggleWishlist({ uuid, name })}
    />
  );
}
