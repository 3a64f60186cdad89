"use client";

import { useMemo } from "react";
import { useCart } from "@/components/cart/use-cart";
import { productHref } from "@/lib/routing";

/** What the header's cart popup's panel shows: the cart's lines in display form. */
type CartPopupLine = {
  /** Stable key: the product uuid. */
  id: string;
  name: string;
  /** The line's thumb_nail as the cart holds it: the panel makes its URL (lib/images imageUrl), in its own chunk. */
  image: string;
  quantity: number;
  /** Line total, in the shop's currency. */
  total: number;
  /** Where the name links to: /product/{uuid}. */
  href: string;
};

type CartSummary = {
  lines: CartPopupLine[];
  subTotal: number;
  /** Removes one line (guest: local storage; signed in: through the cart route handlers). */
  remove: (id: string) => void;
};

export function useCartSummary(): CartSummary {
  const { lines, totals, remove } = useCart();
  return useMemo(
    () => ({
      lines: lines.map((line) => ({
        id: line.product_id,
        name: line.name,
        image: line.thumb_nail,
        quantity: line.quantity,
        total: line.total,
        href: productHref(line.product_id),
      })),
      subTotal: totals.subtotal,
      remove,
    }),
    [lines, totals, remove],
  );
}
