"use client";

import { useActionState, useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useFormStatus } from "react-dom";
import { requestCancelAction } from "@/lib/orders/cancel-request-action";
import { CANCEL_IDLE, cancelRequestHref, type CancelState } from "@/lib/orders/cancel-request";
import styles from "./profile.module.css";

type Props = {
  orderId: number;
  /** The message field, for the dialog's first focus. */
  field?: RefObject<HTMLTextAreaElement | null>;
  /** Each answer, once (the dialog's toasts and closing). */
  onAnswer?: (state: CancelState) => void;
  /** Kept up to date with whether the form is being sent (the dialog stays open meanwhile). */
  sendingRef?: RefObject<boolean>;
  /** The way back: the dialog's Close button, or the page's link. */
  back: ReactNode | ((sending: boolean) => ReactNode);
};

function Submit() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.primaryButton} disabled={pending}>
      {pending ? "Processing..." : "Submit"}
    </button>
  );
}

/**
 * The cancel request's form: a message to the shop, posted to a Server Action (requestCancelAction),
 * so the page of its own works without JavaScript. A refused message stays in the field: React resets
 * the form after its action, to the last answer's message.
 */
export function CancelRequestForm({ orderId, field, onAnswer, sendingRef, back }: Props) {
  const fieldId = useId();
  const own = useRef<HTMLTextAreaElement>(null);
  const textarea = field ?? own;
  const [state, submit, sending] = useActionState(requestCancelAction, CANCEL_IDLE, cancelRequestHref(orderId));
  const handled = useRef<CancelState>(CANCEL_IDLE);
  const error = state.kind === "refused" ? state.error : null;
  const alert = state.kind === "refused" && !sending ? state.msg : null;

  useEffect(() => {
    if (sendingRef) sendingRef.current = sending;
  }, [sending, sendingRef]);

  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.kind === "refused" && state.error) textarea.current?.focus();
    onAnswer?.(state);
  }, [state, onAnswer, textarea]);

  return (
    <form action={submit} noValidate>
      <input type="hidden" name="order_id" value={orderId} />
      <label htmlFor={fieldId} className={styles.label}>
        Message
      </label>
      <textarea
        ref={textarea}
        id={fieldId}
        className={styles.message}
        name="message"
        defaultValue={state.kind === "refused" ? state.message : ""}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {alert && !onAnswer ? (
        <p className={styles.error} role="alert">
          {alert}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        {typeof back === "function" ? back(sending) : back}
        <Submit />
      </div>
    </form>
  );
}
