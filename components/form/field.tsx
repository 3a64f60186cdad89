"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./field.module.css";

type FieldProps = {
  label: ReactNode;
  /** The server's first message for this field, shown under it. */
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its error message wired for assistive technology. */
export function Field({ label, error, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.input} ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: Omit<FieldProps, "type">) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.withToggle}>
        <input
          id={id}
          className={styles.input}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button type="button" className={styles.toggle} aria-pressed={visible} aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldStyles = styles;
