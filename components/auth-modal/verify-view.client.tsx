"use client";

import { notify } from "@/lib/toast";
import { announceSignedIn } from "@/lib/session/events.client";
import { useCountdown } from "@/components/ui/use-countdown";
import type { ViewProps } from "./auth-types";
import { CodeField } from "./code-field.client";
import { useAuthForm, useCodeEntry } from "./use-auth-form";
import { ResendLine, SubmitButton, ViewHeading } from "./view-parts.client";
import styles from "./auth-modal.module.css";
import codeStyles from "./code-views.module.css";

const VERIFIED_MESSAGE = "Verification is complete successfully";

/**
 * E-mail verification: the 6-digit code, a countdown from 10:00 that turns
 * red at zero, and Resend, which mails a new code and restarts it. Success signs the customer in
 * (the cart then pushes the local lines) and closes the modal.
 */
export function VerifyView({ carry, go, close, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const countdown = useCountdown();
  const entry = useCodeEntry({
    path: "/api/account/resend-code",
    email,
    resentText: (data) => data.done || data.msg || "A new code is on its way.",
    onResent: countdown.restart,
  });
  const form = useAuthForm(
    { failTo: "toast", fallback: "Verification failed. Please try again.", field: "code", round: entry.round },
    () => ({
      path: "/api/account/verify",
      body: { code: entry.code, email, remember: carry?.remember ?? true },
      done: () => {
        notify.success(VERIFIED_MESSAGE);
        announceSignedIn();
        close();
      },
    }),
  );

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId} back={() => go("login")}>
        Email Verification
      </ViewHeading>
      <p className={styles.note}>
        Enter the 6-digit code sent to <strong>{email}</strong>.
      </p>
      <CodeField key={entry.round} label="Verification code" error={form.errors.code} onChange={entry.setCode} />
      <p
        className={`${codeStyles.timer} ${countdown.expired ? codeStyles.expired : ""}`}
        data-testid="verify-countdown"
      >
        <span className="visually-hidden">Time left: </span>
        {countdown.text}
      </p>
      <SubmitButton sending={form.sending}>Verify</SubmitButton>
      <ResendLine onResend={entry.resend} />
    </form>
  );
}
