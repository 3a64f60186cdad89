"use client";

import type { ReactNode } from "react";
import styles from "./auth-modal.module.css";

/** The view's heading (it names the dialog), with a back-to-login arrow when `back` is given. */
export function ViewHeading({ id, back, children }: { id: string; back?: () => void; children: ReactNode }) {
  const heading = (
    <h2 id={id} className={styles.heading}>
      {children}
    </h2>
  );
  if (!back) return heading;
  return (
    <div className={styles.headingRow}>
      <button type="button" className={styles.back} onClick={back} aria-label="Back to login">
        ←
      </button>
      {heading}
    </div>
  );
}

/** The form's own error (e.g. wrong credentials), above the fields. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}

export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={sending}>
      {sending ? "Processing ..." : children}
    </button>
  );
}

export function ResendLine({ onResend }: { onResend: () => void }) {
  return (
    <p className={styles.switch}>
      Didn&apos;t get the code?{" "}
      <button type="button" className={styles.linkButton} onClick={onResend}>
        Resend
      </button>
    </p>
  );
}
