import { Agent, request } from "node:http";

/** One request as a client saw it: when, how long, and what came back. */
export type RequestRecord = {
  /** Milliseconds since the run started. */
  at: number;
  ms: number;
  /** What the shopper meant: "home", "cart:add", "place", ... */
  kind: string;
  method: string;
  path: string;
  shop: string;
  /** HTTP status, 0 when no response came (refused, reset, timed out). */
  status: number;
  retryAfter: boolean;
  /** The body shows a stack trace (a file position, `at fn (file:line:col)`). */
  stackTrace: boolean;
  /** Varnish answered itself because no storefront did (its synthetic page or "Backend fetch failed"). */
  edgeError: boolean;
  error?: string;
};

export type Response = RequestRecord & { body: string; json: unknown; setCookies: string[] };

const STACK = /\n\s+at [^\n]+:\d+:\d+\)?/;

/** One request of the mix: its kind for the tables, the shop whose origin it carries, and what to send. */
export type SendOptions = {
  kind: string;
  shop: string;
  method?: string;
  path: string;
  cookie?: string;
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

/** Sends requests to the edge on 127.0.0.1 as shoppers of many shops, and records every one. */
export function createClient(port: number, now: () => number, record: (r: RequestRecord) => void) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  function send(options: SendOptions): Promise<Response> {
    const method = options.method ?? (options.body === undefined ? "GET" : "POST");
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const host = new URL(options.shop).host;
    const headers: Record<string, string> = {
      host,
      accept: options.path.includes("/api/") ? "application/json" : "text/html",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(payload === undefined
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
      ...(method === "GET" ? {} : { origin: options.shop }),
      ...options.headers,
    };
    const start = performance.now();
    const at = now();
    return new Promise((done) => {
      const finish = (
        status: number,
        head: Record<string, string | string[] | undefined>,
        body: string,
        error?: string,
      ) => {
        let json: unknown = null;
        try {
          json = body ? JSON.parse(body) : null;
        } catch {
          json = null;
        }
        const raw = head["set-cookie"];
        const kept: RequestRecord = {
          at,
          ms: performance.now() - start,
          kind: options.kind,
          method,
          path: options.path,
          shop: options.shop,
          status,
          retryAfter: head["retry-after"] !== undefined,
          stackTrace: STACK.test(body),
          edgeError: /Backend fetch failed|Guru Meditation|The shop cannot be reached right now/.test(body),
          ...(error ? { error } : {}),
        };
        record(kept);
        done({ ...kept, body, json, setCookies: Array.isArray(raw) ? raw : raw ? [raw] : [] });
      };
      const req = request(
        { host: "127.0.0.1", port, method, path: options.path, headers, agent, setHost: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => finish(res.statusCode ?? 0, res.headers, Buffer.concat(chunks).toString("utf8")));
          res.on("error", (e) => finish(0, {}, "", e.message));
        },
      );
      req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error("client timeout")));
      req.on("error", (e) => finish(0, {}, "", e.message));
      req.end(payload);
    });
  }
  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
