import type { Metadata } from "next";
import type { CSSProperties } from "react";
import { imageUrl } from "@/lib/images";
import { lookupShop } from "@/lib/current-shop.server";
import { themeVariables } from "@/lib/theme-style";
import "../stylesheets";

const FALLBACK_FAVICON = "/assets/favicon.svg";

/**
 * No shop is known at build time; each shop's pages are rendered on first request and then kept
 * (incremental static regeneration), revalidated as often as the shortest-lived shop data they
 * use. Nothing per visitor is rendered on the server, so one copy per shop serves everyone.
 */
export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function generateMetadata({ params }: Pick<LayoutProps<"/[site]">, "params">): Promise<Metadata> {
  const lookup = await lookupShop((await params).site);
  if (lookup.status === "unavailable") return { title: "Temporarily unavailable", robots: { index: false } };
  if (lookup.status !== "ok") return { title: "Shop not available", robots: { index: false } };
  const { title, favicon, origin } = lookup.shop;
  return {
    metadataBase: new URL(origin),
    title: { default: title, template: `%s | ${title}` },
    icons: { icon: imageUrl(favicon, FALLBACK_FAVICON) },
  };
}

/**
 * Root layout of every shop page: the document, with the shop's colours as CSS variables on
 * <html> rendered on the server, so the first HTML already looks like the shop.
 *
 * For an origin the shop API does not know, the (shop) layout below calls notFound(), which lands
 * in ./not-found.tsx ("shop not available", status 404) inside this document.
 */
export default async function RootLayout({ children, params }: LayoutProps<"/[site]">) {
  const lookup = await lookupShop((await params).site);
  const theme = lookup.status === "ok" ? lookup.shop.theme : null;
  return (
    <html lang="en" style={themeVariables(theme) as CSSProperties}>
      <body>{children}</body>
    </html>
  );
}
