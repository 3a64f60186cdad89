"use client";

import { useEffect, useRef } from "react";
import { Modal } from "@/components/ui/modal.client";
import type { AuthCarry, AuthView, ViewProps } from "./auth-types";
import { LoginView } from "./login-view.client";
import { RegisterView } from "./register-view.client";
import { VerifyView } from "./verify-view.client";
import { ForgotView } from "./forgot-view.client";
import { OtpView } from "./otp-view.client";
import { ResetView } from "./reset-view.client";
import styles from "./auth-modal.module.css";

function LockIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </svg>
  );
}

const HEADING_ID = "auth-modal-heading";

/**
 * 'Register / Sign in' dialog: modal (the page behind is inert), focus kept inside, Escape closes,
 * each view names the dialog with its own heading.
 */
export function AuthModal({
  view,
  carry,
  go,
  close,
}: {
  view: AuthView;
  carry: AuthCarry | null;
  go: ViewProps["go"];
  close: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each view starts at its first field (not at ×).
    dialog.current?.querySelector<HTMLElement>("input, select, button:not([data-close])")?.focus();
  }, [view]);

  const props: ViewProps = { carry, go, close, headingId: HEADING_ID };
  return (
    <Modal
      labelledBy={HEADING_ID}
      onClose={close}
      boxRef={dialog}
      closeOnBackdrop
      backdropClassName={styles.backdrop}
      className={styles.dialog}
    >
      <div className={styles.top}>
        <p className={styles.title}>Register / Sign in</p>
        <button type="button" className={styles.close} onClick={close} aria-label="Close" data-close>
          ×
        </button>
      </div>
      <p className={styles.protected}>
        <LockIcon /> Your Information is Protected
      </p>
      {view === "login" ? <LoginView {...props} /> : null}
      {view === "register" ? <RegisterView {...props} /> : null}
      {view === "verify" ? <VerifyView {...props} /> : null}
      {view === "forgot" ? <ForgotView {...props} /> : null}
      {view === "otp" ? <OtpView {...props} /> : null}
      {view === "reset" ? <ResetView {...props} /> : null}
    </Modal>
  );
}
