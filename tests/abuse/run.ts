/**
 * `npm run test:abuse`: the malformed-request sweep. Starts the reference shop API (temporary
 * database) and the built storefront, signs in on both demo shops, sends every route and page the
 * malformed requests of requests.ts, signed out and signed in, and fails on any 5xx, any answer a
 * request of its kind must not get, a server that exits, or any change to carts, orders, stock or
 * accounts (state.ts): the sweep sends only requests that must be refused.
 *
 * Settings: ABUSE_STORE_PORT (3450), ABUSE_API_PORT (4450), ABUSE_CONCURRENCY (4),
 * ABUSE_ONLY (only routes whose path contains it), ABUSE_KEEP (1 keeps the temporary directory and
 * its server logs), ABUSE_VERBOSE (1 prints each route's count and time).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setUpShop } from "./fixtures";
import { createSender, type WireAnswer } from "./http";
import { generateRequests, type AbuseRequest } from "./requests";
import { discoverRoutes } from "./routes";
import { stopOnSignal } from "../support/stop-on-signal";
import { startServers } from "./servers";
import { diffSnapshots, takeSnapshot } from "./state";

type Failure = { reason: string; request?: AbuseRequest; answer?: WireAnswer };

const root = resolve(__dirname, "..", "..");
const storePort = Number(process.env.ABUSE_STORE_PORT ?? 3450);
const apiPort = Number(process.env.ABUSE_API_PORT ?? 4450);
const concurrency = Math.max(1, Number(process.env.ABUSE_CONCURRENCY ?? 4));
const only = process.env.ABUSE_ONLY ?? "";
const TIMEOUT_MS = 30_000;
const SHOWN_FAILURES = 25;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

function describe(failure: Failure): string {
  const { request, answer } = failure;
  if (!request) return `  ${failure.reason}`;
  const who = `${request.signedIn ? "signed in" : "signed out"} at ${request.shop}`;
  const lines = [
    `  ${failure.reason}: ${request.method} ${oneLine(request.path, 140)} → ${answer?.status ?? "-"} (${request.kind}; ${who})`,
  ];
  if (answer?.error) lines.push(`      error: ${answer.error}`);
  if (answer?.body) lines.push(`      body: ${oneLine(answer.body, 240)}`);
  return lines.join("\n");
}

/**
 * A JSON answer `{status: true, …}`: the shop API's (and the storefront's) word for "done". A cart
 * merge says so while listing the lines it `skipped`: the state check judges those.
 */
function saysDone(body: string): boolean {
  try {
    const answer = JSON.parse(body) as { status?: unknown; skipped?: unknown } | null;
    return answer?.status === true && !(Array.isArray(answer.skipped) && answer.skipped.length > 0);
  } catch {
    return false;
  }
}

/** What is wrong with one answer, or null. */
function judge(request: AbuseRequest, answer: WireAnswer): string | null {
  if (answer.status === 0) return `no answer (${answer.error ?? "connection closed"})`;
  if (answer.status < 0) return `not sent (${answer.error})`;
  if (answer.status >= 500) return "5xx";
  if (request.expect && !request.expect.includes(answer.status)) return `expected ${request.expect.join(" or ")}`;
  if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && saysDone(answer.body)) return "accepted";
  const leaked = request.secrets.find((secret) => answer.body.includes(secret));
  if (leaked) return `shows another customer's ${leaked.includes("@") ? "e-mail" : "order"} ${leaked}`;
  return null;
}

