import type { Db } from "../db/open";
import { query } from "../db/statement";
import type { Deps } from "../deps";

/**
 * The reference API does not send e-mail: it writes each mail to the `mail_outbox` table, shown at
 * GET /sandbox/mail in demo mode so that a person or a test can read the code it carries. The log
 * line names the mail but never its code.
 */
export type Mail = { to: string; subject: string; body: string; code?: string | null };

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
};

const insert = query<[shopId: number, to: string, subject: string, body: string, code: string | null, at: string]>(
  "INSERT INTO mail_outbox (shop_id, to_email, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)",
);
const outbox = query<{ shop: number; to: string | null }, OutboxMail>(
  `SELECT id, to_email AS "to", subject, body, code, created_at FROM mail_outbox
   WHERE shop_id = @shop AND (@to IS NULL OR to_email = @to COLLATE NOCASE) ORDER BY id DESC LIMIT 100`,
);

export function sendMail(deps: Deps, shopId: number, mail: Mail): void {
  insert(deps.db).run(shopId, mail.to, mail.subject, mail.body, mail.code ?? null, deps.now().toISOString());
  deps.log(`MAIL shop=${shopId} to=${mail.to} subject="${mail.subject}"`);
}

/** The shop's newest 100 mails, of one address when `to` is given. */
export const listOutbox = (db: Db, shopId: number, to: string | null): OutboxMail[] =>
  outbox(db).all({ shop: shopId, to });
