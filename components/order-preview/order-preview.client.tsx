"use client";

import { Thumbnail } from "@/components/ui/thumbnail";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { notify } from "@/lib/toast";
import { imageUrl } from "@/lib/images";
import { statusDisplay } from "@/lib/orders/status";
import { previewAmount } from "@/lib/pricing";
import { discardOrder, fetchOrder } from "@/lib/bff/orders.client";
import { orderPlacedOn } from "@/lib/orders/order-date";
import { isOutOfStock, previewQuantity, proceedHref, type PreviewOrder } from "@/lib/orders/preview-model";
import { Modal } from "@/components/ui/modal.client";
import styles from "./order-preview.module.css";

export type OrderPreviewProps = {
  /** The order to show (as a list already holds it); null keeps the panel closed. */
  order: PreviewOrder | null;
  onClose: () => void;
  /** After a successful discard; the caller reloads its list. */
  onDiscarded?: (order: PreviewOrder) => void;
};

/**
 * The order preview side panel: a modal drawer opened from a draft's 'View
 * Order' or from the order history's 'Preview'. It shows the order as given at once and then
 * refreshes it from the shop. Escape or × closes it and focus returns to the opener.
 */
export function OrderPreview({ order, onClose, onDiscarded }: OrderPreviewProps) {
  if (!order) return null;
  return createPortal(
    <PreviewPanel key={order.id} initial={order} onClose={onClose} onDiscarded={onDiscarded} />,
    document.body,
  );
}

function PreviewPanel({ initial, onClose, onDiscarded }: { initial: PreviewOrder } & Omit<OrderPreviewProps, "order">) {
  const [order, setOrder] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    void fetchOrder(initial.id).then((fresh) => {
      if (live && fresh) setOrder(fresh);
    });
    return () => {
      live = false;
    };
  }, [initial.id]);

  const status = statusDisplay(order.status);
  const proceed = proceedHref(order);
  const date = orderPlacedOn(order);

  // The confirmation is the panel's sibling, above it: inside the panel it would be inert with it.
  return (
    <>
      <Modal
        labelledBy={headingId}
        onClose={onClose}
        closeOnBackdrop
        inert={confirming}
        backdropClassName={styles.backdrop}
        className={styles.drawer}
      >
        <div className={styles.inner}>
          <div className={styles.top}>
            <div>
              <h2 id={headingId} className={styles.heading}>
                Order #{order.number}
              </h2>
              {date ? <p className={styles.placed}>Placed on {date}</p> : null}
            </div>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close order preview">
              ×
            </button>
          </div>

          <div className={`${styles.status} ${styles[status.colour]}`}>
            <span className={styles.statusLabel}>{status.label}</span>
            <div
              className={styles.track}
              role="progressbar"
              aria-label="Shipment progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={status.progress}
            >
              <div className={styles.bar} style={{ width: `${status.progress}%` }} />
            </div>
          </div>

          <dl className={styles.facts}>
            <dt>Tracking number</dt>
            <dd>{order.trackingNumber || "—"}</dd>
            <dt>Shipping address</dt>
            <dd>{order.shippingAddress?.shipping_street1 || "—"}</dd>
          </dl>

          <h3 className={styles.subheading}>Items ({order.lines.length})</h3>
          <ul className={styles.items}>
            {order.lines.map((line) => (
              <li key={line.key} className={styles.item}>
                <Thumbnail src={imageUrl(line.image)} alt="" width={48} height={48} className={styles.thumb} />
                <div>
                  <span className={styles.itemName}>{line.name}</span>
                  {isOutOfStock(order, line) ? <span className={styles.outOfStock}>Out of stock</span> : null}
                  <div className={styles.muted}>Qty {previewQuantity(line.quantity)}</div>
                </div>
                <span>{previewAmount(line.total)}</span>
              </li>
            ))}
          </ul>

          <dl className={styles.totals}>
            <dt>Subtotal</dt>
            <dd>{previewAmount(order.totals.subtotal)}</dd>
            <dt>Discount</dt>
            <dd>{previewAmount(order.totals.discount)}</dd>
            <dt>Tax</dt>
            <dd>{previewAmount(order.totals.tax)}</dd>
            <dt>Shipping</dt>
            <dd>{previewAmount(order.totals.shipping)}</dd>
            <dt className={styles.grandTotal}>Total</dt>
            <dd className={styles.grandTotal}>{previewAmount(order.totals.total)}</dd>
          </dl>

          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
              Discard
            </button>
            {proceed ? (
              // A full load: the order summary's own security policy comes only with its document.
              <a href={proceed} className={styles.proceed}>
                Click to Proceed
              </a>
            ) : null}
          </div>
        </div>
      </Modal>
      {confirming ? (
        <ConfirmDiscard
          order={order}
          onCancel={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            onDiscarded?.(order);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

/** The confirmation before a discard; on success the shop's `done` is shown, otherwise its `msg`. */
function ConfirmDiscard({
  order,
  onCancel,
  onDone,
}: {
  order: PreviewOrder;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [sending, setSending] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  async function discard() {
    setSending(true);
    const outcome = await discardOrder(order.id);
    setSending(false);
    if (outcome.ok) {
      notify.success(outcome.done);
      onDone();
    } else {
      notify.error(outcome.msg);
    }
  }

  return (
    <Modal
      role="alertdialog"
      labelledBy={headingId}
      onClose={onCancel}
      initialFocus={cancelButton}
      backdropClassName={styles.confirmBackdrop}
      className={styles.confirm}
    >
      <h3 id={headingId} className={styles.subheading}>
        Discard order #{order.number}?
      </h3>
      <p className={styles.muted}>The order is deleted and its items are released.</p>
      <div className={styles.confirmActions}>
        <button
          ref={cancelButton}
          type="button"
          className={styles.secondaryButton}
          onClick={onCancel}
          disabled={sending}
        >
          Cancel
        </button>
        <button type="button" className={styles.dangerButton} onClick={discard} disabled={sending}>
          {sending ? "Processing..." : "Yes, discard"}
        </button>
      </div>
    </Modal>
  );
}
