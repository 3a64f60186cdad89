import { randomBytes } from "node:crypto";
import type { Db } from "../db/open";

/**
 * The token signing key: `SHOP_API_SECRET` when set (so tokens survive a --reset), else a random key
 * generated once and kept in the settings table.
 */
export function loadTokenSecret(db: Db, fromEnv: string | undefined): Buffer {
  if (fromEnv && fromEnv.length > 0) return Buffer.from(fromEnv, "utf8");
  const stored = db.prepare("SELECT value FROM settings WHERE key = 'token_secret'").pluck().get() as string | undefined;
  if (stored) return Buffer.from(stored, "hex");
  const fresh = randomBytes(32);
  db.prepare("INSERT INTO settings (key, value) VALUES ('token_secret', ?)").run(fresh.toString("hex"));
  return fresh;
}
