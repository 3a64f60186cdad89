import type { Metadata } from "next";
import { PRIVACY_POLICY, PolicyPage, policyMetadata } from "@/components/content/policy-page";

type Props = PageProps<"/[site]/privacy-policy">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadata((await params).site, PRIVACY_POLICY);
}

export default async function PrivacyPolicyPage({ params }: Props) {
  return <PolicyPage site={(await params).site} policy={PRIVACY_POLICY} />;
}
