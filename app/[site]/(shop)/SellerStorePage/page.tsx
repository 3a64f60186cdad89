import type { Metadata } from "next";
import Link from "next/link";
import { requireShop } from "@/lib/current-shop.server";
import { StaticPage, staticPageMetadata, type StaticPageInfo } from "@/components/content/static-page";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/SellerStorePage">;

const PAGE: StaticPageInfo = {
  path: "/SellerStorePage",
  title: "Seller Store",
  description: "The store page of a seller.",
  noIndex: true,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** A seller's store front: this shop sells its own products only, so it shows the shop itself. */
export default async function SellerStorePage({ params }: Props) {
  const { site } = await params;
  const shop = await requireShop(site);
  const name = shop.name;
  return (
    <StaticPage site={site} page={PAGE}>
      <section className={styles.panel} aria-labelledby="seller-name">
        <div className={styles.store}>
          <span className={styles.storeBadge} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <div>
            <h2 id="seller-name" className={styles.subTitle}>
              {name}
            </h2>
            <p>Every product in this shop is sold and shipped by {name}.</p>
          </div>
        </div>
        <p>
          <Link href="/" className={styles.button}>
            See all products
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
