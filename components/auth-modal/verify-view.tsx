"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { announceSignedIn } from "@/lib/session-events";
import { Field } from "@/components/form/field";
import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

type VerifyAnswer = { status?: boolean; msg?: string };

/**
 * E-mail verification, carrying the e-mail (and password) from login or register. A plain code
 * field for now: the account issue replaces it with the 6-box code input and the countdown.
 */
export function VerifyView({ carry, go, close, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const answer = await callBff<VerifyAnswer>("/api/account/verify", { body: { code, email, remember: carry?.remember ?? true } });
    setSending(false);
    if (answer.status === 200 && answer.data?.status) {
      toast.success(answer.data.msg || "Verification is complete successfully");
      announceSignedIn();
      close();
    } else if (answer.status === 422) {
      setError(firstErrors(answer.data).code);
    } else {
      toast.error(messageOf(answer.data) ?? "Verification failed.");
    }
  }

  async function resend() {
    const answer = await callBff<{ status?: boolean; msg?: string; done?: string }>("/api/account/resend-code", { body: { email } });
    if (answer.data?.status) toast.success(answer.data.done ?? answer.data.msg ?? "A new code is on its way.");
    else toast.error(messageOf(answer.data) ?? "Could not send a new code.");
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          Email Verification
        </h2>
      </div>
      <p className={styles.note}>
        Enter the 6-digit code sent to <strong>{email}</strong>.
      </p>
      <Field
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        error={error}
      />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Verify"}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={resend}>
          Resend
        </button>
      </p>
    </form>
  );
}
