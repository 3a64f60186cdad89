import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireShop } from "@/lib/current-shop.server";
import { orderIdParam } from "@/lib/orders/order-id";
import { orderActions } from "@/lib/orders/status";
import { pageCustomer } from "@/lib/session/page-customer.server";
import { signInAgain } from "@/lib/session/sign-in-page.server";
import { isMissing } from "@/lib/shop-api/core.server";
import { getSaleOrder } from "@/lib/shop-api/orders.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { CancelRequestForm } from "@/components/profile/cancel-request-form.client";
import styles from "@/components/profile/profile.module.css";

export const metadata: Metadata = { title: "Cancel Request", robots: { index: false, follow: false } };

// Per customer: rendered for every request.
export const dynamic = "force-dynamic";

const PATH = "/profile/cancel-request";
const HISTORY = "/profile?tab=orders";

/**
 * `/profile/cancel-request?order_id={id}` (signed-in): the order history's cancel request dialog as a
 * page of its own, which the history links to for a browser without JavaScript. The form posts to the
 * same Server Action; once the shop accepts, the history shows the order's cancel request.
 */
export default async function CancelRequestPage({ params, searchParams }: PageProps<"/[site]/profile/cancel-request">) {
  const shop = await requireShop((await params).site);
  const rawOrderId = (await searchParams).order_id;
  const customer = await pageCustomer(shop.origin);
  if (!customer) signInAgain(PATH, { order_id: rawOrderId });
  const id = orderIdParam(rawOrderId);
  if (id === null) notFound();
  const found = await getSaleOrder(customer, id, "get");
  if (!found.ok && isMissing(found)) notFound();
  if (!found.ok && found.status === 401) signInAgain(PATH, { order_id: rawOrderId });
  const order = found.ok ? found.data.data : null;
  const back = (
    <Link href={HISTORY} className={styles.secondaryButton}>
      Back to your orders
    </Link>
  );

  return (
    <>
      <BreadcrumbHeader first="Cancel Request" />
      <div className={styles.profile}>
        {order === null ? (
          <p role="alert">The order could not be loaded right now. Please reload the page in a moment.</p>
        ) : !orderActions(order).cancelRequest ? (
          <>
            <p role="status">Order # {order.number} cannot be cancelled: only a pending order can.</p>
            {back}
          </>
        ) : (
          <section aria-labelledby="cancel-request-heading" className={styles.dialog}>
            <h2 id="cancel-request-heading" className={styles.dialogHeading}>
              Are You sure to Cancel you Order , Order # {order.number}
            </h2>
            <CancelRequestForm orderId={order.id} back={back} />
          </section>
        )}
      </div>
    </>
  );
}
