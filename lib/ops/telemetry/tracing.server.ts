import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { getSettings } from "@/lib/config";

/**
 * Traces (OpenTelemetry, OTLP over HTTP), started by instrumentation.ts when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. The standard OTEL_*
 * variables apply: OTEL_SERVICE_NAME (`storefront`), OTEL_RESOURCE_ATTRIBUTES,
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER(_ARG). Registers the global provider, so the server's
 * request spans (request-spans.ts), Next's own (renders) and the shop-API client's share each request's trace.
 */

/**
 * Without OTEL_TRACES_SAMPLER: one request in ten starts a trace (DEFAULT_SAMPLE_RATIO), and a caller's
 * traceparent decides for its own. Tracing every request cost a cached page about a third more CPU
 * (BENCHMARKS.md, "Operations telemetry overhead"); OTEL_TRACES_SAMPLER=parentbased_always_on keeps all.
 */
const DEFAULT_SAMPLE_RATIO = 0.1;
export function startTracing(env: Record<string, string | undefined> = process.env): boolean {
  if (!getSettings().tracing) return false;
  // Next's own fetch spans would repeat the shop-API client's, with the query (shop, search terms) in their URL.
  env.NEXT_OTEL_FETCH_DISABLED ??= "1";
  if (!env.OTEL_TRACES_SAMPLER?.trim()) {
    env.OTEL_TRACES_SAMPLER = "parentbased_traceidratio";
    env.OTEL_TRACES_SAMPLER_ARG = String(DEFAULT_SAMPLE_RATIO);
  }
  const resource = defaultResource()
    .merge(resourceFromAttributes({ "service.name": "storefront" }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return true;
}
