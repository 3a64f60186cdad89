import type { Metadata } from "next";
import Link from "next/link";
import { StaticPage, staticPageMetadata, type StaticPageInfo } from "@/components/content/static-page";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/WishList">;

const PAGE: StaticPageInfo = {
  path: "/WishList",
  title: "Wishlist",
  description: "Products saved for later.",
  noIndex: true,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** The wishlist: this shop keeps none yet, so the page points to the cart instead. */
export default async function WishListPage({ params }: Props) {
  return (
    <StaticPage site={(await params).site} page={PAGE}>
      <section className={styles.empty} aria-labelledby="wishlist-empty">
        <h2 id="wishlist-empty">Your wishlist is empty</h2>
        <p>To keep a product for later, add it to your cart: the cart is kept on this device until you check out.</p>
        <p>
          <Link href="/" className={styles.button}>
            Browse products
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
