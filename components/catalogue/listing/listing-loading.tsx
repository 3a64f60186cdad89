import styles from "./listing.module.css";

/** The inner loading state of a listing route while its first page is rendered (loading.tsx). */
export function ListingLoading() {
  return (
    <div className={styles.loadingPage} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading products…</span>
    </div>
  );
}
