// @ts-check
import { createServer } from "node:http";

/**
 * @typedef {{
 *   headersTimeoutMs: number;
 *   requestTimeoutMs: number;
 *   keepAliveTimeoutMs: number;
 *   checkIntervalMs: number;
 *   maxConnections: number;
 * }} ServerLimits
 */

/**
 * Bounds on what a client may hold of the server. Node's own are 60 s for the headers and 300 s for
 * the whole request, checked every 30 s: a client dripping its headers was answered after 70 s, one
 * sending a byte of body every 5 s after 310 s, each holding a connection all that time.
 * @type {Readonly<ServerLimits>}
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
/** @type {Set<string | undefined>} */
const REFUSED_METHODS = new Set(["TRACE"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/**
 * Files Next serves as they are. Asked with another method, Next fails with a 500 (its image optimizer
 * fetches the source image with the request's own method, so a POST there fails the same way).
 */
const FILE_PATHS = /^\/(?:_next\/static\/|_next\/image$|assets\/)/;
/** @type {Set<string | undefined>} */
const FILE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Answers 405 with Allow for a method the path's route does not serve; whether it did.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {string} path
 * @returns {boolean}
 */
export function answerRefusedMethod(request, response, path) {
  const allow = REFUSED_METHODS.has(request.method)
    ? ALLOWED
    : FILE_PATHS.test(path) && !FILE_METHODS.has(request.method)
      ? [...FILE_METHODS].join(", ")
      : null;
  if (allow === null) return false;
  response.writeHead(405, { allow, "cache-control": "no-store", "content-length": "0" }).end();
  return true;
}

/** How long a closing connection still reads what its client sends, at most. */
const LINGER_MS = 2_000;

/**
 * Lingering close, as nginx does it. Node closes a `Connection: close` socket as soon as its answer is
 * written; closing a socket while request bytes still arrive makes the kernel reset the connection, and the
 * reset can discard the answer before the client reads it (a 413 for a too-large upload was lost so). The
 * socket is half-closed instead: it reads and drops what still comes, and closes when the client has ended
 * too (net sockets destroy themselves once both sides are done) or after LINGER_MS.
 * @param {import("node:net").Socket} socket
 * @returns {void}
 */
export function lingerOnClose(socket, lingerMs = LINGER_MS) {
  socket.destroySoon = function destroySoon() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/**
 * The storefront's HTTP server: `onRequest` behind the limits above (any of them may be overridden, as tests do).
 * @param {import("node:http").RequestListener} onRequest
 * @param {Partial<ServerLimits>} [limits]
 * @returns {import("node:http").Server}
 */
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
