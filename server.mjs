// @ts-check
// The production server (`npm start`): Next's request handler behind a plain Node HTTP server that
// logs one JSON line per request, answers /healthz and /readyz, and drains on SIGTERM/SIGINT,
// none of which `next start` offers. Listens on PORT (3000) and HOSTNAME (every interface).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, getConfig } from "./lib/config.ts";
import { withEdgeHeaders } from "./lib/edge-cache/answer-headers.server.mjs";
import { boundHeapGrowth } from "./lib/ops/heap.server.mjs";
import { HEALTH_PATHS, buildHeaders, healthAnswer } from "./lib/ops/health.server.mjs";
import { buildStylesheets, inlineStylesheetInto, withCachedPages } from "./lib/ops/inline-stylesheet.server.mjs";
import { logger, withRequestId } from "./lib/ops/logger.server.mjs";
import { readinessCheck } from "./lib/ops/readiness.server.mjs";
import { routeGroupOf, startMetrics } from "./lib/ops/telemetry/metrics.ts";
import { requestSpans } from "./lib/ops/telemetry/request-spans.ts";
import { pathOf, requestIdOf, requestLine, shopOf } from "./lib/ops/request-log.server.mjs";
import { answerRefusedMethod, createStorefrontServer } from "./lib/ops/http-server.server.mjs";
import { runShutdown } from "./lib/ops/shutdown.server.mjs";
import { redirectStaleFormPosts } from "./lib/ops/stale-action.server.mjs";
import { builtActionsKey, DEFAULT_ACTIONS_KEY } from "./lib/ops/actions-key.server.mjs";
import { answerOutagesWith503, watchUpstream } from "./lib/ops/upstream-outage.server.mjs";
import { traceLookupsWith } from "./lib/page-cache/handler.mjs";

// Next's types declare NODE_ENV read-only; the server sets it before Next loads.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= "production";
// The settings lib/config.ts reads for the app too: bad or missing ones stop the server here, all named
// in one plain message (an operator's mistake, not a crash: no stack trace).
const config = settingsOrExit();
const dir = fileURLToPath(new URL(".", import.meta.url));
// The build next.config.ts names: `.next`, or the bench's own copy (BENCH_DIST_DIR).
const distDir = join(dir, process.env.BENCH_DIST_DIR || ".next");
checkActionsKey();
// Before Next loads: renders leave much garbage, and V8 would otherwise let the heap grow to four times what lives.
boundHeapGrowth();
// Before Next loads, so the code it bundles finds the recorder (METRICS_PORT: off without it).
const metrics = startMetrics(config, (address) => logger().info(address, "metrics listening"))?.metrics ?? null;
const { default: next } = await import("next");

/** How long requests in flight may take to finish once asked to stop; then their connections are cut. */
const GRACE_MS = 10_000;

const { port, hostname, trustProxy, shopApiUrl } = config;
const log = logger();
const ready = readinessCheck(shopApiUrl);
// Null unless an OTLP endpoint is set (instrumentation.ts starts the exporter as Next loads).
const tracing = requestSpans(config);
// The cache handler Next loads is this same module instance: its page lookups go below the request's span.
if (tracing) traceLookupsWith(tracing.traced);
let stopping = false;

