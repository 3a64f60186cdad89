import { randomInt } from "node:crypto";
import type { Db } from "../db/open";

/**
 * One-time 6-digit codes for e-mail verification ('verify') and password reset ('reset').
 * A code is valid for 10 minutes; issuing a new one retires the older ones of the same purpose;
 * MAX_ATTEMPTS wrong guesses burn it.
 */
export type CodePurpose = "verify" | "reset";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

type CodeRow = { id: number; code: string; expires_at: string; confirmed_at: string | null; attempts: number };

export function issueCode(db: Db, customerId: number, purpose: CodePurpose, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.transaction(() => {
    db.prepare("UPDATE customer_codes SET used_at = ? WHERE customer_id = ? AND purpose = ? AND used_at IS NULL").run(
      now.toISOString(),
      customerId,
      purpose,
    );
    db.prepare("INSERT INTO customer_codes (customer_id, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)").run(
      customerId,
      purpose,
      code,
      new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      now.toISOString(),
    );
  })();
  return code;
}

function currentCode(db: Db, customerId: number, purpose: CodePurpose, now: Date): CodeRow | undefined {
  return db
    .prepare(`SELECT id, code, expires_at, confirmed_at, attempts FROM customer_codes
      WHERE customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
      ORDER BY id DESC LIMIT 1`)
    .get(customerId, purpose, now.toISOString(), MAX_ATTEMPTS) as CodeRow | undefined;
}

/** True when `code` is the customer's live code; a wrong guess counts against the live code. */
export function checkCode(db: Db, customerId: number, purpose: CodePurpose, code: string, now: Date): { id: number } | null {
  const row = currentCode(db, customerId, purpose, now);
  if (!row) return null;
  if (row.code !== code) {
    db.prepare("UPDATE customer_codes SET attempts = attempts + 1 WHERE id = ?").run(row.id);
    return null;
  }
  return { id: row.id };
}

export function markUsed(db: Db, codeId: number, now: Date): void {
  db.prepare("UPDATE customer_codes SET used_at = ? WHERE id = ?").run(now.toISOString(), codeId);
}

export function markConfirmed(db: Db, codeId: number, now: Date): void {
  db.prepare("UPDATE customer_codes SET confirmed_at = ? WHERE id = ?").run(now.toISOString(), codeId);
}

/** A reset code confirmed through otp-verification within the last 10 minutes and not yet used. */
export function confirmedResetCode(db: Db, customerId: number, now: Date): { id: number } | undefined {
  return db
    .prepare(`SELECT id FROM customer_codes WHERE customer_id = ? AND purpose = 'reset' AND used_at IS NULL
      AND confirmed_at IS NOT NULL AND confirmed_at > ? ORDER BY id DESC LIMIT 1`)
    .get(customerId, new Date(now.getTime() - CODE_TTL_MS).toISOString()) as { id: number } | undefined;
}
