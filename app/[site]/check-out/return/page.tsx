import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { PaymentReturn } from "@/components/payments/payment-return.client";

// The query names this visitor's payment: rendered per request, never kept as a shared page.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type Props = PageProps<"/[site]/check-out/return">;

const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : null);

/** Where the bank card gateway and the redirect gateways send the shopper back. */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  await requireShop((await params).site);
  const query = await searchParams;
  const id = one(query.order_id);
  return (
    <>
      <BreadcrumbHeader first="Payment" />
      <PaymentReturn
        orderId={id && /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null}
        status={one(query.status)}
        gateway={one(query.gateway)}
      />
    </>
  );
}
