import type { Deps } from "../deps";

/**
 * The reference API does not send e-mail: it writes each mail to the `mail_outbox` table, shown at
 * GET /sandbox/mail in demo mode so that a person or a test can read the code it carries. The log
 * line names the mail but never its code.
 */
export type Mail = { to: string; subject: string; body: string; code?: string | null };

export function sendMail(deps: Deps, shopId: number, mail: Mail): void {
  deps.db
    .prepare("INSERT INTO mail_outbox (shop_id, to_email, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(shopId, mail.to, mail.subject, mail.body, mail.code ?? null, deps.now().toISOString());
  deps.log(`MAIL shop=${shopId} to=${mail.to} subject="${mail.subject}"`);
}
