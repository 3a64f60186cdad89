import styles from "./home.module.css";

/** The home page's loading indicator while the catalogue sections are fetched. */
export function HomeLoading() {
  return (
    <div className={`${styles.loading} ${styles.loadingBlock}`} role="status">
      Loading products…
    </div>
  );
}
