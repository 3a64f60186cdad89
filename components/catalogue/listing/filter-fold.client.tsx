"use client";

import { useState, type ReactNode } from "react";
import styles from "./listing.module.css";

// Every filter change is a new page segment, so the listing below remounts. The fold keeps the
// state the shopper left it in, so filters opened on a phone stay open while they are refined.
let rememberedOpen = false;

/**
 * Under lg width the products come first and the filters fold behind 'Filters' (a native
 * disclosure: closed in the server HTML, works without JavaScript, nothing shifts). From lg width
 * the sidebar is always open and the summary hidden (listing.module.css).
 */
export function FilterFold({ children }: { children: ReactNode }) {
  const [open] = useState(() => rememberedOpen);
  return (
    <details
      className={styles.filterFold}
      open={open}
      onToggle={(event) => {
        rememberedOpen = event.currentTarget.open;
      }}
    >
      <summary className={styles.filterFoldSummary}>Filters</summary>
      {children}
    </details>
  );
}
