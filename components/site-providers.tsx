"use client";

import type { ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth-modal/auth-modal-context";
import { CartProvider } from "@/components/cart/cart-context";
import { ScrollToTop } from "@/components/scroll-to-top";
import { SiteToaster } from "@/components/toaster";

/** Client context shared by every page: the auth modal, the cart, toasts, scroll-to-top on navigation. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <AuthModalProvider>
      <CartProvider>
        <ScrollToTop />
        {children}
        <SiteToaster />
      </CartProvider>
    </AuthModalProvider>
  );
}
