import { callBff, firstErrors, messageOf } from "./fetch.client";

/**
 * The browser's calls of the auth modal (route handlers under /api/account): its views post their
 * forms here and read an outcome, never an answer. Signing out is lib/bff/account.client.ts, so that
 * the header, on every page, does not carry the modal's code.
 */

/** What every account call answers with 200: `status:true` when the shop accepted it. */
export type AuthAnswer = { status?: boolean; msg?: string };

export type AuthOutcome<T extends AuthAnswer> =
  /** The shop accepted (200 with `status:true`). */
  | { kind: "done"; data: T }
  /** A 200 without `status:true`: some views read it as a step of their own; else its message is shown. */
  | { kind: "refused"; data: T | null; msg: string | null }
  /** 422: the first message per field, and the answer's own message. */
  | { kind: "invalid"; errors: Record<string, string>; msg: string | null }
  /** Anything else: the answer's message, if it had one. */
  | { kind: "failed"; msg: string | null };

/** Posts one of the auth modal's forms. */
export async function sendAuthForm<T extends AuthAnswer>(path: string, body: unknown): Promise<AuthOutcome<T>> {
  const answer = await callBff<T>(path, { body });
  if (answer.status === 200 && answer.data?.status) return { kind: "done", data: answer.data };
  if (answer.status === 200) return { kind: "refused", data: answer.data, msg: messageOf(answer.data) };
  if (answer.status === 422) return { kind: "invalid", errors: firstErrors(answer.data), msg: messageOf(answer.data) };
  return { kind: "failed", msg: messageOf(answer.data) };
}

export type ResendAnswer = AuthAnswer & { done?: string };

/** Mails a new code: the shop's answer when it did, else its message (or null). */
export async function resendCode(
  path: string,
  email: string,
): Promise<{ ok: true; data: ResendAnswer } | { ok: false; msg: string | null }> {
  const answer = await callBff<ResendAnswer>(path, { body: { email } });
  return answer.status === 200 && answer.data?.status
    ? { ok: true, data: answer.data }
    : { ok: false, msg: messageOf(answer.data) };
}
