import type { Metadata } from "next";
import { COMPLAINT, PolicyPage, policyMetadata } from "@/components/content/policy-page";

type Props = PageProps<"/[site]/complaint">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return policyMetadata((await params).site, COMPLAINT);
}

export default async function ComplaintPage({ params }: Props) {
  return <PolicyPage site={(await params).site} policy={COMPLAINT} />;
}
