"use client";

import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import styles from "./field.module.css";

type Labelled = {
  label: ReactNode;
  /** The server's first message for this field, shown under it. */
  error?: string;
};

type FieldProps = Labelled & InputHTMLAttributes<HTMLInputElement>;

/** The attributes that tie a control to its error message for assistive technology. */
function errorWiring(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

/** The label above a control and the error message under it. */
function FieldFrame({ id, label, error, children }: Labelled & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error message wired for assistive technology. */
export function Field({ label, error, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} className={`${styles.input} ${className ?? ""}`} {...errorWiring(id, error)} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: Omit<FieldProps, "type">) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={styles.withToggle}>
        <input
          id={id}
          className={styles.input}
          type={visible ? "text" : "password"}
          {...errorWiring(id, error)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </FieldFrame>
  );
}

/** A labelled select with its error message wired like `Field`'s. */
export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={`${styles.input} ${className ?? ""}`} {...errorWiring(id, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea with its error message wired like `Field`'s. */
export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} className={`${styles.input} ${className ?? ""}`} {...errorWiring(id, error)} {...textarea} />
    </FieldFrame>
  );
}
