import type { ChildProcess } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { startTestRedis, type TestRedis } from "../../lib/redis/test-server";
import { waitFor } from "../abuse/servers";
import { assertPortsFree } from "../support/ports";
import { processes } from "../support/processes";
import { storefrontCommand } from "../support/storefront";
import { prepareEdge } from "../support/varnish";

/** A line a server wrote, with when it arrived (ms since the run started). */
export type LogLine = { at: number; source: string; line: string };

export type StackSettings = {
  root: string;
  dir: string;
  /** Milliseconds since the run started. */
  now: () => number;
  /**
   * Varnish listens here; the storefronts on +1 and +2, the shop API on +3, Varnish's admin port on +4,
   * the storefronts' memory probes (bench/tenant-probe.mjs) on +5 and +6.
   */
  basePort: number;
  shops: number;
};

const SECRET = "soak-revalidate-secret-0123456789abcdef";
const SERVER_KEY = "soak-server-key-0123456789abcdef";
const SESSION_SECRET = "soak-session-secret-0123456789abcdef0123";
const PURGE_SECRET = "soak-purge-secret-0123456789abcdef012345";

export const shopOrigin = (edgePort: number, i: number) => `http://shop-${i}.localhost:${edgePort}`;

/**
 * A proxy between the storefronts and the shop API that can hold every call back (the slow shop API),
 * as e2e/upstream-faults.spec.ts does; a call whose upstream is gone is cut, as a dead API's would be.
 */
function slowProxy(apiPort: number) {
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        // A connection per call: a kept-alive one the shop API closes as it idles would fail a call now and then.
        { host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (delayMs > 0) setTimeout(forward, delayMs);
    else forward();
  });
  return {
    listen: () =>
      new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port))),
    setDelay: (ms: number) => void (delayMs = ms),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** What bench/tenant-probe.mjs answers (the part the soak reads). */
type ProbeAnswer = {
  pid: number;
  gcMs: number | null;
  memory: NodeJS.MemoryUsage;
  spaces: Record<string, { size: number; used: number }>;
  pageCache: { bytes: number; entries: number } | null;
};

