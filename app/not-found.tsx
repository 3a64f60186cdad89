/**
 * The root segment's not-found. No page reaches it (every path is rewritten under `[site]`, lib/tenant.ts,
 * whose not-found pages are ./[site]/not-found.tsx and ./[site]/(shop)/not-found.tsx), but Next sends the
 * root's not-found with every page's RSC payload: without this file, its built-in 404 with inline styles
 * (1.2 KB, about 0.37 KB gzip of every document).
 */
export default function RootNotFound() {
  return <h1>Not found</h1>;
}
