import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../../src/app";

/**
 * Starts the reference API on a fresh temporary database (port 0) for one test file.
 * Use in beforeAll / afterAll; `api` calls it over real HTTP.
 */
export const SHOP_A = "http://localhost:3000";
export const SHOP_B = "http://127.0.0.1:3000";
export const DEMO = { email: "demo@example.com", username: "demo", password: "demo1234" };

export type TestServer = RunningServer & {
  api: (method: string, path: string, options?: ApiOptions) => Promise<ApiAnswer>;
  login: (origin: string, email?: string, password?: string) => Promise<string>;
  /** The newest code mailed to `email` by the shop at `origin` (read from GET /sandbox/mail). */
  lastCode: (origin: string, email: string) => Promise<string | null>;
  /** Every log line the server wrote so far. */
  logs: string[];
  stop: () => Promise<void>;
};

export type ApiOptions = { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> };
/** A parsed JSON answer: tests check it field by field, so it stays loosely typed. */
export type J = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ApiAnswer = { status: number; headers: Headers; json: J; text: string };

export async function startTestServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-test-"));
  const lines: string[] = [];
  const server = await startServer({
    dbPath: join(dir, "shop.db"),
    port: 0,
    demoOrigins: [SHOP_A, SHOP_B],
    tokenSecret: "test-secret-for-contract-tests",
    demo: true,
    // Contract tests sign up hundreds of customers; the production cost is tested on its own.
    passwordCost: { N: 2 ** 14, r: 8, p: 1 },
    log: (line) => lines.push(line),
  });

  const api = async (method: string, path: string, options: ApiOptions = {}): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const res = await fetch(server.url + path, { method, headers, body });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (HTML pages, images)
    }
    return { status: res.status, headers: res.headers, json, text };
  };

  const login = async (origin: string, email = DEMO.email, password = DEMO.password) => {
    const res = await api("POST", `/api/auth/login?type=public&url=${encodeURIComponent(origin)}`, { body: { email, password } });
    if (res.status !== 200 || !res.json?.token) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json.token as string;
  };

  const lastCode = async (origin: string, email: string) => {
    const res = await api("GET", `/sandbox/mail?${q(origin)}&format=json&to=${encodeURIComponent(email)}`);
    return (res.json?.data?.[0]?.code as string | null | undefined) ?? null;
  };

  const stop = async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    // Only surface server errors: they mean a 500 happened somewhere.
    const errors = lines.filter((l) => l.startsWith("ERROR"));
    if (errors.length > 0) throw new Error(`server logged errors:\n${errors.join("\n")}`);
  };

  return { ...server, api, login, lastCode, logs: lines, stop };
}

/** A fresh server with the demo customer signed in to both demo shops (`demoA`, `demoB`: their tokens). */
export async function startSignedIn(): Promise<{ s: TestServer; demoA: string; demoB: string }> {
  const s = await startTestServer();
  return { s, demoA: await s.login(SHOP_A), demoB: await s.login(SHOP_B) };
}

export const q = (origin: string) => `site_url=${encodeURIComponent(origin)}`;
