"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff-client";
import { trackPixel } from "@/lib/pixel";
import { Field, PasswordField, fieldStyles } from "@/components/form/field";
import type { ViewProps } from "./auth-modal";
import styles from "./auth-modal.module.css";

type Country = { country_id: number; name: string; phonecode: string };
type SignupAnswer = { status?: boolean; msg?: string; email?: string };

const EMPTY = { username: "", email: "", country_id: "", mobile_number: "", password: "", confirm_password: "" };
type RegisterForm = typeof EMPTY;

/**
 * Register: every rule is the shop's (422 messages under the fields, 400 text above the form,
 * `status:false` as a toast); success fires CompleteRegistration and moves to verification.
 */
export function RegisterView({ go, headingId }: ViewProps) {
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [countries, setCountries] = useState<Country[]>([]);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const countryId = useId();

  useEffect(() => {
    let live = true;
    void callBff<{ data?: Country[] }>("/api/countries").then((answer) => {
      if (live && Array.isArray(answer.data?.data)) setCountries(answer.data.data);
    });
    return () => {
      live = false;
    };
  }, []);

  const set = (name: keyof RegisterForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFormError(null);
    const answer = await callBff<SignupAnswer>("/api/account/register", { body: form });
    setSending(false);

    if (answer.status === 200 && answer.data?.status) {
      trackPixel("CompleteRegistration", { status: true });
      go("verify", { email: answer.data.email ?? form.email, password: form.password });
      return;
    }
    if (answer.status === 200) {
      notify.error(answer.data?.msg ?? "Sign up failed.");
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
      <div className={styles.headingRow}>
        <button type="button" className={styles.back} onClick={() => go("login")} aria-label="Back to login">
          ←
        </button>
        <h2 id={headingId} className={styles.heading}>
          Register
        </h2>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Field label="User Name" name="username" autoComplete="username" value={form.username} onChange={(e) => set("username")(e.target.value)} error={errors.username} />
      <Field label="E-mail" name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => set("email")(e.target.value)} error={errors.email} />
      <div className={styles.phone}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={countryId}>
            Country code
          </label>
          <select
            id={countryId}
            name="country_id"
            className={styles.select}
            value={form.country_id}
            onChange={(e) => set("country_id")(e.target.value)}
            aria-invalid={errors.country_id ? true : undefined}
            aria-describedby={errors.country_id ? `${countryId}-error` : undefined}
          >
            <option value="">Code</option>
            {countries.map((c) => (
              <option key={c.country_id} value={c.country_id} title={c.name}>
                +{c.phonecode}
              </option>
            ))}
          </select>
          {errors.country_id ? (
            <p id={`${countryId}-error`} className={fieldStyles.error}>
              {errors.country_id}
            </p>
          ) : null}
        </div>
        <Field
          label="Mobile Number"
          name="mobile_number"
          type="number"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.mobile_number}
          onChange={(e) => set("mobile_number")(e.target.value)}
          error={errors.mobile_number}
        />
      </div>
      <PasswordField label="Password" name="password" autoComplete="new-password" value={form.password} onChange={(e) => set("password")(e.target.value)} error={errors.password} />
      <Field
        label="Confirm Password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={form.confirm_password}
        onChange={(e) => set("confirm_password")(e.target.value)}
        error={errors.confirm_password}
      />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Processing ..." : "Sign Up"}
      </button>
    </form>
  );
}
