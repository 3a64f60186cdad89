// @ts-check
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key of Server Actions (Next's NEXT_SERVER_ACTIONS_ENCRYPTION_KEY): Next salts each action's id with it
 * and encrypts closures with it, and makes a random one per build when none is set, so that a page of one
 * build posts to actions the next build of the same code does not know (README, "Deploying without breaking
 * open pages"). A build always has a fixed one here: the operator's, or else this one, the same for every
 * build of this code (public, so a real shop sets its own; the app encrypts no closure today).
 */
export const DEFAULT_ACTIONS_KEY = createHash("sha256")
  .update("storefront: the Server Actions key of a build that sets none")
  .digest("base64");

/**
 * The key `next build` uses: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (base64 of 16, 24 or 32 bytes, as Next requires),
 * or DEFAULT_ACTIONS_KEY. Throws with a plain message for a key Next would refuse.
 * @param {Record<string, string | undefined>} env
 */
export function actionsKeyOfBuild(env) {
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim();
  if (!key) return DEFAULT_ACTIONS_KEY;
  const bytes = Buffer.from(key, "base64");
  if (![16, 24, 32].includes(bytes.length) || bytes.toString("base64") !== key)
    throw new Error(
      "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the base64 of 16, 24 or 32 random bytes (openssl rand -base64 32)",
    );
  return key;
}

/**
 * The key a build was made with (its server reference manifest), or null when there is none to read.
 * @param {string} distDir
 * @returns {string | null}
 */
export function builtActionsKey(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, "server", "server-reference-manifest.json"), "utf8"));
    return typeof manifest.encryptionKey === "string" ? manifest.encryptionKey : null;
  } catch {
    return null;
  }
}
