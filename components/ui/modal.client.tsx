"use client";

import { useRef, type ReactNode, type RefObject } from "react";
import { useFocusTrap, usePageInert } from "./use-focus-trap";

type ModalProps = {
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** Escape, and a press on the backdrop when `closeOnBackdrop`. */
  onClose: () => void;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: "dialog" | "alertdialog";
  /** What takes focus when the dialog opens; its first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog's element, for a caller that moves focus inside it later. */
  boxRef?: RefObject<HTMLDivElement | null>;
  closeOnBackdrop?: boolean;
  /** While a dialog opened over this one is up. */
  inert?: boolean;
  backdropClassName: string | undefined;
  className: string | undefined;
  children: ReactNode;
};

/**
 * The storefront's one modal layer: a backdrop and a dialog named by its heading, focus kept inside
 * (Tab cycles, Escape closes) and given back to the opener on close, the page behind inert and still.
 */
export function Modal({
  labelledBy,
  onClose,
  role = "dialog",
  initialFocus,
  boxRef,
  closeOnBackdrop = false,
  inert,
  backdropClassName,
  className,
  children,
}: ModalProps) {
  const ownBox = useRef<HTMLDivElement>(null);
  const box = boxRef ?? ownBox;
  const onKeyDown = useFocusTrap(box, onClose, initialFocus);
  usePageInert();
  return (
    <div
      className={backdropClassName}
      onMouseDown={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      <div
        ref={box}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        inert={inert}
      >
        {children}
      </div>
    </div>
  );
}
