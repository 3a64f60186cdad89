"use client";

import { useState, type FormEvent } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { announceSignedIn } from "@/lib/session-events";
import { useCountdown } from "@/components/use-countdown";
import type { ViewProps } from "./auth-modal";
import { CodeField } from "./code-field";
import styles from "./auth-modal.module.css";
import codeStyles from "./code-views.module.css";

type Answer = { status?: boolean; msg?: string; done?: string };

export const VERIFIED_MESSAGE = "Verification is complete successfully";

/**
 * E-mail verification (spec part 2 §2, §4): the 6-digit code, a countdown from 10:00 that turns
 * red at zero, and Resend, which mails a new code and restarts it. Success signs the customer in
 * (the cart then pushes the local lines) and closes the modal.
 */
export function VerifyView({ carry, go, close, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const countdown = useCountdown();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    const answer = await callBff<Answer>("/api/account/verify", { body: { code, email, remember: carry?.remember ?? true } });
    setSending(false);
    if (answer.status === 200 && answer.data?.status) {
      notify.success(VERIFIED_MESSAGE);
      announceSignedIn();
      close();
    } else if (answer.status === 422) {
      setError(firstErrors(answer.data).code ?? messageOf(answer.data) ?? undefined);
    } else {
      notify.error(messageOf(answer.data) ?? "Verification failed. Please try again.");
    }
  }

  async function resend() {
    const answer = await callBff<Answer>("/api/account/resend-code", { body: { email } });
    if (answer.status === 200 && answer.data?.status) {
      notify.success(answer.data.done || answer.data.msg || "A new code is on its way.");
      countdown.restart();
      setCode("");
      setError(undefined);
      setRound((r) => r + 1); // a fresh, empty code input
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
          Email Verification
        </h2>
      </div>
      <p className={styles.note}>
        Enter the 6-digit code sent to <strong>{email}</strong>.
      </p>
      <CodeField key={round} label="Verification code" error={error} onChange={setCode} />
      <p className={`${codeStyles.timer} ${countdown.expired ? codeStyles.expired : ""}`} data-testid="verify-countdown">
        <span className="visually-hidden">Time left: </span>
        {countdown.text}
      </p>
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
