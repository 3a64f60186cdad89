"use client";

import type { ViewProps } from "./auth-types";
import { CodeField } from "./code-field.client";
import { useAuthForm, useCodeEntry } from "./use-auth-form";
import { ResendLine, SubmitButton, ViewHeading } from "./view-parts.client";
import styles from "./auth-modal.module.css";

/** Forgot password, step 2 of 3: the 6-digit reset code (with Resend); then the new password. */
export function OtpView({ carry, go, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const entry = useCodeEntry({
    path: "/api/account/resend-reset-otp",
    email,
    resentText: (data) => data.msg || data.done || "A new code is on its way.",
  });
  const form = useAuthForm(
    {
      failTo: "toast",
      fallback: "The code could not be checked. Please try again.",
      field: "code",
      round: entry.round,
    },
    () => ({
      path: "/api/account/reset-otp",
      body: { code: entry.code, email },
      done: () => go("reset", { email }),
    }),
  );

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId} back={() => go("login")}>
        OTP Verification
      </ViewHeading>
      <p className={styles.note}>
        Enter the 6-digit code sent to <strong>{email}</strong>.
      </p>
      <CodeField key={entry.round} label="Reset code" error={form.errors.code} onChange={entry.setCode} />
      <SubmitButton sending={form.sending}>Verify</SubmitButton>
      <ResendLine onResend={entry.resend} />
    </form>
  );
}
