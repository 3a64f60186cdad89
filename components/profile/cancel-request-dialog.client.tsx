"use client";

import { useActionState, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { notify } from "@/lib/toast";
import { Modal } from "@/components/ui/modal.client";
import { sendCancelRequest } from "@/lib/bff/orders.client";
import styles from "./profile.module.css";

type Props = {
  order: { id: number; number: string };
  onClose: () => void;
  /** After the shop accepted the request. */
  onRequested: (saleOrderId: number) => void;
};

/**
 * The cancel request: a message to the shop. On success the shop's `done` is shown and the dialog
 * closes; on a refusal its `msg` is shown as a toast and the message stays for another try.
 */
export function CancelRequestDialog({ order, onClose, onRequested }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const fieldId = useId();
  // The refused message stays in the field: React resets the form after its action, to this default.
  const [state, submit, sending] = useActionState<{ error: string | null; message: string }, FormData>(
    async (_previous, form) => {
      const message = String(form.get("message") ?? "");
      const outcome = await sendCancelRequest(order.id, message);
      if (outcome.ok) {
        notify.success(outcome.done);
        onRequested(order.id);
        onClose();
        return { error: null, message: "" };
      }
      if (outcome.msg) notify.error(outcome.msg);
      if (outcome.errors.message) field.current?.focus();
      return { error: outcome.errors.message ?? null, message };
    },
    { error: null, message: "" },
  );
  const { error } = state;

  return createPortal(
    <Modal
      labelledBy={headingId}
      onClose={() => (sending ? undefined : onClose())}
      initialFocus={field}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
    >
      <h2 id={headingId} className={styles.dialogHeading}>
        Are You sure to Cancel you Order , Order # {order.number}
      </h2>
      <form action={submit} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          Message
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className={styles.message}
          name="message"
          defaultValue={state.message}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose} disabled={sending}>
            Close
          </button>
          <button type="submit" className={styles.primaryButton} disabled={sending}>
            {sending ? "Processing..." : "Submit"}
          </button>
        </div>
      </form>
    </Modal>,
    document.body,
  );
}
