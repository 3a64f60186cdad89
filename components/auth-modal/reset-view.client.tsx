"use client";

import { useState } from "react";
import { notify } from "@/lib/toast";
import { Field, PasswordField } from "@/components/ui/field.client";
import type { ViewProps } from "./auth-types";
import { useAuthForm } from "./use-auth-form";
import { SubmitButton, ViewHeading } from "./view-parts.client";

/** Forgot password, step 3 of 3: the new password and its confirmation; then back to login. */
export function ResetView({ carry, go, headingId }: ViewProps) {
  const email = carry?.email ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const form = useAuthForm({ failTo: "toast", fallback: "The password could not be reset. Please try again." }, () => ({
    path: "/api/account/reset-password",
    body: { email, password, confirm_password: confirmation },
    done: (data) => {
      notify.success(data.msg || "Your password has been reset.");
      go("login", { email });
    },
  }));

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId} back={() => go("login")}>
        Reset Password
      </ViewHeading>
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors.password}
      />
      <Field
        label="Confirm Password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={form.errors.confirm_password}
      />
      <SubmitButton sending={form.sending}>Reset Password</SubmitButton>
    </form>
  );
}
