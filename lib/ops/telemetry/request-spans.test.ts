import type { IncomingMessage } from "node:http";
import { isSpanContextValid, trace } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from "@opentelemetry/sdk-trace-node";
import { parseSettings } from "../../config";
import { requestSpans } from "./request-spans";

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({
  // As tracing.server.ts sets it up: the caller's decision, else none of these test requests.
  sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0) }),
  spanProcessors: [new SimpleSpanProcessor(exporter)],
});
provider.register();
afterAll(() => provider.shutdown());
beforeEach(() => exporter.reset());

const ON = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" };
const request = (headers: Record<string, string> = {}) =>
  ({ method: "GET", headers: { host: "shop.example", ...headers } }) as unknown as IncomingMessage;

test("traces are wanted only with an OTLP endpoint, and not when the SDK is disabled", () => {
  const wanted = (env: Record<string, string>) => parseSettings(env).tracing;
  expect(wanted({})).toBe(false);
  expect(requestSpans(parseSettings({}))).toBeNull();
  expect(wanted(ON)).toBe(true);
  expect(wanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/v1/traces" })).toBe(true);
  expect(wanted({ ...ON, OTEL_SDK_DISABLED: " TRUE" })).toBe(false);
  expect(wanted({ ...ON, OTEL_TRACES_EXPORTER: "none" })).toBe(false);
});

test("a request continues its caller's trace, and the work done for it is below its span", async () => {
  const spans = requestSpans(parseSettings(ON))!;
  const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
  const span = spans.start(request({ traceparent }), "/product/x", "product");
  await spans.within(span, () => spans.traced("page-cache lookup", async () => "hit"));
  spans.end(span, 200, true);
  const [lookup, server] = exporter.getFinishedSpans();
  expect(server?.name).toBe("GET product");
  expect(server?.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
  expect(server?.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
  expect(server?.attributes).toMatchObject({ "url.path": "/product/x", "http.response.status_code": 200 });
  expect(lookup?.name).toBe("page-cache lookup");
  expect(lookup?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
});

test("a request the sampler leaves out records nothing, and its lookups start no span", async () => {
  const spans = requestSpans(parseSettings(ON))!;
  const span = spans.start(request(), "/", "home");
  let ran = false;
  await spans.within(span, () =>
    spans.traced("page-cache lookup", async (lookup) => {
      ran = true;
      expect(trace.getActiveSpan()?.isRecording() ?? false).toBe(false);
      expect(isSpanContextValid(lookup.spanContext())).toBe(false); // no span was started for it
    }),
  );
  spans.end(span, 200, true);
  expect(ran).toBe(true);
  expect(exporter.getFinishedSpans()).toEqual([]);
});
