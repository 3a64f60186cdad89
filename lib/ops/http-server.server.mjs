import { createServer } from "node:http";
import { lingerOnClose } from "./lingering-close.server.mjs";

/**
 * Bounds on what a client may hold of the server. Node's own are 60 s for the headers and 300 s for
 * the whole request, checked every 30 s: a client dripping its headers was answered after 70 s, one
 * sending a byte of body every 5 s after 310 s, each holding a connection all that time.
 */
export const SERVER_LIMITS = Object.freeze({
  /** Until the request's headers are all in; then 408 and the connection closes. */
  headersTimeoutMs: 10_000,
  /** Until the whole request (body included) is in; then 408. The answer's own time is not bounded here. */
  requestTimeoutMs: 30_000,
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: 5_000,
  /** How often the two timeouts above are checked. */
  checkIntervalMs: 1_000,
  /**
   * Connections open at once, all clients together; further ones are closed as they arrive. Not per
   * client: behind the TLS proxy or Varnish every connection comes from the proxy's address, so a
   * per-client cap belongs there (deploy/).
   */
  maxConnections: 2_048,
});

/**
 * Methods no route of the storefront serves, refused before Next (which answers TRACE on a route
 * handler, /robots.txt, /sitemap.xml or /media with a 500). CONNECT never reaches a request handler:
 * Node hands it to the server's "connect" listener (below). Node's parser refuses TRACK with a 400.
 */
const REFUSED_METHODS = new Set(["TRACE"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/** Answers 405 with Allow for a method no route serves; whether it did. */
export function answerRefusedMethod(request, response) {
  if (!REFUSED_METHODS.has(request.method)) return false;
  response.writeHead(405, { allow: ALLOWED, "cache-control": "no-store", "content-length": "0" }).end();
  return true;
}

/** The storefront's HTTP server: `onRequest` behind the limits above (any of them may be overridden, as tests do). */
export function createStorefrontServer(onRequest, limits = {}) {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs, maxConnections } = {
    ...SERVER_LIMITS,
    ...limits,
  };
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    onRequest,
  );
  server.maxConnections = maxConnections;
  server.on("connection", lingerOnClose);
  server.on("connect", (_request, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: ${ALLOWED}\r\ncache-control: no-store\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
    );
  });
  return server;
}
