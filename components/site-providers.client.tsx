"use client";

import { Suspense, type ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth-modal/auth-modal-context.client";
import { SignInForNext } from "@/components/auth-modal/sign-in-for-next.client";
import { CartProvider } from "@/components/cart/cart-context.client";
import { useCarouselActions } from "@/components/catalogue/use-carousel-actions";
import { ScrollToTop } from "@/components/scroll-to-top.client";
import { SiteToaster } from "@/components/toaster.client";
import { useWishlistInRegions } from "@/components/wishlist/use-wishlist";
import { HOLD_TAPS_SCRIPT } from "@/lib/tap-replay/held-taps";

/**
 * Client context shared by every page: the auth modal (and home's sign-in for `?next=`), the cart, toasts,
 * scroll-to-top on navigation, the wishlist's hearts and the carousels in static regions.
 * First, before any control it guards, the inline script that holds taps made before hydration
 * (lib/tap-replay). Here, in the shell's island, its text travels in the HTML and the shell's
 * script, not a third time in every page's RSC payload; React hydrates it and never runs it again.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  useWishlistInRegions();
  useCarouselActions();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_TAPS_SCRIPT }} />
      <AuthModalProvider>
        <CartProvider>
          <ScrollToTop />
          {/* It reads the query: kept pages render it in the browser only. */}
          <Suspense fallback={null}>
            <SignInForNext />
          </Suspense>
          {children}
          <SiteToaster />
        </CartProvider>
      </AuthModalProvider>
    </>
  );
}
