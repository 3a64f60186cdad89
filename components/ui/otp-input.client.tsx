"use client";

import { useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from "react";
import styles from "./otp-input.module.css";
import { applyInput, applyPaste, codeOf, fitBoxes, isComplete, type OtpEdit, type OtpMode } from "./otp-rules";

export type OtpInputProps = {
  /** Number of boxes, one character each (default 4; the verification screens use 6). */
  length?: number;
  /** Letters as well as digits. */
  letterNumeric?: boolean;
  /** Every change, with the characters entered so far. */
  onChange?: (value: string) => void;
  /** Only when every box is filled. */
  onComplete?: (code: string) => void;
  /** Accessible name of the group of boxes. */
  label?: string;
  /** Submits the code with a form under this name. */
  name?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** Id of the text that describes an error, for screen readers. */
  describedBy?: string;
  className?: string;
};

/**
 * A one-time-code input: one box per character. Typing moves to the next box, Backspace on an empty
 * box to the previous one, arrow keys move; a paste fills the boxes from the focused one. It keeps
 * its own state: to empty it (after a resend, say), render it with a new `key`.
 */
export function OtpInput({
  length = 4,
  letterNumeric = false,
  onChange,
  onComplete,
  label = "One-time code",
  name,
  disabled = false,
  autoFocus = false,
  invalid = false,
  describedBy,
  className,
}: OtpInputProps) {
  const mode: OtpMode = letterNumeric ? "letterNumeric" : "numeric";
  const [stored, setStored] = useState<string[]>(() => fitBoxes([], length));
  const values = stored.length === length ? stored : fitBoxes(stored, length);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  function focusBox(index: number) {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  }

  function commit(edit: OtpEdit | null) {
    if (!edit) return;
    focusBox(edit.focus);
    if (edit.values.every((v, i) => v === values[i])) return;
    setStored(edit.values);
    const code = codeOf(edit.values);
    onChange?.(code);
    if (isComplete(edit.values)) onComplete?.(code);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    commit(applyInput(values, index, event.target.value, mode));
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    commit(applyPaste(values, index, event.clipboardData.getData("text"), mode));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(Math.min(Math.max(to, 0), length - 1));
    };
    if (event.key === "ArrowLeft") move(index - 1);
    else if (event.key === "ArrowRight") move(index + 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(length - 1);
    else if (event.key === "Backspace" && values[index] === "" && index > 0) {
      // An empty box has nothing to delete: step back and clear the previous character instead.
      event.preventDefault();
      commit(applyInput(values, index - 1, "", mode));
    }
  }

  const boxLabel = letterNumeric ? "Character" : "Digit";
  const groupClass = [styles.group, invalid ? styles.invalid : "", className ?? ""].filter(Boolean).join(" ");

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className={groupClass}>
      {values.map((value, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.box}
          type="text"
          // No maxLength: autofill must be able to drop the whole code into one box.
          inputMode={letterNumeric ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-label={`${boxLabel} ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleChange(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
      {name ? <input type="hidden" name={name} value={codeOf(values)} /> : null}
    </div>
  );
}
