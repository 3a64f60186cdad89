"use client";

import { useState, type FormEvent } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { Field, PasswordField } from "@/components/form/field";
import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

type Answer = { status?: boolean; msg?: string };

/** Forgot password, step 3 of 3: the new password and its confirmation; then back to login. */
export function ResetView({ carry, go, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    const answer = await callBff<Answer>("/api/account/reset-password", { body: { email, password, confirm_password: confirmation } });
    setSending(false);
    if (answer.status === 200 && answer.data?.status) {
      notify.success(answer.data.msg || "Your password has been reset.");
      go("login", { email });
    } else if (answer.status === 422) {
      setErrors(firstErrors(answer.data));
    } else {
      notify.error(messageOf(answer.data) ?? "The password could not be reset. Please try again.");
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          Reset Password
        </h2>
      </div>
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Field
        label="Confirm Password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirm_password}
      />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Reset Password"}
      </button>
    </form>
  );
}
