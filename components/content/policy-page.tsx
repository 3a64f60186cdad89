import type { Metadata } from "next";
import Link from "next/link";
import { htmlToText } from "@/lib/sanitize.server";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadPolicy, type PolicyType } from "@/lib/content/policy.server";
import { SafeHtml } from "@/components/catalogue/safe-html";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import styles from "./content.module.css";

/** `breadcrumb`: what the page's breadcrumb says, when not its title. */
export type Policy = { type: PolicyType; path: string; title: string; breadcrumb?: string };

/** The breadcrumb both policy pages show, spelled as the shop's original pages spell it. */
const POLICY_BREADCRUMB = "Privvacy Policy";

export const PRIVACY_POLICY: Policy = {
  type: 4,
  path: "/privacy-policy",
  title: "Privacy Policy",
  breadcrumb: POLICY_BREADCRUMB,
};
export const REFUND_POLICY: Policy = {
  type: 5,
  path: "/refund/return/policy",
  title: "Refund and Return Policy",
  breadcrumb: POLICY_BREADCRUMB,
};
// The spec's footer links these two, but its original showed no screen for them (a 404): built as the policies are.
export const COMPLAINT: Policy = { type: 2, path: "/complaint", title: "Complaint" };
export const TERMS: Policy = { type: 3, path: "/terms-conditions", title: "Terms & Conditions" };

export async function policyMetadata(site: string, policy: Policy): Promise<Metadata> {
  const { shop, html } = await loadPolicy(site, policy.type);
  const name = shop.title;
  return pageMetadata({
    origin: shop.origin,
    path: policy.path,
    title: policy.title,
    description: htmlToText(html) || `${policy.title} of ${name}.`,
    siteName: name,
    noIndex: html === null,
  });
}

/** A policy's (or the complaint or terms) page: the shop's text, sanitised, or a short notice when the shop has not published one. */
export async function PolicyPage({ site, policy }: { site: string; policy: Policy }) {
  const { shop, html } = await loadPolicy(site, policy.type);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(shop.origin, [
          { name: "Home", path: "/" },
          { name: policy.title, path: policy.path },
        ])}
      />
      <BreadcrumbHeader first={policy.breadcrumb ?? policy.title} />
      <div className={styles.page}>
        {html === null ? (
          <p className={styles.notice}>
            The {policy.title.toLowerCase()} has not been published yet. Please{" "}
            <Link href="/contact-us">contact us</Link> with any questions.
          </p>
        ) : (
          <SafeHtml html={html} className={styles.text} />
        )}
      </div>
    </>
  );
}
