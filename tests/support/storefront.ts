import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "../../lib/ops/heap.server.mjs";

/**
 * How a runner starts one storefront instance: server.mjs as `npm start` and the Dockerfile run it
 * (their node flags and malloc settings, lib/ops/heap.server.mjs), so that what a runner measures is
 * what production runs. With `probePort`, the memory probe (bench/tenant-probe.mjs) is loaded beside it,
 * with garbage collection exposed so that it can read the memory the process holds on to; the server
 * itself is unchanged.
 */
export function storefrontCommand(options: { probePort?: number; snapshotDir?: string } = {}) {
  const { probePort, snapshotDir } = options;
  const probe = probePort ? ["--expose-gc", "--import", "./bench/tenant-probe.mjs"] : [];
  const env: Record<string, string> = { ...SERVER_MALLOC_ENV };
  if (probePort) env.BENCH_PROBE_PORT = String(probePort);
  if (snapshotDir) env.BENCH_PROBE_SNAPSHOT_DIR = snapshotDir;
  return { command: process.execPath, args: [...SERVER_NODE_FLAGS, ...probe, "server.mjs"], env };
}
