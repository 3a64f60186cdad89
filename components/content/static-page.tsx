import type { Metadata } from "next";
import type { ReactNode } from "react";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import styles from "./content.module.css";

export type StaticPageInfo = { path: string; title: string; description: string; noIndex?: boolean };

export async function staticPageMetadata(site: string, page: StaticPageInfo): Promise<Metadata> {
  const shop = await requireShop(site);
  const name = shop.title;
  return pageMetadata({
    origin: shop.origin,
    path: page.path,
    title: page.title,
    description: page.description,
    siteName: name,
    noIndex: page.noIndex,
  });
}

/** The frame of a page without data of its own: breadcrumb header and the page's body. */
export async function StaticPage({
  site,
  page,
  children,
}: {
  site: string;
  page: StaticPageInfo;
  children: ReactNode;
}) {
  const shop = await requireShop(site);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(shop.origin, [
          { name: "Home", path: "/" },
          { name: page.title, path: page.path },
        ])}
      />
      <BreadcrumbHeader first={page.title} />
      <div className={styles.page}>{children}</div>
    </>
  );
}

type SiteParams = { params: Promise<{ site: string }> };

/**
 * The route of a page without data of its own (components/content/placeholder-pages.tsx): its
 * metadata and its page, `Body` in the frame above. A route file exports the two.
 */
export function staticRoute(page: StaticPageInfo, Body: (props: { site: string }) => ReactNode | Promise<ReactNode>) {
  return {
    generateMetadata: async ({ params }: SiteParams): Promise<Metadata> =>
      staticPageMetadata((await params).site, page),
    Page: async function Page({ params }: SiteParams) {
      const { site } = await params;
      return (
        <StaticPage site={site} page={page}>
          <Body site={site} />
        </StaticPage>
      );
    },
  };
}

/** Says why a form's buttons are disabled: it is a template, wired to nothing. */
export function NotConnectedNote({ id }: { id: string }) {
  return (
    <p id={id} className={styles.note}>
      This form is not available in this shop yet, so it cannot be sent.
    </p>
  );
}
