"use client";

import { useState, type FormEvent } from "react";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { announceSignedIn } from "@/lib/session-events";
import { Field, PasswordField } from "@/components/form/field";
import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

type LoginAnswer = { status?: boolean; verify?: boolean; msg?: string; error?: string };

/**
 * Login: errors under the fields (422), the credential error above the form (400), the
 * verification view when the shop asks for it (carrying what was typed).
 */
export function LoginView({ go, close, headingId }: ViewProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFormError(null);
    const answer = await callBff<LoginAnswer>("/api/account/login", { body: { email, password, remember } });
    setSending(false);

    if (answer.status === 200 && answer.data?.status) {
      setEmail("");
      setPassword("");
      announceSignedIn();
      close();
      return;
    }
    if (answer.status === 200 && answer.data?.verify) {
      go("verify", { email, password, remember });
      return;
    }
    if (answer.status === 422) {
      setErrors(firstErrors(answer.data));
      return;
    }
    setFormError(messageOf(answer.data) ?? "Something went wrong. Please try again.");
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Login
      </h2>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Field
        label="Username or E-mail"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember me
        </label>
        <button type="button" className={styles.linkButton} onClick={() => go("forgot")}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Login"}
      </button>
      <p className={styles.switch}>
        Don&apos;t have an account?{" "}
        <button type="button" className={styles.linkButton} onClick={() => go("register")}>
          Sign up
        </button>
      </p>
    </form>
  );
}
