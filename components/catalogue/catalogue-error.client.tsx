"use client";

import styles from "./catalogue.module.css";

/**
 * What a catalogue page shows when the shop could not be reached (error.tsx of each route). The
 * details stay in the server log; the shopper gets a plain sentence and a way to try again.
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
