import type { Metadata } from "next";
import Link from "next/link";
import { FAQ, FAQ_LAST_UPDATED, faqJsonLd } from "@/lib/content/faq";
import { formatPostDate } from "@/lib/content/blog";
import { StaticPage, staticPageMetadata, type StaticPageInfo } from "@/components/content/static-page";
import { JsonLdScript } from "@/components/json-ld-script";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/faq">;

const PAGE: StaticPageInfo = {
  path: "/faq",
  title: "FAQ",
  description: "Answers to common questions about ordering, payment, delivery and returns.",
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** Frequently asked questions, with FAQPage structured data. */
export default async function FaqPage({ params }: Props) {
  return (
    <StaticPage site={(await params).site} page={PAGE}>
      <JsonLdScript data={faqJsonLd(FAQ)} />
      <div className={styles.faq}>
        {FAQ.map((entry) => (
          <details key={entry.question}>
            <summary>
              <h2>{entry.question}</h2>
            </summary>
            <p>{entry.answer}</p>
          </details>
        ))}
        <p className={styles.note}>
          Another question? <Link href="/contact-us">Contact us</Link>.
        </p>
        <p className={styles.updated}>
          Last updated: <time dateTime={FAQ_LAST_UPDATED}>{formatPostDate(FAQ_LAST_UPDATED)}</time>
        </p>
      </div>
    </StaticPage>
  );
}
