"use client";

import { useId } from "react";
import { OtpInput } from "@/components/ui/otp-input.client";
import styles from "./code-views.module.css";

const CODE_LENGTH = 6;

/** The 6-box code of the verification and reset views, with the server's message under it. */
export function CodeField({
  label,
  error,
  onChange,
  disabled,
}: {
  label: string;
  error?: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.codeField}>
      <span id={id} className={styles.codeLabel}>
        {label}
      </span>
      <OtpInput
        length={CODE_LENGTH}
        label={label}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
        autoFocus
      />
      {error ? (
        <p id={errorId} className={styles.codeError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
