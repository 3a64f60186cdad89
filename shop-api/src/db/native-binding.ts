import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A build of better-sqlite3 for this Node's ABI kept beside the package's own (`abi/<N>/`, made by
 * scripts/node24.mjs), so one checkout runs the API on Node 20 and on Node 24; otherwise the package's own build.
 */
export function nativeBinding(packageDir = dirname(require.resolve("better-sqlite3/package.json")), abi = process.versions.modules): string | undefined {
  const file = join(packageDir, "abi", abi, "better_sqlite3.node");
  return existsSync(file) ? file : undefined;
}
