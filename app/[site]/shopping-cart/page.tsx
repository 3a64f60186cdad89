import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { cartNotice } from "@/lib/cart/cart-forms.server";
import { pageCustomer } from "@/lib/session/page-customer.server";
import { lineFromServer } from "@/lib/shop-api/cart-line";
import { getCart } from "@/lib/shop-api/cart.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { CartView } from "@/components/cart/cart-view.client";
import { ServerCart } from "@/components/cart/server-cart";
import styles from "@/components/cart/cart-page.module.css";
import { changeLineQuantity, finalizeLine, removeLine } from "./actions";

// Per visitor: a signed-in customer's cart is read here for a browser without JavaScript.
export const dynamic = "force-dynamic";

export function generateMetadata(): Metadata {
  // Per visitor and never worth indexing.
  return { title: "Checkout", robots: { index: false, follow: true } };
}

/**
 * `/shopping-cart`. The cart renders in the browser (the guest's lives there); for a signed-in
 * customer the server also renders the shop's cart inside `<noscript>`, with forms on Server
 * Actions, so the cart works without JavaScript (`?cart=` names what the last change did); the
 * browser's cart is then hidden.
 */
export default async function ShoppingCartPage({ params, searchParams }: PageProps<"/[site]/shopping-cart">) {
  const shop = await requireShop((await params).site);
  const customer = await pageCustomer(shop.origin);
  const server = customer ? await getCart(customer) : null;
  return (
    <>
      <BreadcrumbHeader first="Checkout" />
      <div className={styles.withServerCart}>
        {server ? (
          <noscript>
            <ServerCart
              lines={server.ok ? server.data.cart.map(lineFromServer) : null}
              currencySymbol={shop.currency.symbol}
              shippingCharges={(server.ok ? server.data.totals?.shipping : null) ?? shop.shippingCharges}
              notice={cartNotice((await searchParams).cart)}
              actions={{ changeQuantity: changeLineQuantity, remove: removeLine, finalize: finalizeLine }}
            />
          </noscript>
        ) : null}
        <CartView currencySymbol={shop.currency.symbol} shippingCharges={shop.shippingCharges} />
      </div>
    </>
  );
}
