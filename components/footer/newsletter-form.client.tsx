"use client";

import { useActionState, useId } from "react";
import { subscribe } from "@/lib/bff/newsletter.client";
import styles from "./site-footer.module.css";

/** The last answer: the success text, or the first e-mail error with the address that was refused. */
type NewsletterState = { done: string | null; error: string | null; email: string };

const NOTHING: NewsletterState = { done: null, error: null, email: "" };

/**
 * Newsletter sign-up: 'Subscribe', or 'Processing ...' and disabled while sending; the success
 * text of the answer under the form; the first e-mail error in red. Validation is the shop's. A form
 * action: a tap before hydration is replayed once the footer is live. React resets the form after
 * the action: to an empty field on success, to the refused address otherwise.
 */
export function NewsletterForm() {
  const id = useId();
  const [state, action, sending] = useActionState<NewsletterState, FormData>(async (_previous, form) => {
    const email = String(form.get("email") ?? "");
    const outcome = await subscribe(email);
    return outcome.ok ? { ...NOTHING, done: outcome.done } : { ...NOTHING, error: outcome.error, email };
  }, NOTHING);
  const error = sending ? null : state.error;
  const done = sending ? null : state.done;

  return (
    <form className={styles.newsletter} action={action} noValidate aria-label="Newsletter">
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
