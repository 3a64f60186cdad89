"use client";

import { useState } from "react";
import { announceSignedIn } from "@/lib/session/events.client";
import { Field, PasswordField } from "@/components/ui/field.client";
import type { ViewProps } from "./auth-types";
import type { AuthAnswer } from "@/lib/bff/auth.client";
import { useAuthForm } from "./use-auth-form";
import { FormAlert, SubmitButton, ViewHeading } from "./view-parts.client";
import styles from "./auth-modal.module.css";

type LoginAnswer = AuthAnswer & { verify?: boolean; error?: string };

/**
 * Login: errors under the fields (422), the credential error above the form (400), the
 * verification view when the shop asks for it (carrying what was typed).
 */
export function LoginView({ go, close, headingId }: ViewProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const form = useAuthForm<LoginAnswer>(
    { failTo: "alert", fallback: "Something went wrong. Please try again." },
    () => ({
      path: "/api/account/login",
      body: { email, password, remember },
      done: () => {
        setEmail("");
        setPassword("");
        announceSignedIn();
        close();
      },
      refused: (data) => {
        if (!data?.verify) return false;
        go("verify", { email, password, remember });
        return true;
      },
    }),
  );

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId}>Login</ViewHeading>
      <FormAlert message={form.formError} />
      <Field
        label="Username or E-mail"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors.password}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          {/* Not controlled: React resets the form after its action, to the default, which follows the state. */}
          <input
            type="checkbox"
            name="remember"
            defaultChecked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember me
        </label>
        <button type="button" className={styles.linkButton} onClick={() => go("forgot")}>
          Forgot password?
        </button>
      </div>
      <SubmitButton sending={form.sending}>Login</SubmitButton>
      <p className={styles.switch}>
        Don&apos;t have an account?{" "}
        <button type="button" className={styles.linkButton} onClick={() => go("register")}>
          Sign up
        </button>
      </p>
    </form>
  );
}
