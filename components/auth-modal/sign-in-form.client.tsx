"use client";

import { useActionState, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { Field, PasswordField } from "@/components/ui/field.client";
import { INITIAL_SIGN_IN_STATE, type SignInState } from "@/lib/session/sign-in";
import { signInHref } from "@/lib/session/return-path";
import { FormAlert } from "./view-parts.client";
import styles from "./auth-modal.module.css";

type SignInAction = (previous: SignInState, form: FormData) => Promise<SignInState>;

/**
 * The sign-in page's form: a Server Action, so it works before hydration and without JavaScript. A
 * refused sign-in comes back with its message and the e-mail as typed; a signed-in customer is sent to `next`.
 */
export function SignInForm({ action, next }: { action: SignInAction; next: string }) {
  // The permalink is where a post without JavaScript lands: with `next`, so a refused attempt keeps it.
  const [state, formAction] = useActionState(action, INITIAL_SIGN_IN_STATE, signInHref(next));
  return (
    <form action={formAction} noValidate aria-labelledby="sign-in-title" className={styles.pageForm}>
      <h2 id="sign-in-title" className={styles.heading}>
        Login
      </h2>
      <FormAlert message={state.message} />
      <input type="hidden" name="next" value={next} />
      <Field
        label="Username or E-mail"
        name="email"
        autoComplete="username"
        defaultValue={state.email}
        error={state.errors.email}
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={state.errors.password} />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" name="remember" defaultChecked={state.remember} />
          Remember me
        </label>
      </div>
      <PendingSubmit>Login</PendingSubmit>
      <p className={styles.switch}>
        Creating an account, verifying it and resetting a password happen in the login/register window at the top of the
        page, which needs JavaScript.
      </p>
    </form>
  );
}

function PendingSubmit({ children }: { children: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.submit} disabled={pending}>
      {pending ? "Processing ..." : children}
    </button>
  );
}
