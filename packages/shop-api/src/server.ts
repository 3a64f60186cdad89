import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { ATTEMPT_BUDGETS, Attempts, type AttemptBudgets } from "./account/attempts";
import { OWASP_SCRYPT, type ScryptCost } from "./account/passwords";
import { REVALIDATE_TIMEOUT_MS } from "./admin/revalidate";
import { createApp } from "./app";
import { migrate, openDatabase, wipeDatabase } from "./db/open";
import type { Deps } from "./deps";
import type { AppEnv } from "./http/env";
import { escapeLogLine } from "./http/log-line";
import { loadTokenSecret } from "./http/secret";
import { releaseAbandonedDrafts } from "./payments/drafts";
import { seedIfEmpty } from "./seed";

/** The demo's server key (the storefront's default too); anywhere real, set SHOP_API_SERVER_KEY on both sides. */
export const DEMO_SERVER_KEY = "demo-server-key-not-for-production";

/** Shorter token keys can be brute-forced offline from one token; demo mode (tests, npm run demo) is exempt. */
export const MIN_SECRET_LENGTH = 32;
export const MIN_SERVER_KEY_LENGTH = 16;

export const DEFAULT_DEMO_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];

export type ShopApiOptions = {
  dbPath: string;
  /** Wipe the database and seed again. */
  reset?: boolean;
  /** Origins of the demo shops created when seeding (first = shop 1). */
  demoOrigins?: readonly string[];
  /** Defaults to a random key kept in the database. */
  tokenSecret?: string;
  /** See Deps.publicUrl. */
  publicUrl?: string;
  /** See Deps.serverKey; defaults to the demo key in demo mode, else none. */
  serverKey?: string;
  /** See Deps.demo (default off). */
  demo?: boolean;
  /** See Deps.specMinimal (default off). */
  specMinimal?: boolean;
  /** See Deps.passwordCost (default OWASP_SCRYPT). */
  passwordCost?: ScryptCost;
  /** Budgets of wrong passwords and codes (default ATTEMPT_BUDGETS); tests that guess a lot raise some. */
  attemptBudgets?: Partial<AttemptBudgets>;
  /** Signing secret of the storefront's revalidation webhook; without one no webhook is called. */
  revalidateSecret?: string;
  /** Base URL of the storefront when the shop origin is not how this server reaches it. */
  revalidateUrl?: string;
  revalidateTimeoutMs?: number;
  log?: (line: string) => void;
  now?: () => Date;
};

export type ShopApi = { app: Hono<AppEnv>; deps: Deps; close: () => void };

/**
 * Settings a real deployment must not run with: the demo server key is published in this repository, and a
 * short token key can be brute-forced from a single token. Throws naming each variable.
 */
export function checkSettings(options: ShopApiOptions): void {
  if (options.demo) return;
  const problems: string[] = [];
  if (options.serverKey === DEMO_SERVER_KEY) {
    problems.push(
      "SHOP_API_SERVER_KEY is the public demo key: set a random key of your own (on the storefront too), or SHOP_API_DEMO=1 for a demo",
    );
  } else if (options.serverKey !== undefined && options.serverKey.length < MIN_SERVER_KEY_LENGTH) {
    problems.push(`SHOP_API_SERVER_KEY must be at least ${MIN_SERVER_KEY_LENGTH} characters`);
  }
  if (options.tokenSecret !== undefined && options.tokenSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `SHOP_API_SECRET must be at least ${MIN_SECRET_LENGTH} characters (or leave it unset for a random key kept in the database)`,
    );
  }
  if (problems.length > 0) throw new Error(`Invalid shop API configuration: ${problems.join("; ")}`);
}

/** Opens (creating, migrating and seeding when needed) the database and builds the app, without listening. */
export async function openShopApi(options: ShopApiOptions): Promise<ShopApi> {
  checkSettings(options);
  const db = openDatabase(options.dbPath);
  if (options.reset) {
    wipeDatabase(db);
    migrate(db);
  }
  const write = options.log ?? ((line: string) => console.log(line));
  const deps: Deps = {
    db,
    tokenSecret: loadTokenSecret(db, options.tokenSecret),
    storageDir: join(dirname(options.dbPath), "storage"),
    log: (line) => write(escapeLogLine(line)),
    now: options.now ?? (() => new Date()),
    publicUrl: options.publicUrl,
    serverKey: options.serverKey ?? (options.demo ? DEMO_SERVER_KEY : null),
    demo: options.demo ?? false,
    specMinimal: options.specMinimal ?? false,
    passwordCost: options.passwordCost ?? OWASP_SCRYPT,
    attempts: new Attempts({ ...ATTEMPT_BUDGETS, ...options.attemptBudgets }),
    revalidate: {
      secret: options.revalidateSecret || null,
      baseUrl: options.revalidateUrl || null,
      timeoutMs: options.revalidateTimeoutMs ?? REVALIDATE_TIMEOUT_MS,
    },
  };
  if (deps.demo) {
    deps.log(
      "WARN demo mode (SHOP_API_DEMO=1): the mail outbox with every code and the sandbox payment pages are public, and the demo server key is accepted; never run a real shop like this",
    );
  }
  await seedIfEmpty(deps, { origins: options.demoOrigins ?? DEFAULT_DEMO_ORIGINS, force: options.reset === true });
  return { app: createApp(deps), deps, close: () => db.close() };
}

export type ServerOptions = ShopApiOptions & {
  /** 0 picks a free port. */
  port: number;
  host?: string;
};

export type RunningServer = { url: string; deps: Deps; close: () => Promise<void> };

/** `openShopApi`, then listens; abandoned payment drafts are settled every minute while it runs. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { app, deps, close: closeDb } = await openShopApi(options);
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    // Idle keep-alive sockets are kept longer than Node's 5 s: a client that reuses one just as the
    // server closes it gets ECONNRESET (seen from the e2e tests' own calls on a busy machine).
    const serverOptions = { keepAliveTimeout: 65_000 };
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host, serverOptions }, () => resolveServer(s));
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const sweep = setInterval(() => releaseAbandonedDrafts(deps.db, deps.now()), 60_000);
  sweep.unref();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(sweep);
    await new Promise<void>((resolveClose) => {
      server.close(() => resolveClose());
      // Keep-alive sockets would otherwise hold close() open.
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    closeDb();
  };
  return { url: `http://${host}:${port}`, deps, close };
}
