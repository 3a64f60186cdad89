"use client";

import { useState } from "react";
import { notify } from "@/lib/toast";
import { callBff, firstErrors, messageOf } from "@/lib/bff/fetch.client";

/** What every account call answers with 200: `status:true` when the shop accepted it. */
export type AuthAnswer = { status?: boolean; msg?: string };

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
    const answer = await callBff<T>(path, { body });
    setSending(false);

    if (answer.status === 200 && answer.data?.status) {
      done(answer.data);
      return;
    }
    if (answer.status === 200 && refused?.(answer.data)) return;
    if (answer.status === 422) {
      const found = firstErrors(answer.data);
      const message = messageOf(answer.data);
      if (field !== undefined && found[field] === undefined && message !== null) found[field] = message;
      setErrors(found);
      return;
    }
    const message = messageOf(answer.data) ?? fallback;
    if (failTo === "alert") setFormError(message);
    else notify.error(message);
  }

  return { sending, errors, formError, send, clearErrors: () => setErrors({}) };
}

type ResendAnswer = AuthAnswer & { done?: string };

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
    const answer = await callBff<ResendAnswer>(path, { body: { email } });
    if (answer.status === 200 && answer.data?.status) {
      notify.success(resentText(answer.data));
      onResent();
      setCode("");
      setRound((r) => r + 1);
    } else {
      notify.error(messageOf(answer.data) ?? "Could not send a new code. Please try again.");
    }
  }

  return { code, setCode, round, resend };
}
