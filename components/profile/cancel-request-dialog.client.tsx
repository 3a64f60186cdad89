"use client";

import { useCallback, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { notify } from "@/lib/toast";
import type { CancelState } from "@/lib/orders/cancel-request";
import { Modal } from "@/components/ui/modal.client";
import { CancelRequestForm } from "./cancel-request-form.client";
import styles from "./profile.module.css";

type Props = {
  order: { id: number; number: string };
  onClose: () => void;
  /** After the shop accepted the request. */
  onRequested: (saleOrderId: number) => void;
};

/**
 * The cancel request: a message to the shop. On success the shop's `done` is shown and the dialog
 * closes; on a refusal its `msg` is shown as a toast and the message stays for another try. Without
 * JavaScript the order history links to the same form on a page of its own (/profile/cancel-request).
 */
export function CancelRequestDialog({ order, onClose, onRequested }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  // Escape and the backdrop do not close the dialog while the request is being sent.
  const sending = useRef(false);
  const onAnswer = useCallback(
    (state: CancelState) => {
      if (state.kind === "requested") {
        notify.success(state.done);
        onRequested(order.id);
        onClose();
      } else if (state.kind === "refused" && state.msg) {
        notify.error(state.msg);
      }
    },
    [order.id, onRequested, onClose],
  );

  return createPortal(
    <Modal
      labelledBy={headingId}
      onClose={() => (sending.current ? undefined : onClose())}
      initialFocus={field}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
    >
      <h2 id={headingId} className={styles.dialogHeading}>
        Are You sure to Cancel you Order , Order # {order.number}
      </h2>
      <CancelRequestForm
        orderId={order.id}
        field={field}
        onAnswer={onAnswer}
        sendingRef={sending}
        back={(busy) => (
          <button type="button" className={styles.secondaryButton} onClick={onClose} disabled={busy}>
            Close
          </button>
        )}
      />
    </Modal>,
    document.body,
  );
}
