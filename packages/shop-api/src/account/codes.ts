import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import type { Deps } from "../deps";
import type { Shop } from "../shops/shops";
import { sendMail } from "./mailer";

/**
 * One-time 6-digit codes for verification and password reset; their rules are CONTRACT.md "Codes and
 * guessing". Only a keyed hash is stored: a plain one would not protect a copied database, since a
 * million candidates hash in a second.
 */
export type CodePurpose = "verify" | "reset";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
export const MAX_ISSUED = 5;

const issuedSince = pluck<[customerId: number, purpose: CodePurpose, since: string], number>(
  "SELECT COUNT(*) FROM customer_codes WHERE customer_id = ? AND purpose = ? AND created_at > ?",
);
const retireLive = query<[at: string, customerId: number, purpose: CodePurpose]>(
  "UPDATE customer_codes SET used_at = ? WHERE customer_id = ? AND purpose = ? AND used_at IS NULL",
);
const insertCode = query<[customerId: number, purpose: CodePurpose, hash: string, expiresAt: string, at: string]>(
  "INSERT INTO customer_codes (customer_id, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
);
const lockedUntil = pluck<[customerId: number], string | null>("SELECT code_locked_until FROM customers WHERE id = ?");
const liveCode = query<[customerId: number, purpose: CodePurpose, now: string], { id: number; code: string }>(
  `SELECT id, code FROM customer_codes WHERE customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
   ORDER BY id DESC LIMIT 1`,
);
const clearFailures = query<[customerId: number]>(
  "UPDATE customers SET code_failures = 0, code_locked_until = NULL WHERE id = ?",
);
const countFailure = pluck<[customerId: number], number>(
  "UPDATE customers SET code_failures = code_failures + 1 WHERE id = ? RETURNING code_failures",
);
const lock = query<[until: string, customerId: number]>(
  "UPDATE customers SET code_failures = 0, code_locked_until = ? WHERE id = ?",
);
const markCodeUsed = query<[at: string, codeId: number]>("UPDATE customer_codes SET used_at = ? WHERE id = ?");
const confirm = query<[at: string, tokenHash: string, codeId: number]>(
  "UPDATE customer_codes SET confirmed_at = ?, reset_token_hash = ? WHERE id = ?",
);
const confirmedReset = query<[customerId: number, since: string, tokenHash: string], { id: number }>(
  `SELECT id FROM customer_codes WHERE customer_id = ? AND purpose = 'reset' AND used_at IS NULL
   AND confirmed_at IS NOT NULL AND confirmed_at > ? AND reset_token_hash = ? ORDER BY id DESC LIMIT 1`,
);

const hashCode = (secret: Buffer, customerId: number, purpose: CodePurpose, code: string) =>
  createHmac("sha256", secret).update(`${customerId}:${purpose}:${code}`).digest("hex");
const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** False when the account has had MAX_ISSUED codes of this purpose in the last CODE_TTL_MS. */
export function mayIssueCode(db: Db, customerId: number, purpose: CodePurpose, now: Date): boolean {
  const since = new Date(now.getTime() - CODE_TTL_MS).toISOString();
  return (issuedSince(db).get(customerId, purpose, since) ?? 0) < MAX_ISSUED;
}

/** Issues a new code (retiring the older ones) and returns it in clear, for the mail only. */
export function issueCode(db: Db, secret: Buffer, customerId: number, purpose: CodePurpose, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.transaction(() => {
    retireLive(db).run(now.toISOString(), customerId, purpose);
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
    insertCode(db).run(customerId, purpose, hashCode(secret, customerId, purpose, code), expiresAt, now.toISOString());
  })();
  return code;
}

/** Issues and mails a code unless the account has asked for too many; false then. */
export function sendCode(
  deps: Deps,
  shop: Shop,
  customer: { id: number; email: string },
  purpose: CodePurpose,
): boolean {
  if (!mayIssueCode(deps.db, customer.id, purpose, deps.now())) return false;
  const code = issueCode(deps.db, deps.tokenSecret, customer.id, purpose, deps.now());
  const subject =
    purpose === "verify"
      ? `${shop.company_name}: your verification code`
      : `${shop.company_name}: your password reset code`;
  const body =
    purpose === "verify"
      ? `Welcome to ${shop.company_name}! Your verification code is ${code}. It is valid for 10 minutes.`
      : `Someone asked to reset the password of your ${shop.company_name} account. Your code is ${code}. It is valid for 10 minutes. If it was not you, ignore this mail.`;
  sendMail(deps, shop.id, { to: customer.email, subject, body, code });
  return true;
}

export type CodeCheck = { ok: true; id: number } | { ok: false; locked: boolean };

/** Whether `code` is the customer's live code; a wrong guess counts against the account. */
export function checkCode(
  db: Db,
  secret: Buffer,
  customerId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): CodeCheck {
  const until = lockedUntil(db).get(customerId);
  if (until && until > now.toISOString()) return { ok: false, locked: true };

  const row = liveCode(db).get(customerId, purpose, now.toISOString());
  const expected = row ? Buffer.from(row.code, "hex") : null;
  const given = Buffer.from(hashCode(secret, customerId, purpose, code), "hex");
  if (row && expected && expected.length === given.length && timingSafeEqual(expected, given)) {
    clearFailures(db).run(customerId);
    return { ok: true, id: row.id };
  }
  const failures = countFailure(db).get(customerId) ?? 0;
  if (failures >= MAX_FAILURES) {
    lock(db).run(new Date(now.getTime() + LOCK_MS).toISOString(), customerId);
    // The live code is burned too: after the cooldown a new one must be asked for.
    retireLive(db).run(now.toISOString(), customerId, purpose);
    return { ok: false, locked: true };
  }
  return { ok: false, locked: false };
}

export function markUsed(db: Db, codeId: number, now: Date): void {
  markCodeUsed(db).run(now.toISOString(), codeId);
}

/** Confirms a reset code and returns the one-time reset token that reset-password then needs. */
export function confirmResetCode(db: Db, codeId: number, now: Date): string {
  const token = randomBytes(32).toString("base64url");
  confirm(db).run(now.toISOString(), hashResetToken(token), codeId);
  return token;
}

/** The confirmed, unused reset code of the last CODE_TTL_MS whose reset token this is. */
export function resetCodeOfToken(db: Db, customerId: number, token: string, now: Date): { id: number } | undefined {
  return confirmedReset(db).get(customerId, new Date(now.getTime() - CODE_TTL_MS).toISOString(), hashResetToken(token));
}
