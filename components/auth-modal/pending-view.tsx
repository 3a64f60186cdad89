"use client";

import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

const HEADINGS = { forgot: "Forgot Password", otp: "OTP Verification", reset: "Reset Password" } as const;

/** Forgot password, OTP and reset views: their flow is built by the account issue. */
export function PendingView({ view, go, headingId }: ViewProps & { view: keyof typeof HEADINGS }) {
  return (
    <div aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          {HEADINGS[view]}
        </h2>
      </div>
      <p className={styles.note}>Password reset is not available yet.</p>
    </div>
  );
}
