import type { Profile } from "@/lib/orders/history.server";
import styles from "./profile.module.css";

/** The signed-in customer's user name and e-mail, read-only; passwords are changed through 'Forgot password?'. */
export function AccountDetails({ account }: { account: Profile["account"] }) {
  if (!account) return <p className={styles.note}>Your account details could not be loaded. Please reload the page.</p>;
  return (
    <>
      <h2 className={styles.panelHeading}>My account</h2>
      <dl className={styles.account}>
        <dt>Username</dt>
        <dd>{account.username}</dd>
        <dt>E-mail</dt>
        <dd>{account.email}</dd>
      </dl>
      <p className={styles.note}>
        To change your password, log out and choose &lsquo;Forgot password?&rsquo; in the login window.
      </p>
    </>
  );
}
