import { Agent, request } from "node:http";

/**
 * A minimal keep-alive HTTP client for the benchmark: node:http costs far less per request than fetch,
 * so the figures are mostly the server's time. Each call resolves with the status and the duration in
 * milliseconds, from sending the request to the last byte of the answer.
 */
export type Call = { method: "GET" | "POST"; path: string; body?: string };

export function createClient(baseUrl: string, maxSockets: number) {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets });

  const send = (call: Call): Promise<{ status: number; ms: number; body: string }> =>
    new Promise((resolveCall, reject) => {
      const started = performance.now();
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: call.method,
          path: call.path,
          headers:
            call.body === undefined
              ? { Accept: "application/json" }
              : { Accept: "application/json", "Content-Type": "application/json" },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolveCall({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(call.body);
    });

  return { send, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
