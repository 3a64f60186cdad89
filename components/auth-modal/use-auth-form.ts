"use client";

import { useActionState, useState } from "react";
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
  /** The code entry's round (useCodeEntry): a new code hides the messages about the old one. */
  round?: number;
};

type AuthFormState = {
  errors: Record<string, string>;
  formError: string | null;
  /** The code entry's round the answer was for. */
  round: number | undefined;
  /** How many answers came. */
  answers: number;
};

const NOTHING: AuthFormState = { errors: {}, formError: null, round: undefined, answers: 0 };

/**
 * The submit handling the auth modal's views share, as a form action (`<form action={form.action}>`):
 * 'Processing ...' while it runs, 422 messages under the fields, any other failure's message (or
 * `fallback`) in the alert or a toast. Each view states only its request and what success (and,
 * where it differs, a refusal) means; messages of the last answer hide while the next is sent.
 */
export function useAuthForm<T extends AuthAnswer = AuthAnswer>(
  { failTo, fallback, field, round }: Options,
  request: () => Request<T>,
) {
  const [state, action, sending] = useActionState<AuthFormState, FormData>(async (previous) => {
    const { path, body, done, refused } = request();
    const outcome = await sendAuthForm<T>(path, body);
    const answered = { ...NOTHING, round, answers: previous.answers + 1 };

    if (outcome.kind === "done") {
      done(outcome.data);
      return answered;
    }
    if (outcome.kind === "refused" && refused?.(outcome.data)) return answered;
    if (outcome.kind === "invalid") {
      const found = { ...outcome.errors };
      if (field !== undefined && found[field] === undefined && outcome.msg !== null) found[field] = outcome.msg;
      return { ...answered, errors: found };
    }
    const message = outcome.msg ?? fallback;
    if (failTo === "alert") return { ...answered, formError: message };
    notify.error(message);
    return answered;
  }, NOTHING);

  const current = !sending && state.round === round;
  return {
    action,
    sending,
    /** How many answers came: a key for a select, which React's reset after the action would otherwise put back to its first choice. */
    answers: state.answers,
    errors: current ? state.errors : NOTHING.errors,
    formError: current ? state.formError : null,
  };
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
  onResent?: () => void;
}) {
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);

  async function resend() {
    const outcome = await resendCode(path, email);
    if (outcome.ok) {
      notify.success(resentText(outcome.data));
      onResent?.();
      setCode("");
      setRound((r) => r + 1);
    } else {
      notify.error(outcome.msg ?? "Could not send a new code. Please try again.");
    }
  }

  return { code, setCode, round, resend };
}
