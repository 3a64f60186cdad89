import { randomBytes } from "node:crypto";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";

const stored = pluck<[], string>("SELECT value FROM settings WHERE key = 'token_secret'");
const store = query<[value: string]>("INSERT INTO settings (key, value) VALUES ('token_secret', ?)");

/**
 * The token signing key: `SHOP_API_SECRET` when set (so tokens survive a --reset), else a random key
 * generated once and kept in the settings table.
 */
export function loadTokenSecret(db: Db, fromEnv: string | undefined): Buffer {
  if (fromEnv && fromEnv.length > 0) return Buffer.from(fromEnv, "utf8");
  const hex = stored(db).get();
  if (hex) return Buffer.from(hex, "hex");
  const fresh = randomBytes(32);
  store(db).run(fresh.toString("hex"));
  return fresh;
}
