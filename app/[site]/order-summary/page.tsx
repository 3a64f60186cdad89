import { randomBytes } from "node:crypto";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { isPlaceableDraft, loadCheckout } from "@/lib/checkout/checkout.server";
import { storedShipping } from "@storefront/shop-answers";
import type { PlacementAddress } from "@/lib/shop-api/orders.server";
import { orderIdParam } from "@/lib/orders/order-id";
import { pageCustomer } from "@/lib/session/page-customer.server";
import { signInAgain } from "@/lib/session/sign-in-page.server";
import { requireShop } from "@/lib/current-shop.server";
import { getCountries } from "@/lib/shop-api/countries.server";
import { isMissing } from "@/lib/shop-api/core.server";
import { getPaymentMethods } from "@/lib/shop-api/payments.server";
import type { AddressValues } from "@/lib/checkout/form";
import { CheckoutForm } from "@/components/checkout/checkout-form.client";
import { OrderLines } from "@/components/checkout/order-lines";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import styles from "@/components/checkout/checkout.module.css";
import { orderReceiptHref } from "@/lib/routing";

export const metadata: Metadata = { title: "Order Summary", robots: { index: false, follow: false } };

// Per customer: rendered for each request, never kept (the shop layout above is kept per shop).
export const dynamic = "force-dynamic";

type Props = PageProps<"/[site]/order-summary">;

const CASH_ON_DELIVERY = { code: 0, title: "Cash on Delivery" };

function formValues(address: PlacementAddress | null): AddressValues | null {
  return address && { ...address, country: address.country ? String(address.country) : "" };
}

/**
 * `/order-summary` (signed-in; everyone else, and a session the shop refuses, goes to the sign-in page): the finalized cart lines,
 * or with `?order_id=` one of the customer's drafts, placed with the chosen address and payment.
 */
export default async function OrderSummaryPage({ params, searchParams }: Props) {
  const shop = await requireShop((await params).site);
  const rawOrderId = (await searchParams).order_id;
  const customer = await pageCustomer(shop.origin);
  if (!customer) signInAgain("/order-summary", { order_id: rawOrderId });
  const saleOrderId = rawOrderId === undefined ? null : orderIdParam(rawOrderId);
  if (rawOrderId !== undefined && saleOrderId === null) notFound();

  const [checkout, countries, methods] = await Promise.all([
    loadCheckout(customer, saleOrderId),
    getCountries(shop.origin),
    getPaymentMethods(shop.origin),
  ]);
  if (!checkout.ok && isMissing(checkout)) notFound();
  if (!checkout.ok && checkout.status === 401) signInAgain("/order-summary", { order_id: rawOrderId });
  const { draft } = checkout.ok ? checkout.data : { draft: null };
  if (draft && !isPlaceableDraft(draft)) redirect(orderReceiptHref(draft.id));

  return (
    <>
      <BreadcrumbHeader first="Order Summary" />
      <div className={styles.page}>
        {!checkout.ok ? (
          <p role="alert" className={styles.alert}>
            The order summary could not be loaded right now. Please reload the page in a moment.
          </p>
        ) : (
          <CheckoutForm
            customer={{
              name: checkout.data.user.name || checkout.data.user.username,
              email: checkout.data.user.email,
              phoneCode: checkout.data.user.phone_code,
              mobile: checkout.data.user.mobile,
            }}
            storedAddress={formValues(
              storedShipping(
                checkout.data.user.customer_address,
                checkout.data.user.name,
                countries.ok ? countries.data : [],
              ),
            )}
            countries={(countries.ok ? countries.data : []).map((c) => ({
              id: c.country_id,
              name: c.name,
              phonecode: c.phonecode,
            }))}
            methods={[
              CASH_ON_DELIVERY,
              ...(methods.ok ? methods.data : []).map((m) => ({
                code: m.payment_method,
                title: m.payment_method_title,
              })),
            ]}
            saleOrderId={saleOrderId}
            intentKey={randomBytes(16).toString("hex")}
            emptyNotice={
              checkout.data.items.length === 0 ? (
                <div className={styles.empty}>
                  <p>Kindly Select the Items From the Cart</p>
                  <Link href="/shopping-cart" className={styles.secondary}>
                    Go to Cart
                  </Link>
                </div>
              ) : null
            }
          >
            <OrderLines
              items={checkout.data.items}
              totals={checkout.data.totals}
              currencySymbol={draft?.currency?.symbol || shop.currency.symbol}
            />
          </CheckoutForm>
        )}
      </div>
    </>
  );
}
