"use client";

import { useState } from "react";
import { notify } from "@/lib/toast";
import { Field } from "@/components/ui/field.client";
import type { ViewProps } from "./auth-types";
import { useAuthForm } from "./use-auth-form";
import { SubmitButton, ViewHeading } from "./view-parts.client";
import styles from "./auth-modal.module.css";

/** Forgot password, step 1 of 3: the e-mail; the shop mails a reset code, then the OTP view. */
export function ForgotView({ carry, go, headingId }: ViewProps) {
  const [email, setEmail] = useState(carry?.email ?? "");
  const form = useAuthForm(
    { failTo: "toast", fallback: "Something went wrong. Please try again.", field: "email" },
    () => ({
      path: "/api/account/forgot-password",
      body: { email },
      done: (data) => {
        if (data.msg) notify.success(data.msg);
        go("otp", { email });
      },
    }),
  );

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId} back={() => go("login")}>
        Forgot Password
      </ViewHeading>
      <p className={styles.note}>Enter your e-mail and we will send you a 6-digit code.</p>
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors.email}
      />
      <SubmitButton sending={form.sending}>Send Code</SubmitButton>
    </form>
  );
}