async function runAll<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), "storefront-abuse-"));
  if (process.env.ABUSE_KEEP !== "1") stopOnSignal(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = join(dir, "shop.db");
  const sessionSecret = "abuse-sweep-session-secret-0123456789-abcdef";
  const servers = await startServers({
    root,
    storePort,
    apiPort,
    dbPath,
    logDir: dir,
    sessionSecret,
    serverKey: "abuse-sweep-server-key-0123456789",
  });
  const sender = createSender(storePort, concurrency, TIMEOUT_MS);
  const failures: Failure[] = [];
  let sent = 0;
  let fiveHundreds = 0;
  const byStatus = new Map<number, number>();
  const fiveHundredsByRoute = new Map<string, number>();
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const shops = [
      await setUpShop(apiUrl, `http://localhost:${storePort}`, sender.send, sessionSecret),
      await setUpShop(apiUrl, `http://127.0.0.1:${storePort}`, sender.send, sessionSecret),
    ] as const;
    const routes = discoverRoutes(root);
    const requests = generateRequests(root, routes, [shops[0], shops[1]], storePort).filter((r) =>
      r.route.includes(only),
    );
    const ready = Date.now();
    console.log(
      `abuse: ${routes.length} routes from the file tree, ${requests.length} requests, concurrency ${concurrency} (servers up and signed in after ${((ready - started) / 1000).toFixed(1)} s)`,
    );

    // One route at a time, a snapshot after each: a change is then traced to the route that made it.
    const byRoute = new Map<string, AbuseRequest[]>();
    for (const request of requests) byRoute.set(request.route, [...(byRoute.get(request.route) ?? []), request]);
    let before = takeSnapshot(dbPath);
    for (const [route, batch] of byRoute) {
      const batchStarted = Date.now();
      const accepted: AbuseRequest[] = [];
      await runAll(batch, concurrency, async (request) => {
        const answer = await sender.send(request);
        sent += 1;
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) {
          fiveHundreds += 1;
          fiveHundredsByRoute.set(route, (fiveHundredsByRoute.get(route) ?? 0) + 1);
        }
        if (answer.status >= 200 && answer.status < 300 && request.method !== "GET") accepted.push(request);
        const problem = judge(request, answer);
        if (problem) failures.push({ reason: problem, request, answer });
      });
      const after = takeSnapshot(dbPath);
      const changes = diffSnapshots(before, after);
      if (changes.length > 0) {
        const suspects = accepted.map((r) => `${r.method} ${oneLine(r.path, 80)} (${r.kind})`).slice(0, 5);
        failures.unshift({
          reason: `state changed by ${route}: ${changes.slice(0, 8).join("; ")}${suspects.length ? `\n      answered 2xx: ${suspects.join(" | ")}` : ""}`,
        });
      }
      before = after;
      if (process.env.ABUSE_VERBOSE === "1")
        console.log(`  ${route}: ${batch.length} requests, ${((Date.now() - batchStarted) / 1000).toFixed(1)} s`);
      if (servers.crashes.length > 0) break;
    }
  } finally {
    sender.close();
    const crashes = [...servers.crashes];
    await servers.stop();
    for (const crash of crashes) failures.unshift({ reason: `crash: ${crash}` });
    if (crashes.length > 0)
      for (const file of servers.logFiles)
        console.error(`--- last lines of ${file}\n${readFileSync(file, "utf8").split("\n").slice(-30).join("\n")}`);
    if (process.env.ABUSE_KEEP === "1") console.log(`abuse: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(`abuse: statuses ${statuses}; ${seconds} s`);
  if (fiveHundredsByRoute.size > 0) {
    console.log("abuse: 5xx by route");
    for (const [route, count] of [...fiveHundredsByRoute].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(4)}  ${route}`);
  }
  console.log(`${sent} requests, ${fiveHundreds} 5xx`);
  if (failures.length === 0) return 0;
  const rank = (f: Failure) =>
    ["crash", "state", "shows", "5xx", "no answer", "accepted"].findIndex((r) => f.reason.startsWith(r)) >>> 0;
  failures.sort((a, b) => rank(a) - rank(b));
  const kinds = new Map<string, number>();
  for (const { reason, request, answer } of failures) {
    if (!request) continue;
    const key = `${reason} (${answer?.status}): ${request.route} ${request.method} ${request.kind}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  console.error(`abuse: FAILED, ${failures.length} problem${failures.length === 1 ? "" : "s"}, by kind:`);
  for (const [key, count] of [...kinds].sort((a, b) => b[1] - a[1]))
    console.error(`  ${String(count).padStart(4)}  ${oneLine(key, 200)}`);
  console.error(`abuse: the first ${Math.min(SHOWN_FAILURES, failures.length)}:`);
  for (const failure of failures.slice(0, SHOWN_FAILURES)) console.error(describe(failure));
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`abuse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
