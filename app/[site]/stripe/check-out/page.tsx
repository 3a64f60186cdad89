import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { CardCheckout } from "@/components/payments/card-checkout.client";

// The query names this visitor's payment: rendered per request, never kept as a shared page.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Card Payment", robots: { index: false } };

type Props = PageProps<"/[site]/stripe/check-out">;

export default async function CardCheckoutPage({ params, searchParams }: Props) {
  await requireShop((await params).site);
  const { session_id: sessionId } = await searchParams;
  return (
    <>
      <BreadcrumbHeader first="Card Payment" />
      <CardCheckout sessionId={typeof sessionId === "string" && sessionId !== "" ? sessionId : null} />
    </>
  );
}
