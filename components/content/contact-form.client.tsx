"use client";

import { useActionState } from "react";
import { Field, TextAreaField } from "@/components/ui/field.client";
import { CONTACT_MAX_LENGTH, INITIAL_CONTACT_STATE, type ContactState } from "@/lib/content/contact";
import styles from "./content.module.css";

const CONTACT_PATH = "/contact-us";

type ContactAction = (previous: ContactState, formData: FormData) => Promise<ContactState>;

/**
 * The contact form. A server action posts it, so without JavaScript it is a plain form post
 * answered by the same page with its message. The fields show the state's values: React resets
 * a form after its action, and a reset restores those, so what was typed survives a failure.
 */
export function ContactForm({ action }: { action: ContactAction }) {
  // The permalink is the form's action in the server HTML (without it React writes action="", which is invalid HTML).
  const [state, formAction, pending] = useActionState(action, INITIAL_CONTACT_STATE, CONTACT_PATH);
  const { errors, values } = state;
  return (
    <form action={formAction} className={styles.contactForm} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.subTitle}>
        Send us a message
      </h2>
      <Field
        label="Full name"
        name="fullname"
        autoComplete="name"
        placeholder="Please enter your name"
        required
        maxLength={CONTACT_MAX_LENGTH.fullname}
        defaultValue={values.fullname}
        error={errors.fullname}
      />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Please enter your email"
        required
        maxLength={CONTACT_MAX_LENGTH.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        label="Subject"
        name="subject"
        placeholder="Please enter your subject"
        required
        maxLength={CONTACT_MAX_LENGTH.subject}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        maxLength={CONTACT_MAX_LENGTH.message}
        defaultValue={values.message}
        error={errors.message}
      />
      <p role="status" className={styles.sent}>
        {state.outcome === "sent" ? state.message : null}
      </p>
      {state.outcome === "failed" || state.outcome === "invalid" ? (
        <p role="alert" className={styles.failed}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
