/**
 * The footer's newsletter form's state: the success text, or the first e-mail error with the address
 * that was refused; `signups` counts the successes (each gives an empty field).
 */
export type NewsletterState = { done: string | null; error: string | null; email: string; signups: number };

export const NEWSLETTER_NOTHING: NewsletterState = { done: null, error: null, email: "", signups: 0 };
