"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { importCartPopupPanel, CartPopup } from "@/components/cart-popup/cart-popup.client";
import { useCart } from "@/components/cart/use-cart";
import { registerRegionAction } from "@/components/static-region/region-actions";
import { WakeOnUse } from "@/components/static-region/wake-on-use.client";
import { HeartIcon } from "@/components/ui/icons";
import { useWishlist } from "@/components/wishlist/use-wishlist";
import { WishlistCount } from "@/components/wishlist/wishlist-count.client";
import { whenIdleAfterLoad } from "@/lib/idle.client";
import { signInHref } from "@/lib/session/return-path";
import { useSignedIn } from "@/lib/session/use-signed-in.client";
import { AccountActions, useSessionSetByServer } from "./account-actions.client";
import { HEADER_STATE, showHeaderState } from "./header-state";
import styles from "./site-header.module.css";

/**
 * The header's Wishlist link, account actions and cart toggle: one region that sleeps until a shopper reaches for
 * it (docs/adr/0015-wake-on-use.md), hydrating no fiber inside. Until then this component, hydrated with the
 * shell, writes this browser's state into the server's markup (header-state.ts); once awake, the components
 * render the same markup and take over. What must happen whether or not it wakes happens here: the session set
 * by a Server Action is announced on the next page, and the cart panel's code is fetched when the page is idle.
 */
export function HeaderState({ currencySymbol }: { currencySymbol: string }) {
  const { lines, ready } = useCart();
  const wishlist = useWishlist().length;
  const signedIn = useSignedIn();
  const pathname = usePathname();
  const cart = ready ? lines.reduce((sum, line) => sum + line.quantity, 0) : null;
  const signIn = signInHref(pathname);
  useSessionSetByServer(pathname);
  useEffect(() => whenIdleAfterLoad(() => void importCartPopupPanel()), []);
  useEffect(
    () =>
      registerRegionAction(HEADER_STATE, {
        show: (elements) => showHeaderState(elements, { wishlist, cart, signedIn, signInHref: signIn }),
      }),
    [wishlist, cart, signedIn, signIn],
  );

  return (
    <WakeOnUse as="div" className={styles.actions}>
      <HeaderActions currencySymbol={currencySymbol} />
    </WakeOnUse>
  );
}

/** The region's controls, as the server renders them and the browser once they wake. */
export function HeaderActions({ currencySymbol }: { currencySymbol: string }) {
  return (
    <>
      {/* Not fetched ahead on every page: the list is this browser's, rendered on the client. */}
      <Link href="/WishList" className={styles.iconAction} prefetch={false}>
        <HeartIcon />
        <WishlistCount />
      </Link>
      <AccountActions />
      <CartPopup currencySymbol={currencySymbol} />
    </>
  );
}
