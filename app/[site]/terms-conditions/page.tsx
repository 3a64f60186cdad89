import type { Metadata } from "next";
import { TERMS, PolicyPage, policyMetadata } from "@/components/content/policy-page";

type Props = PageProps<"/[site]/terms-conditions">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadata((await params).site, TERMS);
}

export default async function TermsPage({ params }: Props) {
  return <PolicyPage site={(await params).site} policy={TERMS} />;
}
