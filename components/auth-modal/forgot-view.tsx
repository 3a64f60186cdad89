"use client";

import { useState, type FormEvent } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { Field } from "@/components/form/field";
import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

type Answer = { status?: boolean; msg?: string };

/** Forgot password, step 1 of 3: the e-mail; the shop mails a reset code, then the OTP view. */
export function ForgotView({ carry, go, headingId }: ViewProps) {
  const [email, setEmail] = useState(carry?.email ?? "");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const answer = await callBff<Answer>("/api/account/forgot-password", { body: { email } });
    setSending(false);
    if (answer.status === 200 && answer.data?.status) {
      if (answer.data.msg) notify.success(answer.data.msg);
      go("otp", { email });
    } else if (answer.status === 422) {
      setError(firstErrors(answer.data).email ?? messageOf(answer.data) ?? undefined);
    } else {
      notify.error(messageOf(answer.data) ?? "Something went wrong. Please try again.");
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          Forgot Password
        </h2>
      </div>
      <p className={styles.note}>Enter your e-mail and we will send you a 6-digit code.</p>
      <Field label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Send Code"}
      </button>
    </form>
  );
}
