import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The shop the fake answers for (`Host: localhost:3100`). */
export const SHOP = "http://localhost:3100";

type Upstream = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A fake shop API for one test file of lib/bff (route handlers and Server Actions): it listens from the
 * file's first beforeAll, with SHOP_API_URL and SESSION_SECRET set, so a test's own beforeAll registered
 * after this call imports the modules under test with them; it answers by `upstream`, which a test sets.
 */
export function fakeShopApi(secret: string) {
  let server: Server;
  const api = {
    upstream: ((_req, res) => res.end("{}")) as Upstream,
    /** A session cookie's value for `token`, sealed as the storefront seals it, refreshed `refreshedAgoMs` ago. */
    async sealedSession(token: string, refreshedAgoMs = 0, origin = SHOP): Promise<string> {
      const { newSession, sealSession } = await import("@/lib/session/cookie");
      return sealSession({ ...newSession(token, origin), refreshedAt: Date.now() - refreshedAgoMs }, secret);
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => api.upstream(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.SESSION_SECRET = secret;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return api;
}

/** The fake's JSON answer. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
