import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { CartView } from "@/components/cart/cart-view.client";

export function generateMetadata(): Metadata {
  // Per visitor and never worth indexing.
  return { title: "Checkout", robots: { index: false, follow: true } };
}

/**
 * `/shopping-cart`. The page is the same for everyone (cached per shop); the cart
 * itself is the visitor's and renders in the browser.
 */
export default async function ShoppingCartPage({ params }: PageProps<"/[site]/shopping-cart">) {
  const shop = await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Checkout" />
      <CartView currencySymbol={shop.currency.symbol} shippingCharges={shop.shippingCharges} />
    </>
  );
}
