import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { CardSessionStatus } from "@/components/payments/card-session-status.client";

// The query names this visitor's payment: rendered per request, never kept as a shared page.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Card Payment", robots: { index: false } };

type Props = PageProps<"/[site]/stripe/session-status">;

export default async function CardSessionStatusPage({ params, searchParams }: Props) {
  await requireShop((await params).site);
  const { session_id: sessionId } = await searchParams;
  return (
    <>
      <BreadcrumbHeader first="Card Payment" />
      <CardSessionStatus sessionId={typeof sessionId === "string" && sessionId !== "" ? sessionId : null} />
    </>
  );
}
