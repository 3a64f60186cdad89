"use client";

import styles from "./page.module.css";

/**
 * What a page shows when the shop API failed to deliver the shop itself (theme, footer, menus):
 * the answer is a 503 (server.mjs), and a kept copy of the page, where there is one, is served instead.
 */
export function ShopOutage({ retry }: { retry: () => void }) {
  return (
    <main id="main" className={styles.unavailable} role="alert">
      <h1>Temporarily unavailable</h1>
      <p>The shop cannot be reached just now. Please try again in a moment.</p>
      <button type="button" onClick={() => retry()}>
        Try again
      </button>
    </main>
  );
}
