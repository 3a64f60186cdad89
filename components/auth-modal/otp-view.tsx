"use client";

import { useState, type FormEvent } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import type { ViewProps } from "./auth-modal";
import { CodeField } from "./code-field";
import styles from "./auth-modal.module.css";

type Answer = { status?: boolean; msg?: string; done?: string };

/** Forgot password, step 2 of 3: the 6-digit reset code (with Resend); then the new password. */
export function OtpView({ carry, go, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const answer = await callBff<Answer>("/api/account/reset-otp", { body: { code, email } });
    setSending(false);
    if (answer.status === 200 && answer.data?.status) {
      go("reset", { email });
    } else if (answer.status === 422) {
      setError(firstErrors(answer.data).code ?? messageOf(answer.data) ?? undefined);
    } else {
      notify.error(messageOf(answer.data) ?? "The code could not be checked. Please try again.");
    }
  }

  async function resend() {
    const answer = await callBff<Answer>("/api/account/resend-reset-otp", { body: { email } });
    if (answer.status === 200 && answer.data?.status) {
      notify.success(answer.data.msg || answer.data.done || "A new code is on its way.");
      setCode("");
      setError(undefined);
      setRound((r) => r + 1);
    } else {
      notify.error(messageOf(answer.data) ?? "Could not send a new code. Please try again.");
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          OTP Verification
        </h2>
      </div>
      <p className={styles.note}>
        Enter the 6-digit code sent to <strong>{email}</strong>.
      </p>
      <CodeField key={round} label="Reset code" error={error} onChange={setCode} />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Verify"}
      </button>
      <p className={styles.switch}>
        Didn&apos;t get the code?{" "}
        <button type="button" className={styles.linkButton} onClick={resend}>
          Resend
        </button>
      </p>
    </form>
  );
}
