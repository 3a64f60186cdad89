"use client";

import styles from "./catalogue.module.css";

// What failed, by the route's first segment; one error boundary (app/[site]/error.tsx) serves every page
// this names, so a page loads one boundary's script instead of two.
const FAILED_PAGES: Record<string, string> = {
  catagory: "This category",
  product: "This product",
  "product-type": "These products",
  Product: "These products", // the public path of product-type (lib/tenant.ts)
  articles: "The blog",
  BlogDetail: "This blog post",
  "about-us": "The About Us page",
};

/**
 * What the error page says could not be loaded at `pathname`: the browser's path, or the rewritten
 * one that starts with the shop's segment (app/[site]) should the boundary render on the server.
 */
export function failedPageName(pathname: string | null): string {
  const segments = (pathname ?? "").split("/").filter(Boolean).slice(0, 2);
  const route = segments.find((segment) => Object.hasOwn(FAILED_PAGES, segment));
  return route ? FAILED_PAGES[route]! : "This page";
}

/**
 * What a catalogue page shows when the shop could not be reached (error.tsx). The details stay in
 * the server log; the shopper gets a plain sentence and a way to try again.
 */
export function CatalogueError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <section className={styles.empty} role="alert">
      <h1>Something went wrong</h1>
      <p>{what} could not be loaded just now. Please try again.</p>
      <button type="button" className={styles.button} onClick={() => retry()}>
        Try again
      </button>
    </section>
  );
}
