"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useTransition, type MouseEvent, type ReactNode } from "react";
import styles from "./listing.module.css";

/**
 * Moving between listing states (filters, tags, pages) without a full reload: the URL changes
 * through the router, the server renders the new state, and meanwhile the results show that they
 * are loading. Every control is a real link or form first, so all of it also works without
 * JavaScript; the back button walks through the states because each one is a history entry.
 */

type ListingNavigationApi = { pending: boolean; navigate(href: string, options?: { toResults?: boolean }): void };

const ListingNavigationContext = createContext<ListingNavigationApi | null>(null);

const RESULTS_ID = "listing-results";

export function ListingNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, options: { toResults?: boolean } = {}) => {
      // The page stays where it is (the filters keep their place); a new page of results brings
      // the top of the results into view if it was scrolled past.
      if (options.toResults) {
        const results = document.getElementById(RESULTS_ID);
        if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: "start" });
      }
      startTransition(() => router.push(href, { scroll: false }));
    },
    [router],
  );
  const api = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <ListingNavigationContext.Provider value={api}>{children}</ListingNavigationContext.Provider>;
}

export function useListingNavigation(): ListingNavigationApi {
  const api = useContext(ListingNavigationContext);
  if (!api) throw new Error("useListingNavigation() needs <ListingNavigation>");
  return api;
}

/** The results area: marked busy, and dimmed, while the next state loads. */
export function ListingResults({ children }: { children: ReactNode }) {
  const { pending } = useListingNavigation();
  return (
    <div id={RESULTS_ID} className={styles.results} aria-busy={pending} data-pending={pending || undefined}>
      <p role="status" className="visually-hidden">
        {pending ? "Loading products…" : ""}
      </p>
      {pending ? (
        <div className={styles.loadingOverlay} aria-hidden="true">
          <span className={styles.spinner} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A plain link to another listing state; with JavaScript it navigates in place with the loading state. */
export function ListingLink({
  href,
  toResults,
  children,
  ...rest
}: { href: string; toResults?: boolean; children: ReactNode } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "onClick"
>) {
  const { navigate } = useListingNavigation();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href, { toResults });
      }}
    >
      {children}
    </a>
  );
}
