"use client";

import { useState } from "react";
import { notify } from "@/lib/toast";
import { resendCode, sendAuthForm, type AuthAnswer, type ResendAnswer } from "@/lib/bff/auth.client";

type Request<T extends AuthAnswer> = {
  path: string;
  body: unknown;
  /** The shop accepted (200 with `status:true`). */
  done: (data: T) => void;
  /** A 200 without `status:true`: return true when handled, else it fails like any other answer. */
  refused?: (data: T | null) => boolean;
};

type Options = {
  /** Where a failure's message goes: the alert above the form, or a toast. */
  failTo: "alert" | "toast";
  /** Shown when a failed answer carries no message of its own. */
  fallback: string;
  /** The one input of a single-input view: a 422 without a message for it shows the answer's message under it. */
  field?: string;
};

/**
 * The submit handling the auth modal's views share: the sending flag ('Processing ...'), 422
 * messages under the fields, any other failure's message (or `fallback`) in the alert or a toast.
 * Each view states only its call and what success (and, where it differs, a refusal) means.
 */
export function useAuthForm({ failTo, fallback, field }: Options) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function send<T extends AuthAnswer>({ path, body, done, refused }: Request<T>): Promise<void> {
    setSending(true);
    setErrors({});
    setFormError(null);
    const outcome = await sendAuthForm<T>(path, body);
    setSending(false);

    if (outcome.kind === "done") return done(outcome.data);
    if (outcome.kind === "refused" && refused?.(outcome.data)) return;
    if (outcome.kind === "invalid") {
      const found = { ...outcome.errors };
      if (field !== undefined && found[field] === undefined && outcome.msg !== null) found[field] = outcome.msg;
      setErrors(found);
      return;
    }
    const message = outcome.msg ?? fallback;
    if (failTo === "alert") setFormError(message);
    else notify.error(message);
  }

  return { sending, errors, formError, send, clearErrors: () => setErrors({}) };
}

/**
 * The code input of the verification and reset-code views: the typed code, and Resend, which
 * mails a new code, toasts `resentText` and gives a fresh, empty input (`round` is its key).
 */
export function useCodeEntry({
  path,
  email,
  resentText,
  onResent,
}: {
  path: string;
  email: string;
  resentText: (data: ResendAnswer) => string;
  onResent: () => void;
}) {
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);

  async function resend() {
    const outcome = await resendCode(path, email);
    if (outcome.ok) {
      notify.success(resentText(outcome.data));
      onResent();
      setCode("");
      setRound((r) => r + 1);
    } else {
      notify.error(outcome.msg ?? "Could not send a new code. Please try again.");
    }
  }

  return { code, setCode, round, resend };
}
