// @ts-check
import { shutdownSteps } from "./process-shared.mjs";

/**
 * Work to finish when the process is asked to stop (SIGTERM), after the server stops accepting
 * connections and its in-flight requests are answered: closing Redis clients and the like.
 * Kept once per process (process-shared.mjs): Next loads the cache handler and the bundled server
 * code as separate module instances, and every one of them must reach the same list.
 */

const closers = shutdownSteps;

/**
 * Registers `close` to run at shutdown.
 * @param {() => Promise<void> | void} close
 */
export function onShutdown(close) {
  closers().push(close);
}

/**
 * Runs every registered closer once, each bounded by `timeoutMs`; failures are returned, not thrown.
 * @returns {Promise<unknown[]>}
 */
export async function runShutdown(timeoutMs = 5000) {
  const pending = closers().splice(0);
  const results = await Promise.allSettled(
    pending.map((close) =>
      Promise.race([
        Promise.resolve().then(close),
        new Promise((_, reject) => setTimeout(() => reject(new Error("shutdown step timed out")), timeoutMs).unref()),
      ]),
    ),
  );
  return results.filter((result) => result.status === "rejected").map((result) => result.reason);
}
