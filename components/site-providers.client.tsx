"use client";

import type { ReactNode } from "react";
import { AuthModalProvider } from "@/components/auth-modal/auth-modal-context.client";
import { CartProvider } from "@/components/cart/cart-context.client";
import { ScrollToTop } from "@/components/scroll-to-top.client";
import { SiteToaster } from "@/components/toaster.client";

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
