import styles from "./page.module.css";

/** Body of a route whose screen a later issue builds; the route itself is settled. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <section className={styles.comingSoon}>
      <p>{what} is coming soon.</p>
    </section>
  );
}
