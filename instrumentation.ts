/**
 * Next runs this once per server process before any request: traces start here when an OTLP
 * endpoint is set (lib/ops/telemetry/tracing.server.ts); nothing is loaded otherwise.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  const { startTracing } = await import("./lib/ops/telemetry/tracing.server");
  startTracing();
}
