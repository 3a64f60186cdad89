"use client";

import { useId, useState, type FormEvent } from "react";
import { subscribe } from "@/lib/bff/newsletter.client";
import styles from "./site-footer.module.css";

/**
 * Newsletter sign-up: 'Subscribe', or 'Processing ...' and disabled while sending; the success
 * text of the answer under the form; the first e-mail error in red. Validation is the shop's.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setDone(null);
    setError(null);
    const outcome = await subscribe(email);
    setSending(false);
    if (outcome.ok) {
      setDone(outcome.done);
      setEmail("");
      return;
    }
    setError(outcome.error);
  }

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate aria-label="Newsletter">
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
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
