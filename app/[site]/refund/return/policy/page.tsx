import type { Metadata } from "next";
import { REFUND_POLICY, PolicyPage, policyMetadata } from "@/components/content/policy-page";

type Props = PageProps<"/[site]/refund/return/policy">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadata((await params).site, REFUND_POLICY);
}

export default async function RefundPolicyPage({ params }: Props) {
  return <PolicyPage site={(await params).site} policy={REFUND_POLICY} />;
}
