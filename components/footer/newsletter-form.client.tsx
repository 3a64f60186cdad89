"use client";

import { useActionState, useId } from "react";
import { useFormStatus } from "react-dom";
import { subscribeAction } from "@/lib/content/newsletter-action";
import type { NewsletterState } from "@/lib/content/newsletter";
import { WakeOnUse } from "@/components/static-region/wake-on-use.client";
import styles from "./site-footer.module.css";

function Subscribe() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.newsletterButton} disabled={pending}>
      {pending ? "Processing ..." : "Subscribe"}
    </button>
  );
}

/**
 * Newsletter sign-up: 'Subscribe', or 'Processing ...' and disabled while sending; the success
 * text of the answer under the form; the first e-mail error in red. Validation is the shop's. The
 * form posts to a Server Action (subscribeAction), which React renders as a real form post (hidden
 * fields, no `javascript:` URL), so it works before hydration and without JavaScript: the answer is
 * then the same page with the action's state in its footer. The permalink is the footer's heading
 * (`#footer-newsletter`, site-footer.tsx): the form posts to the page's own address, query included,
 * and the answer opens scrolled to the newsletter. The form is on every page: its hidden fields and
 * code are kept small (docs/adr/0014-server-action-forms.md).
 *
 * The action's state hydrates here (after a post without JavaScript, the answer's); the form itself
 * wakes on use (docs/adr/0015-wake-on-use.md), drawn from that state when the pointer or focus reaches it.
 */
export function NewsletterForm() {
  const id = useId();
  // The first state is null, read with `?.`: React writes it into every page's HTML (a hidden field), and
  // the empty state's object stays out of the browser's code.
  const [state, action, sending] = useActionState(subscribeAction, null, "#footer-newsletter");
  return (
    <WakeOnUse as="div">
      <NewsletterFields id={id} state={state} action={action} sending={sending} />
    </WakeOnUse>
  );
}

function NewsletterFields({
  id,
  state,
  action,
  sending,
}: {
  id: string;
  state: NewsletterState | null;
  action: (form: FormData) => void;
  sending: boolean;
}) {
  const error = sending ? null : state?.error;
  const done = sending ? null : state?.done;
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
          key={state?.signups ?? 0}
          defaultValue={state?.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Subscribe />
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
