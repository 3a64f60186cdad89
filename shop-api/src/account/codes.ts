import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/open";

/**
 * One-time 6-digit codes for e-mail verification ('verify') and password reset ('reset').
 *
 * - A code is valid for 10 minutes; issuing a new one retires the older ones of the same purpose.
 * - Only a keyed hash of a code is stored: a copy of the database does not reveal live codes (a
 *   plain hash would not help, a million candidates are hashed in a second).
 * - Wrong guesses are counted per account, across re-issued codes: after MAX_FAILURES the account
 *   takes no code for LOCK_MS, so asking for new codes does not buy new guesses.
 * - At most MAX_ISSUED codes of a purpose are issued per account in CODE_TTL_MS.
 * - A reset code confirmed through otp-verification hands out a one-time reset token; only that
 *   token, not the e-mail address, lets reset-password change the password.
 */
export type CodePurpose = "verify" | "reset";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_ISSUED = 5;

type CodeRow = { id: number; code: string };

const hashCode = (secret: Buffer, customerId: number, purpose: CodePurpose, code: string) =>
  createHmac("sha256", secret).update(`${customerId}:${purpose}:${code}`).digest("hex");
const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** False when the account has had MAX_ISSUED codes of this purpose in the last CODE_TTL_MS. */
export function mayIssueCode(db: Db, customerId: number, purpose: CodePurpose, now: Date): boolean {
  const since = new Date(now.getTime() - CODE_TTL_MS).toISOString();
  const issued = db.prepare("SELECT COUNT(*) FROM customer_codes WHERE customer_id = ? AND purpose = ? AND created_at > ?").pluck().get(customerId, purpose, since) as number;
  return issued < MAX_ISSUED;
}

/** Issues a new code (retiring the older ones) and returns it in clear, for the mail only. */
export function issueCode(db: Db, secret: Buffer, customerId: number, purpose: CodePurpose, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.transaction(() => {
    db.prepare("UPDATE customer_codes SET used_at = ? WHERE customer_id = ? AND purpose = ? AND used_at IS NULL").run(now.toISOString(), customerId, purpose);
    db.prepare("INSERT INTO customer_codes (customer_id, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)").run(
      customerId,
      purpose,
      hashCode(secret, customerId, purpose, code),
      new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      now.toISOString(),
    );
  })();
  return code;
}

export type CodeCheck = { ok: true; id: number } | { ok: false; locked: boolean };

/** Whether `code` is the customer's live code; a wrong guess counts against the account. */
export function checkCode(db: Db, secret: Buffer, customerId: number, purpose: CodePurpose, code: string, now: Date): CodeCheck {
  const account = db.prepare("SELECT code_locked_until FROM customers WHERE id = ?").get(customerId) as { code_locked_until: string | null } | undefined;
  if (account?.code_locked_until && account.code_locked_until > now.toISOString()) return { ok: false, locked: true };

  const row = db
    .prepare(`SELECT id, code FROM customer_codes WHERE customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`)
    .get(customerId, purpose, now.toISOString()) as CodeRow | undefined;
  const expected = row ? Buffer.from(row.code, "hex") : null;
  const given = Buffer.from(hashCode(secret, customerId, purpose, code), "hex");
  if (row && expected && expected.length === given.length && timingSafeEqual(expected, given)) {
    db.prepare("UPDATE customers SET code_failures = 0, code_locked_until = NULL WHERE id = ?").run(customerId);
    return { ok: true, id: row.id };
  }
  const failures = (db.prepare("UPDATE customers SET code_failures = code_failures + 1 WHERE id = ? RETURNING code_failures").pluck().get(customerId) as number) ?? 0;
  if (failures >= MAX_FAILURES) {
    db.prepare("UPDATE customers SET code_failures = 0, code_locked_until = ? WHERE id = ?").run(new Date(now.getTime() + LOCK_MS).toISOString(), customerId);
    // The live code is burned too: after the cooldown a new one must be asked for.
    db.prepare("UPDATE customer_codes SET used_at = ? WHERE customer_id = ? AND purpose = ? AND used_at IS NULL").run(now.toISOString(), customerId, purpose);
    return { ok: false, locked: true };
  }
  return { ok: false, locked: false };
}

export function markUsed(db: Db, codeId: number, now: Date): void {
  db.prepare("UPDATE customer_codes SET used_at = ? WHERE id = ?").run(now.toISOString(), codeId);
}

/** Confirms a reset code and returns the one-time reset token that reset-password then needs. */
export function confirmResetCode(db: Db, codeId: number, now: Date): string {
  const token = randomBytes(32).toString("base64url");
  db.prepare("UPDATE customer_codes SET confirmed_at = ?, reset_token_hash = ? WHERE id = ?").run(now.toISOString(), hashResetToken(token), codeId);
  return token;
}

/** The confirmed, unused reset code of the last CODE_TTL_MS whose reset token this is. */
export function resetCodeOfToken(db: Db, customerId: number, token: string, now: Date): { id: number } | undefined {
  return db
    .prepare(`SELECT id FROM customer_codes WHERE customer_id = ? AND purpose = 'reset' AND used_at IS NULL
      AND confirmed_at IS NOT NULL AND confirmed_at > ? AND reset_token_hash = ? ORDER BY id DESC LIMIT 1`)
    .get(customerId, new Date(now.getTime() - CODE_TTL_MS).toISOString(), hashResetToken(token)) as { id: number } | undefined;
}
