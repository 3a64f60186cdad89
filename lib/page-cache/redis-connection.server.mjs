// @ts-check
/**
 * The page cache's Redis connection: Node only, so the handler imports it only when it runs in
 * Node with REDIS_URL set (Next also bundles the handler into the Edge middleware).
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { redisClient } from "../redis/client.server.mjs";

/** @param {string} serverDistDir */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || "dev";
  } catch {
    return "dev";
  }
}

/** The process's Redis client and the build whose entries this server reads and writes. */
export function redisConnection(serverDistDir = join(".next", "server")) {
  return { client: redisClient(), buildId: buildIdOf(serverDistDir) };
}
