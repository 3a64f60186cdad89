import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** Password hashes: "scrypt$N$r$p$saltB64$hashB64" (node:crypto scrypt, 64-byte key). */

export type ScryptCost = { N: number; r: number; p: number };
/** OWASP's current minimum for scrypt (N = 2^17, r = 8, p = 1): 128 MiB and about half a second here. */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cheapest cost SHOP_API_PASSWORD_COST may ask for (N = 2^14, the cost the API's own tests hash with). */
const LEAST_POWER = 14;
const KEY_LENGTH = 64;
// scrypt needs 128 x N x r bytes; Node refuses more than 32 MiB unless told.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * SHOP_API_PASSWORD_COST: scrypt's N as a power of two, from 14 to 17 (default OWASP's 17). A hash costs about
 * half a second of CPU at 17 and an eighth of that at 14: the end-to-end suites, which sign up and sign in
 * hundreds of times on two cores, run on 14. Only a demo (SHOP_API_DEMO=1) may store weaker hashes; hashes
 * already stored keep the cost they were made with.
 */
export function passwordCostSetting(raw: string | undefined, demo: boolean): ScryptCost {
  if (raw === undefined || raw.trim() === "") return OWASP_SCRYPT;
  const power = Number(raw);
  const most = Math.log2(OWASP_SCRYPT.N);
  if (!Number.isInteger(power) || power < LEAST_POWER || power > most) {
    throw new Error(
      `SHOP_API_PASSWORD_COST must be a whole number from ${LEAST_POWER} to ${most} (N = 2^value): ${raw}`,
    );
  }
  if (power < most && !demo) {
    throw new Error(
      `SHOP_API_PASSWORD_COST below ${most} is for tests and demos: set SHOP_API_DEMO=1, or leave it unset`,
    );
  }
  return { ...OWASP_SCRYPT, N: 2 ** power };
}
