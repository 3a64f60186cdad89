import Link from "next/link";
import styles from "./page.module.css";

/** The not-found screen, headed 'Oops! Page not found' (spec). */
export function NotFoundView() {
  return (
    <section className={styles.notFound}>
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found</h1>
      <p>The page you are looking for does not exist or has been moved.</p>
      <Link href="/" className={styles.button}>
        Back to Home
      </Link>
    </section>
  );
}