const server = createStorefrontServer(onRequest);
// Next writes a loopback host in the middleware's URLs as "localhost" (NextURL), and takes a rewrite to
// another host than its own for an external one, fetched over HTTP: with HOSTNAME=127.0.0.1 every
// listing state's rewrite went out and back, to the guard of internal paths, and answered 404. So Next is
// told its host as it writes it; the server still listens on HOSTNAME.
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;
const nextHostname = hostname === undefined || LOOPBACK.test(hostname) ? "localhost" : hostname;
const app = next({ dev: false, dir, hostname: nextHostname, port, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();
const healthHeaders = buildHeaders(distDir, "/healthz");
const stylesheets = buildStylesheets(distDir);

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
function onRequest(request, response) {
  const started = performance.now();
  const requestId = requestIdOf(request.headers, trustProxy);
  const path = pathOf(request.url);
  const probe = HEALTH_PATHS.has(path);
  const span = probe ? undefined : tracing?.start(request, path, routeGroupOf(path));
  response.setHeader("x-request-id", requestId);
  if (stopping) response.setHeader("connection", "close");
  response.once("close", () => {
    /** @type {ReturnType<typeof requestLine> & { trace_id?: string }} */
    const line = requestLine({
      request,
      status: response.statusCode,
      durationMs: performance.now() - started,
      requestId,
      trustProxy,
      finished: response.writableFinished,
    });
    if (span) {
      line.trace_id = span.spanContext().traceId;
      // A span is started only when tracing is on.
      /** @type {NonNullable<typeof tracing>} */ (tracing).end(span, response.statusCode, response.writableFinished);
    }
    // Probes every few seconds would drown the log: they show at debug.
    log[probe ? "debug" : response.statusCode >= 500 ? "error" : "info"](line, "request");
    metrics?.request(shopOf(request, trustProxy), path, response.statusCode);
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  if (probe) return answerHealth(request, response, path);
  // An X-Forwarded-For with no address in it is no header: Next then writes the connection's address
  // there (it keeps one that is present, even empty), and the client cannot get a second rate-limit key.
  // Node joins repeated X-Forwarded-For lines into one string.
  if (/^[\s,]*$/.test(/** @type {string | undefined} */ (request.headers["x-forwarded-for"]) ?? "x"))
    delete request.headers["x-forwarded-for"];
  if (answerRefusedMethod(request, response, path)) return;
  // Reads share one deadline for their shop-API calls; writes keep each call's own timeout.
  const upstream = { failed: false, startedAt: request.method === "GET" || request.method === "HEAD" ? started : null };
  answerOutagesWith503(response, upstream);
  redirectStaleFormPosts(request, response);
  const cachedPages = inlineStylesheetInto(request, response, stylesheets);
  const respond = cachedPages
    ? () => withCachedPages(() => handle(request, response))
    : () => handle(request, response);
  // Answers a shared cache may keep name the shop data they show (Surrogate-Key, Cache-Tag: lib/edge-cache/).
  const answer = () => withEdgeHeaders(response, respond);
  const run = () => withRequestId(requestId, () => watchUpstream(upstream, answer));
  (span ? /** @type {NonNullable<typeof tracing>} */ (tracing).within(span, run) : run()).catch((error) => {
    log.error({ err: error, request_id: requestId }, "request failed");
    if (response.headersSent) response.destroy();
    else response.writeHead(500).end();
  });
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {string} path
 */
async function answerHealth(request, response, path) {
  const answer = await healthAnswer(request.method, path, { ready, stopping });
  if (answer.status === 503 && !stopping) log.warn({ reason: answer.body.reason }, "not ready");
  for (const { key, value } of healthHeaders) response.setHeader(key, value);
  response.writeHead(answer.status, {
    ...answer.headers,
    "content-type": "application/json",
    "cache-control": "no-store",
  });
  response.end(request.method === "HEAD" ? undefined : JSON.stringify(answer.body));
}

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: refusing new connections, finishing requests in flight");
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => {
    log.warn({ grace_ms: GRACE_MS }, "grace period over: closing the connections still open");
    server.closeAllConnections();
  }, GRACE_MS);
  await drained;
  clearTimeout(force);
  await app.close();
  for (const error of await runShutdown()) log.error({ err: error }, "shutdown step failed");
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

server.listen(port, hostname, () => log.info({ port, host: hostname ?? "*", shop_api: shopApiUrl }, "listening"));

/**
 * The build's Server Actions key (lib/ops/actions-key.server.mjs): one given at start must be the build's (an
 * instance built with another key would refuse every action a page of its sibling posts); a production build
 * with the default key is told.
 */
function checkActionsKey() {
  const built = builtActionsKey(distDir);
  const given = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim();
  if (given && built && given !== built) {
    process.stderr.write(
      "The storefront did not start: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not the key this build was made with: build with the same key (README, Production).\n",
    );
    process.exit(1);
  }
  if (built === DEFAULT_ACTIONS_KEY && !config.demo && process.env.NODE_ENV === "production")
    logger().warn(
      "this build has the default Server Actions key: set NEXT_SERVER_ACTIONS_ENCRYPTION_KEY for `npm run build` (README, Production)",
    );
}

/** @returns {import("./lib/config.ts").Config} */
function settingsOrExit() {
  try {
    return getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.details.map((detail) => `  ${detail}\n`).join("");
    process.stderr.write(`The storefront did not start: fix these settings (README.md, Settings).\n${lines}`);
    process.exit(1);
  }
}
