import { createServer, type Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The reference API's own metrics (Prometheus text format): requests by route (the pattern that
 * matched, so ids add no series), method and status class, and the process defaults. Served on their
 * own listener (SHOP_API_METRICS_PORT, 127.0.0.1), never on the API's port.
 */
export const registry = new Registry();
let defaultsOn = false;

const requests = new Histogram({
  name: "shop_api_http_request_duration_seconds",
  help: "Requests answered by the shop API, by route pattern, method and status class",
  labelNames: ["route", "method", "status"],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const requestMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const status = `${Math.floor(c.res.status / 100)}xx`;
  requests.observe({ route: routePath(c, -1), method: c.req.method, status }, (performance.now() - started) / 1000);
};

/** Serves GET /metrics on `host:port`; resolves once listening. */
export async function serveMetrics(port: number, host = "127.0.0.1"): Promise<Server> {
  if (!defaultsOn) collectDefaultMetrics({ register: registry });
  defaultsOn = true;
  const server = createServer((request, response) => {
    if (request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    void registry.metrics().then((text) => {
      response.writeHead(200, { "content-type": registry.contentType }).end(text);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
