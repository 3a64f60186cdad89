import { callBff, firstErrors } from "./fetch.client";

type NewsletterAnswer = { status?: boolean; done?: string; msg?: string };

/** Signs an e-mail address up: the shop's success text, or the first e-mail error (or its message). */
export async function subscribe(email: string): Promise<{ ok: true; done: string } | { ok: false; error: string }> {
  const answer = await callBff<NewsletterAnswer>("/api/newsletter", { body: { email } });
  if (answer.status === 200 && answer.data?.status)
    return { ok: true, done: answer.data.done ?? answer.data.msg ?? "Subscribed." };
  return {
    ok: false,
    error: firstErrors(answer.data).email ?? answer.data?.msg ?? "Could not subscribe. Please try again.",
  };
}
