"use client";

import { startTransition, useActionState, useId } from "react";
import { subscribe } from "@/lib/bff/newsletter.client";
import styles from "./site-footer.module.css";

/**
 * The last answer: the success text, or the first e-mail error with the address that was refused;
 * `signups` counts the successes (each gives an empty field).
 */
type NewsletterState = { done: string | null; error: string | null; email: string; signups: number };

const NOTHING: NewsletterState = { done: null, error: null, email: "", signups: 0 };

/**
 * Newsletter sign-up: 'Subscribe', or 'Processing ...' and disabled while sending; the success
 * text of the answer under the form; the first e-mail error in red. Validation is the shop's. The
 * submit state is the form idiom's (useActionState), but the form calls its action from onSubmit: a
 * function passed as the form's `action` is server-rendered as a `javascript:` URL, into every page's
 * HTML (the footer is on all of them), where the sanitised-content checks and the HTML budget count it.
 */
export function NewsletterForm() {
  const id = useId();
  const [state, action, sending] = useActionState<NewsletterState, FormData>(async ({ signups }, form) => {
    const email = String(form.get("email") ?? "");
    const outcome = await subscribe(email);
    return outcome.ok
      ? { ...NOTHING, done: outcome.done, signups: signups + 1 }
      : { ...NOTHING, error: outcome.error, email, signups };
  }, NOTHING);
  const error = sending ? null : state.error;
  const done = sending ? null : state.done;

  return (
    <form
      className={styles.newsletter}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        startTransition(() => action(form));
      }}
      noValidate
      aria-label="Newsletter"
    >
      <label htmlFor={id} className={styles.newsletterLabel}>
        Subscribe to our newsletter
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={id}
          type="email"
          name="email"
          placeholder="Your e-mail address"
          autoComplete="email"
          className={styles.newsletterInput}
          key={state.signups}
          defaultValue={state.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className={styles.newsletterButton} disabled={sending}>
          {sending ? "Processing ..." : "Subscribe"}
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className={styles.newsletterError}>
            {error}
          </p>
        ) : null}
        {done ? <p className={styles.newsletterDone}>{done}</p> : null}
      </div>
    </form>
  );
}
