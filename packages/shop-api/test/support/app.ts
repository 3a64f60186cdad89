import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openShopApi, type ShopApi, type ShopApiOptions } from "../../src/server";

/**
 * The reference API on a fresh temporary database, called in process through Hono's `app.request()`:
 * no port, no socket. The few tests where the transport matters start a real server (http.test.ts).
 */
export const SHOP_A = "http://localhost:3000";
export const SHOP_B = "http://127.0.0.1:3000";
export const DEMO = { email: "demo@example.com", username: "demo", password: "demo1234" };
/** The origin `app.request()` gives relative paths; URLs the API builds from the request start with it. */
export const APP_URL = "http://localhost";

export type TestApp = Omit<ShopApi, "close"> & {
  url: string;
  /** A request to the app; `input` is a path or a URL starting with APP_URL. */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  api: (method: string, path: string, options?: ApiOptions) => Promise<ApiAnswer>;
  login: (origin: string, email?: string, password?: string) => Promise<string>;
  /** The newest code mailed to `email` by the shop at `origin` (read from GET /sandbox/mail). */
  lastCode: (origin: string, email: string) => Promise<string | null>;
  /** Every log line the app wrote so far. */
  logs: string[];
  stop: () => Promise<void>;
};

export type ApiOptions = { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> };
/** A parsed JSON answer: tests check it field by field, so it stays loosely typed. */
export type J = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ApiAnswer = { status: number; headers: Headers; json: J; text: string };

/** Settings of the contract tests; `overrides` changes some (demo mode off, another server key). */
export async function createTestApp(overrides: Partial<ShopApiOptions> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-test-"));
  const lines: string[] = [];
  const shopApi = await openShopApi({
    dbPath: join(dir, "shop.db"),
    demoOrigins: [SHOP_A, SHOP_B],
    tokenSecret: "test-secret-for-contract-tests-0123456789",
    demo: true,
    // Contract tests sign up hundreds of customers and try hundreds of wrong passwords: a hash of about
    // a millisecond keeps them about the contract, not scrypt, on a busy machine. The production cost
    // is tested on its own.
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    log: (line) => lines.push(line),
    ...overrides,
  });

  const fetchApp = async (input: string, init?: RequestInit) => shopApi.app.request(input, init);

  const api = async (method: string, path: string, options: ApiOptions = {}): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const res = await fetchApp(path, { method, headers, body });
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
    const res = await api("POST", `/api/auth/login?type=public&url=${encodeURIComponent(origin)}`, {
      body: { email, password },
    });
    if (res.status !== 200 || !res.json?.token) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json.token as string;
  };

  const lastCode = async (origin: string, email: string) => {
    const res = await api("GET", `/sandbox/mail?${q(origin)}&format=json&to=${encodeURIComponent(email)}`);
    return (res.json?.data?.[0]?.code as string | null | undefined) ?? null;
  };

  const stop = async () => {
    shopApi.close();
    rmSync(dir, { recursive: true, force: true });
    // Only surface server errors: they mean a 500 happened somewhere.
    const errors = lines.filter((l) => l.startsWith("ERROR"));
    if (errors.length > 0) throw new Error(`server logged errors:\n${errors.join("\n")}`);
  };

  return {
    app: shopApi.app,
    deps: shopApi.deps,
    url: APP_URL,
    fetch: fetchApp,
    api,
    login,
    lastCode,
    logs: lines,
    stop,
  };
}

/** A fresh app with the demo customer signed in to both demo shops (`demoA`, `demoB`: their tokens). */
export async function createSignedIn(): Promise<{ s: TestApp; demoA: string; demoB: string }> {
  const s = await createTestApp();
  return { s, demoA: await s.login(SHOP_A), demoB: await s.login(SHOP_B) };
}

export const q = (origin: string) => `site_url=${encodeURIComponent(origin)}`;
