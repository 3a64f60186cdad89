import type { IncomingMessage } from "node:http";
import {
  context,
  INVALID_SPAN_CONTEXT,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from "@opentelemetry/api";
import type { Config } from "../../config.ts";

/**
 * The span of each request the server answers, parent of Next's spans (renders) and of the
 * shop-API calls made for it; server.mjs imports this file as it is (Node strips the types). Off, with
 * no cost, unless an OTLP endpoint is set (tracing.server.ts starts the exporter).
 */

type Traced = <T>(name: string, run: (span: Span) => Promise<T>) => Promise<T>;

export type RequestSpans = {
  /** Starts the span of a request, continuing the caller's trace (traceparent) when it sent one. */
  start(request: IncomingMessage, path: string, route: string): Span;
  /** Runs `handle` with the request's span active. */
  within<T>(span: Span, handle: () => T): T;
  end(span: Span, status: number, finished: boolean): void;
  /** Runs `run` in a span of its own below the active request's: server.mjs hands it to the page cache. */
  traced: Traced;
};

/** The request spans, and `traced` for the work done below them; null when tracing is off. */
export function requestSpans({ tracing }: Pick<Config, "tracing">): RequestSpans | null {
  if (!tracing) return null;
  // Asked for each time: Next registers the provider (instrumentation.ts) after this runs, maybe on the
  // first request, and a tracer taken before would stay this copy of the API's no-op.
  const tracerOf = () => trace.getTracer("storefront");
  // Only inside a trace being recorded: a request the sampler left out costs no span of ours.
  const traced: Traced = (name, run) =>
    !trace.getActiveSpan()?.isRecording()
      ? run(trace.wrapSpanContext(INVALID_SPAN_CONTEXT))
      : tracerOf().startActiveSpan(name, async (span) => {
          try {
            return await run(span);
          } finally {
            span.end();
          }
        });
  return {
    traced,
    start(request, path, route) {
      const parent = propagation.extract(context.active(), request.headers);
      return tracerOf().startSpan(
        `${request.method ?? "GET"} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            "http.request.method": request.method ?? "GET",
            "url.path": path,
            "http.route": route,
            "server.address": request.headers.host ?? "",
          },
        },
        parent,
      );
    },
    within: (span, handle) => context.with(trace.setSpan(context.active(), span), handle),
    end(span, status, finished) {
      span.setAttribute("http.response.status_code", status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (!finished) span.setAttribute("storefront.aborted", true);
      span.end();
    },
  };
}
