import styles from "./page.module.css";

/** What an origin that the shop API does not know gets (status 404). */
export function ShopUnavailable() {
  return (
    <main id="main" className={styles.unavailable}>
      <h1>Shop not available</h1>
      <p>There is no shop at this address. Please check the address, or try again later.</p>
    </main>
  );
}