async function probe<T>(port: number, query: string, timeoutMs = 10_000): Promise<T | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export async function startStack(settings: StackSettings) {
  const { root, dir, basePort } = settings;
  const edgePort = basePort;
  const storePorts = [basePort + 1, basePort + 2] as const;
  const apiPort = basePort + 3;
  const adminPort = basePort + 4;
  const probePorts = [basePort + 5, basePort + 6] as const;
  assertPortsFree([edgePort, ...storePorts, apiPort, adminPort, ...probePorts], "set SOAK_PORT_BASE (7 ports from it)");
  const shops = Array.from({ length: settings.shops }, (_, i) => shopOrigin(edgePort, i + 1));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const logs: LogLine[] = [];
  const { start, stopAll } = processes(dir, root, (name) => !name.startsWith("varnish"));
  const bin = (name: string) => join(root, "node_modules", ".bin", name);

  const watch = (source: string, child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        createInterface({ input: stream }).on("line", (line) => logs.push({ at: settings.now(), source, line }));
    return child;
  };

  const proxy = slowProxy(apiPort);
  const proxyPort = await proxy.listen();
  const redis: TestRedis = await startTestRedis();

  const startApi = () =>
    watch(
      "shop-api",
      start("shop-api", bin("tsx"), ["packages/shop-api/src/main.ts"], {
        SHOP_API_PORT: String(apiPort),
        SHOP_API_DB: join(dir, "shop.db"),
        SHOP_API_DEMO: "1",
        // The lowest password cost, as the end-to-end tests: sign-ins measure the system, not scrypt.
        SHOP_API_PASSWORD_COST: "14",
        DEMO_SHOP_ORIGINS: shops.join(","),
        SHOP_API_SERVER_KEY: SERVER_KEY,
        SHOP_API_REVALIDATE_SECRET: SECRET,
        // The webhook goes through Varnish, to either instance, as a shop's own address would.
        SHOP_API_REVALIDATE_URL: `http://127.0.0.1:${edgePort}/`,
      }),
    );
  // As `npm start` runs it, with the memory probe beside it on a port of its own.
  const server = (index: 0 | 1) => storefrontCommand({ probePort: probePorts[index], snapshotDir: dir });
  const startStore = (index: 0 | 1) =>
    watch(
      `storefront-${"ab"[index]}`,
      start(`storefront-${"ab"[index]}`, server(index).command, server(index).args, {
        ...server(index).env,
        NODE_ENV: "production",
        SHOP_API_URL: `http://127.0.0.1:${proxyPort}`,
        SESSION_SECRET,
        SHOP_API_SERVER_KEY: SERVER_KEY,
        PORT: String(storePorts[index]),
        HOSTNAME: "127.0.0.1",
        PIXEL_SCRIPT_URL: "none",
        ALLOWED_HOSTS: "*",
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        // A cache bound the mix fills within the warm-up: memory growth after it is then not the cache filling.
        SERVER_CACHE_MAX_MB: "48",
        REDIS_URL: redis.url,
        REVALIDATE_SECRET: SECRET,
        EDGE_PURGE_URL: `http://127.0.0.1:${edgePort}/`,
        EDGE_PURGE_SECRET: PURGE_SECRET,
      }),
    );

  // The shipped VCL as it is, beside a site file naming the two instances (as tests/edge/run.ts installs it).
  const edgeCache = prepareEdge({
    root,
    dir,
    port: edgePort,
    storePorts,
    purgeSecret: PURGE_SECRET,
    // One slow readiness check on a loaded machine does not take an instance out: three of the last five must fail.
    probe: { intervalS: 1, timeoutS: 3, window: 5, threshold: 3, initial: 3 },
    storageMb: 128,
    admin: { port: adminPort, secret: SECRET },
  });
  const { varnishadm } = edgeCache;
  /** Until Varnish's probe of the instance says healthy (backend.list: "healthy" in its line). */
  const edgeSeesHealthy = async (i: 0 | 1) => {
    const deadline = Date.now() + 60_000;
    while (
      !/healthy/.test(
        (await varnishadm("backend.list", `storefront_${i + 1}`))
          .split("\n")
          .find((l) => l.includes(`storefront_${i + 1}`)) ?? "",
      )
    ) {
      if (Date.now() > deadline) throw new Error(`Varnish did not see storefront ${"ab"[i]} healthy within 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const startVarnish = () => watch("varnish", start("varnish", "varnishd", edgeCache.args, {}));

  const current = {
    api: startApi(),
    stores: [startStore(0), startStore(1)] as ChildProcess[],
    varnish: startVarnish(),
  };
  const apiReady = () => waitFor(`${apiUrl}/api/auth/e-commerce-getcountry`, current.api, "shop API", 180_000);
  const storeReady = (i: 0 | 1) =>
    waitFor(`http://127.0.0.1:${storePorts[i]}/readyz`, current.stores[i]!, `storefront ${"ab"[i]}`, 120_000);
  const edgeReady = () => waitFor(`http://127.0.0.1:${edgePort}/healthz`, current.varnish, "varnishd", 60_000);
  await apiReady();
  await Promise.all([storeReady(0), storeReady(1)]);
  await edgeReady();

  const exited = (child: ChildProcess) =>
    new Promise<void>((done) =>
      child.exitCode !== null || child.signalCode !== null ? done() : child.once("exit", () => done()),
    );
  const signal = (child: ChildProcess, name: NodeJS.Signals, group: boolean) => {
    try {
      process.kill(group ? -child.pid! : child.pid!, name);
    } catch {
      // gone already
    }
  };

  return {
    shops,
    edgePort,
    storePorts,
    apiUrl,
    serverKey: SERVER_KEY,
    logs,
    redis,
    /** The pids of the two storefront servers now (for their memory). */
    storePids: () => current.stores.map((c) => c.pid!),
    /**
     * What instance `i`'s memory probe reads inside it, after a full garbage collection with `gc`
     * (a pause of the instance, timed in `gcMs`); null while it is down or restarting.
     */
    async memoryOf(i: 0 | 1, gc: boolean): Promise<ProbeAnswer | null> {
      return probe<ProbeAnswer>(probePorts[i], gc ? "gc=1" : "");
    },
    /** A heap snapshot of instance `i`, written into the run's directory: its file, or null. */
    async heapSnapshot(i: 0 | 1): Promise<string | null> {
      return (await probe<{ file: string }>(probePorts[i], "snapshot=1", 120_000))?.file ?? null;
    },
    setApiDelay: proxy.setDelay,
    async killApi() {
      signal(current.api, "SIGKILL", true);
      await exited(current.api);
    },
    async startApi() {
      current.api = startApi();
      await apiReady();
    },
    async stopVarnish() {
      signal(current.varnish, "SIGTERM", false);
      await exited(current.varnish);
    },
    async startVarnish() {
      current.varnish = startVarnish();
      await edgeReady();
    },
    /**
     * A rolling restart of one instance, as README "Production" asks: taken out at the balancer, then
     * SIGTERM (requests in flight finish), started again, ready, and back in Varnish's rotation.
     */
    async restartStore(i: 0 | 1) {
      await varnishadm("backend.set_health", `storefront_${i + 1}`, "sick");
      signal(current.stores[i]!, "SIGTERM", true);
      await exited(current.stores[i]!);
      current.stores[i] = startStore(i);
      await storeReady(i);
      await varnishadm("backend.set_health", `storefront_${i + 1}`, "auto");
      await edgeSeesHealthy(i);
    },
    /** Both instances ready (their check includes the shop API and Redis) and the edge passing requests on. */
    async allReady() {
      await Promise.all([storeReady(0), storeReady(1)]);
      await edgeReady();
    },
    async stop() {
      await proxy.close();
      await stopAll();
      await redis.stop();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
