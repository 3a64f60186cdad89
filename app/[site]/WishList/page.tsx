import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { StaticPage, staticPageMetadata, type StaticPageInfo } from "@/components/content/static-page";
import { WishlistView } from "@/components/wishlist/wishlist-view.client";

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

/** The wishlist: kept in this browser per shop, shown with what the shop says about each product now. */
export default async function WishListPage({ params }: Props) {
  const { site } = await params;
  const shop = await requireShop(site);
  return (
    <StaticPage site={site} page={PAGE}>
      <WishlistView currencySymbol={shop.currency.symbol} />
    </StaticPage>
  );
}
