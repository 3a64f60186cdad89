/**
 * Next runs this once per server process before any request: traces start here when an OTLP
 * endpoint is set (lib/ops/telemetry/tracing.server.ts); nothing is loaded otherwise.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getSettings } = await import("./lib/config");
  if (!getSettings().tracing) return;
  const { startTracing } = await import("./lib/ops/telemetry/tracing.server");
  startTracing();
}
