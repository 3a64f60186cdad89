import Link from "next/link";
import { blogListHref } from "@/lib/routing";
import styles from "./content.module.css";

/** Links to every page of the blog list; nothing when it has one page. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Blog pages">
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <Link href={blogListHref(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>{n === page ? <span aria-current="page">{n}</span> : <Link href={blogListHref(n)}>{n}</Link>}</li>
        ))}
        {page < pageCount ? (
          <li>
            <Link href={blogListHref(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
