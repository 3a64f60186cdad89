import type { Ref } from "react";
import { HeartIcon } from "@/components/ui/icons";
import styles from "./wishlist.module.css";

type HeartButtonProps = {
  uuid: string;
  name: string;
  pressed: boolean;
  className?: string;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The heart's markup, the same whether its island renders it (WishlistHeart) or a static region
 * does (a card: the region's listener presses it by its `data-heart`, docs/adr/0013-static-regions.md).
 */
export function HeartButton({ uuid, name, pressed, className, onClick, ref }: HeartButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      data-tap=""
      data-heart={uuid}
      data-name={name}
      className={`${styles.heart} ${className ?? ""}`}
      aria-pressed={pressed}
      aria-label={`Save ${name} to wishlist`}
      onClick={onClick}
    >
      <HeartIcon size={20} />
    </button>
  );
}
