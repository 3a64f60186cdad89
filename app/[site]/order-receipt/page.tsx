import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { orderIdParam } from "@/lib/orders/order-id";
import { pageCustomer } from "@/lib/session/page-customer.server";
import { signInAgain } from "@/lib/session/sign-in-page.server";
import { requireShop } from "@/lib/current-shop.server";
import { isMissing } from "@/lib/shop-api/core.server";
import { getSaleOrder } from "@/lib/shop-api/orders.server";
import { LastOrderReceipt } from "@/components/checkout/last-order.client";
import { Receipt } from "@/components/checkout/receipt";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import styles from "@/components/checkout/receipt.module.css";

export const metadata: Metadata = { title: "Order Receipt", robots: { index: false, follow: false } };

// Per customer: rendered for each request, never kept (the shop layout above is kept per shop).
export const dynamic = "force-dynamic";

type Props = PageProps<"/[site]/order-receipt">;

const PATH = "/order-receipt";

/**
 * `/order-receipt` (signed-in): `?reference={id}` shows that order, `?tracker={id}` the same with
 * its delivery steps; without either, the order this browser placed last. Another customer's
 * order is not found, as an unknown one is.
 */
export default async function OrderReceiptPage({ params, searchParams }: Props) {
  const shop = await requireShop((await params).site);
  const query = await searchParams;
  const shown = { reference: query.reference, tracker: query.tracker };
  const customer = await pageCustomer(shop.origin);
  if (!customer) signInAgain(PATH, shown);
  const tracker = query.tracker !== undefined;
  const raw = tracker ? query.tracker : query.reference;
  if (raw === undefined) {
    return (
      <>
        <BreadcrumbHeader first="Order Receipt" />
        <LastOrderReceipt />
      </>
    );
  }
  const id = orderIdParam(raw);
  if (id === null) notFound();
  const found = await getSaleOrder(customer, id, tracker ? "tracker" : "get");
  if (!found.ok && isMissing(found)) notFound();
  if (!found.ok && found.status === 401) signInAgain(PATH, shown);
  return (
    <>
      <BreadcrumbHeader first="Order Receipt" />
      {found.ok ? (
        <Receipt
          order={found.data.data}
          address={found.data.customer_address ?? found.data.data.shippingAddress}
          tracker={tracker}
        />
      ) : (
        <p role="alert" className={styles.empty}>
          The receipt could not be loaded right now. Please reload the page in a moment.
        </p>
      )}
    </>
  );
}
