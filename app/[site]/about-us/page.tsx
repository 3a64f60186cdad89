import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { htmlToText } from "@/lib/sanitize.server";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop } from "@/lib/current-shop.server";
import { getContentPage } from "@/lib/shop-api/content.server";
import { isMissing } from "@/lib/shop-api/core.server";
import { SafeHtml } from "@/components/catalogue/safe-html";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import { ClientsSection, TeamSection } from "./static-sections";
import content from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/about-us">;

const ABOUT_PAGE_TYPE = 1;

/** The shop's About Us text; not found when the shop has none, an error when the shop cannot be reached. */
const loadAbout = cache(async (site: string) => {
  const shop = await requireShop(site);
  const page = await getContentPage(shop.origin, ABOUT_PAGE_TYPE);
  if (!page.ok) {
    if (isMissing(page)) notFound();
    throw new Error("The About Us page could not be loaded.");
  }
  return { shop, page: page.data };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, page } = await loadAbout((await params).site);
  const name = shop.title;
  return pageMetadata({
    origin: shop.origin,
    path: "/about-us",
    title: "About Us",
    description: htmlToText(page.page_text) || `About ${name}.`,
    siteName: name,
  });
}

/** About Us: breadcrumb, the shop's page_text as sanitised HTML, static team and clients. */
export default async function AboutUsPage({ params }: Props) {
  const { shop, page } = await loadAbout((await params).site);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(shop.origin, [
          { name: "Home", path: "/" },
          { name: "About Us", path: "/about-us" },
        ])}
      />
      <BreadcrumbHeader first="About Us" />
      <div className={content.page}>
        <SafeHtml html={page.page_text} className={content.text} />
        <TeamSection />
        <ClientsSection />
      </div>
    </>
  );
}
