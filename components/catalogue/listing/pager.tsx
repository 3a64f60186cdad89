import { clampPage, listingHref, pagerWindow, withPage, type ListingState } from "@/lib/listing/query";
import { ListingLink } from "./listing-navigation.client";
import styles from "./listing.module.css";

/** Previous, a window of 5 page numbers, Next; every page clamped to last_page. */
export function Pager({
  pathname,
  state,
  currentPage,
  lastPage,
  extraQuery,
}: {
  pathname: string;
  state: ListingState;
  currentPage: number;
  lastPage: number;
  /** Kept in every page's link before the state, e.g. a search's `q=…`. */ extraQuery?: string;
}) {
  const current = clampPage(currentPage, lastPage);
  const last = clampPage(lastPage, lastPage);
  if (last <= 1) return null;
  const href = (page: number) => {
    const target = listingHref(pathname, withPage(state, clampPage(page, last)));
    if (!extraQuery) return target;
    const [path, query] = target.split("?");
    return `${path}?${extraQuery}${query ? `&${query}` : ""}`;
  };
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <ul>
        <li>
          {current > 1 ? (
            <ListingLink href={href(current - 1)} rel="prev" toResults className={styles.pageLink}>
              Previous
            </ListingLink>
          ) : (
            <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pagerWindow(current, last).map((page) => (
          <li key={page}>
            {page === current ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                <span className="visually-hidden">Page </span>
                {page}
              </span>
            ) : (
              <ListingLink href={href(page)} toResults className={styles.pageLink} aria-label={`Page ${page}`}>
                {page}
              </ListingLink>
            )}
          </li>
        ))}
        <li>
          {current < last ? (
            <ListingLink href={href(current + 1)} rel="next" toResults className={styles.pageLink}>
              Next
            </ListingLink>
          ) : (
            <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
