"use server";

import { shopAction } from "@/lib/bff/action.server";
import { NEWSLETTER_NOTHING, type NewsletterState } from "@/lib/content/newsletter";
import { sendCommunication } from "@/lib/shop-api/content.server";

const FAILED = "Could not subscribe. Please try again.";

/**
 * The footer's newsletter sign-up (every page, with or without JavaScript): communication type 2 to the
 * request's shop, under the newsletter limit per client address, as `POST /api/newsletter` did. The
 * shop validates the address: its first e-mail error, or its message, is the answer.
 */
export async function subscribeAction(previous: NewsletterState | null, form: FormData): Promise<NewsletterState> {
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 255) : "";
  const outcome = await shopAction({ limit: { name: "newsletter" } }, ({ origin }) =>
    sendCommunication(origin, 2, { email, fullname: "", subject: "", message: "" }),
  );
  const signups = previous?.signups ?? 0;
  if (outcome.ok && outcome.data.status)
    return {
      ...NEWSLETTER_NOTHING,
      done: outcome.data.done || outcome.data.msg || "Subscribed.",
      signups: signups + 1,
    };
  const error = outcome.ok ? outcome.data.msg || FAILED : (outcome.errors?.email?.[0] ?? outcome.message);
  return { ...NEWSLETTER_NOTHING, error, email, signups };
}
