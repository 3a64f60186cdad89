import type { Metadata } from "next";
import Link from "next/link";
import { StaticPage, staticPageMetadata, type StaticPageInfo } from "@/components/content/static-page";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/Compare">;

const PAGE: StaticPageInfo = {
  path: "/Compare",
  title: "Compare",
  description: "Compare products side by side.",
  noIndex: true,
};

const COMPARED = ["Price", "Discount", "Availability", "Size", "Colour"];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** Product comparison: this shop offers no comparison list yet, so the page says what it would show. */
export default async function ComparePage({ params }: Props) {
  return (
    <StaticPage site={(await params).site} page={PAGE}>
      <section className={styles.empty} aria-labelledby="compare-empty">
        <h2 id="compare-empty">No products to compare</h2>
        <p>Products you compare appear here side by side, with these details:</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">What a comparison shows</caption>
            <tbody>
              {COMPARED.map((detail) => (
                <tr key={detail}>
                  <th scope="row">{detail}</th>
                  <td>—</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link href="/" className={styles.button}>
            Browse products
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
