"use client";

import { useEffect, useState } from "react";
import { notify } from "@/lib/toast";
import { fetchCountries, type Country } from "@/lib/bff/countries.client";
import { trackPixel } from "@/lib/pixel";
import { Field, PasswordField, SelectField } from "@/components/ui/field.client";
import type { ViewProps } from "./auth-types";
import type { AuthAnswer } from "@/lib/bff/auth.client";
import { useAuthForm } from "./use-auth-form";
import { FormAlert, SubmitButton, ViewHeading } from "./view-parts.client";
import styles from "./auth-modal.module.css";

type SignupAnswer = AuthAnswer & { email?: string };

const EMPTY = { username: "", email: "", country_id: "", mobile_number: "", password: "", confirm_password: "" };
type RegisterForm = typeof EMPTY;

/**
 * Register: every rule is the shop's (422 messages under the fields, 400 text above the form,
 * `status:false` as a toast); success fires CompleteRegistration and moves to verification.
 */
export function RegisterView({ go, headingId }: ViewProps) {
  const [values, setValues] = useState<RegisterForm>(EMPTY);
  const [countries, setCountries] = useState<Country[]>([]);
  const form = useAuthForm<SignupAnswer>(
    { failTo: "alert", fallback: "Something went wrong. Please try again." },
    () => ({
      path: "/api/account/register",
      body: values,
      done: (data) => {
        trackPixel("CompleteRegistration", { status: true });
        go("verify", { email: data.email ?? values.email, password: values.password });
      },
      refused: (data) => {
        notify.error(data?.msg ?? "Sign up failed.");
        return true;
      },
    }),
  );

  useEffect(() => {
    let live = true;
    void fetchCountries().then((found) => {
      if (live) setCountries(found);
    });
    return () => {
      live = false;
    };
  }, []);

  /** The props that bind an input to one value of the form and its server message. */
  const bind = (name: keyof RegisterForm) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((f) => ({ ...f, [name]: e.target.value })),
    error: form.errors[name],
  });

  return (
    <form action={form.action} noValidate aria-labelledby={headingId}>
      <ViewHeading id={headingId} back={() => go("login")}>
        Register
      </ViewHeading>
      <FormAlert message={form.formError} />
      <Field label="User Name" autoComplete="username" {...bind("username")} />
      <Field label="E-mail" type="email" autoComplete="email" {...bind("email")} />
      <div className={styles.phone}>
        {/* Not controlled, and drawn anew with each answer: React resets the form after its action, and a
            select goes back to the choice it had when it was mounted. */}
        <SelectField
          key={form.answers}
          label="Country code"
          name="country_id"
          defaultValue={values.country_id}
          onChange={(e) => setValues((f) => ({ ...f, country_id: e.target.value }))}
          error={form.errors.country_id}
        >
          <option value="">Code</option>
          {countries.map((c) => (
            <option key={c.country_id} value={c.country_id} title={c.name}>
              +{c.phonecode}
            </option>
          ))}
        </SelectField>
        <Field
          label="Mobile Number"
          type="number"
          inputMode="tel"
          autoComplete="tel-national"
          {...bind("mobile_number")}
        />
      </div>
      <PasswordField label="Password" autoComplete="new-password" {...bind("password")} />
      <Field label="Confirm Password" type="password" autoComplete="new-password" {...bind("confirm_password")} />
      <SubmitButton sending={form.sending}>Sign Up</SubmitButton>
    </form>
  );
}
