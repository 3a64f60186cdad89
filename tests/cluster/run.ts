/**
 * `npm run test:cluster`: two storefront instances sharing one Redis. Starts the reference shop API
 * (temporary database, webhook on), a throw-away redis-server and two `next start` of the same
 * build, then checks on both demo shops that a page rendered by one instance is a cache hit on the
 * other, that an admin edit (which calls the webhook) shows on both, that a bad signature changes
 * nothing, that one shop's revalidation leaves the other's pages cached, and that both instances
 * keep answering while Redis hangs or is stopped.
 *
 * Needs `npm run build` and Debian's redis-server. Ports: CLUSTER_STORE_PORTS (3460,3461),
 * CLUSTER_API_PORT (4460); CLUSTER_KEEP=1 keeps the temporary directory and the server logs.
 */
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import { formatMoney } from "@storefront/cart-math";
import Redis from "ioredis";
import { startTestRedis, type TestRedis } from "../../lib/redis/test-server";
import { createSender, type WireAnswer } from "../abuse/http";
import { waitFor } from "../abuse/servers";
import { assertPortsFree } from "../support/ports";
import { processes } from "../support/processes";
import { stopOnSignal } from "../support/stop-on-signal";

const root = resolve(__dirname, "..", "..");
const [portA, portB] = (process.env.CLUSTER_STORE_PORTS ?? "3460,3461").split(",").map(Number) as [number, number];
const apiPort = Number(process.env.CLUSTER_API_PORT ?? 4460);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const SECRET = "cluster-test-revalidate-secret-0123456789";
const SERVER_KEY = "cluster-test-server-key-0123456789";
const SHOPS = [`http://localhost:${portA}`, `http://127.0.0.1:${portA}`];
const dir = mkdtempSync(join(tmpdir(), "storefront-cluster-"));

const { started: children, start, stopAll } = processes(dir, root);
let redis: TestRedis;
const instances = { A: createSender(portA, 4, 15_000), B: createSender(portB, 4, 15_000) };
type Instance = keyof typeof instances;

/** A page of `shop` asked of one instance, as a load balancer in front of both would forward it. */
async function page(instance: Instance, shop: string, path: string): Promise<WireAnswer & { ms: number }> {
  const started = Date.now();
  const answer = await instances[instance].send({ method: "GET", path, headers: { host: new URL(shop).host } });
  return { ...answer, ms: Date.now() - started };
}

const cacheState = (answer: WireAnswer) => String(answer.headers["x-nextjs-cache"] ?? "(none)");
const decoded = (html: string) =>
  html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

/** Renders the page on A (unless cached already) and lets the write reach Redis. */
async function cachedOnA(shop: string, path: string) {
  const first = await page("A", shop, path);
  assert.equal(first.status, 200, `${path} on A`);
  await new Promise((r) => setTimeout(r, 500));
}

async function api<T>(method: string, path: string, shop: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${apiUrl}${path}${path.includes("?") ? "&" : "?"}site_url=${encodeURIComponent(shop)}`,
    {
      method,
      headers: { "content-type": "application/json", "x-shop-server-key": SERVER_KEY },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  assert.ok(response.ok, `${method} ${path} for ${shop}: ${response.status}`);
  return (await response.json()) as T;
}

type ApiItem = { uuid: string; sale_price: number; status: number; list_item?: { discount: number }[] };

async function plainProduct(shop: string): Promise<ApiItem> {
  const { data } = await api<{ data: ApiItem[] }>("GET", "/api/ecom-our-latest-product", shop);
  const item = data.find((i) => i.status === 1 && (i.list_item ?? []).every((d) => !d.discount));
  assert.ok(item, `a product without discount in ${shop}`);
  return item;
}

async function currencyOf(shop: string): Promise<string> {
  const { data } = await api<{ data: { company: { get_currency: { symbol: string } } } }>(
    "GET",
    "/api/gym-theme",
    shop,
  );
  return data.company.get_currency.symbol;
}

function signedWebhook(
  shop: string,
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
  instance: Instance = "A",
) {
  const ts = String(timestamp);
  const signature = `sha256=${createHmac("sha256", secret)
    .update(`${ts}.${new URL(shop).host}.${body}`)
    .digest("hex")}`;
  return instances[instance].send({
    method: "POST",
    path: "/api/revalidate",
    headers: {
      host: new URL(shop).host,
      "content-type": "application/json",
      "x-revalidate-timestamp": ts,
      "x-revalidate-signature": signature,
    },
    body: Buffer.from(body),
  });
}

async function stopEverything() {
  await stopAll();
  await redis?.stop();
  if (process.env.CLUSTER_KEEP === "1") console.log(`Logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
stopOnSignal(stopEverything);

before(async () => {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) throw new Error("No storefront build: run `npm run build` first.");
  assertPortsFree([portA, portB, apiPort], "set CLUSTER_STORE_PORTS and CLUSTER_API_PORT");
  redis = await startTestRedis();
  const bin = (name: string) => join(root, "node_modules", ".bin", name);
  const shopApi = start("shop-api", bin("tsx"), ["packages/shop-api/src/main.ts"], {
    SHOP_API_PORT: String(apiPort),
    SHOP_API_DB: join(dir, "shop.db"),
    SHOP_API_DEMO: "1",
    DEMO_SHOP_ORIGINS: SHOPS.join(","),
    SHOP_API_SERVER_KEY: SERVER_KEY,
    SHOP_API_REVALIDATE_SECRET: SECRET,
  });
  await waitFor(`${apiUrl}/api/auth/e-commerce-getcountry`, shopApi, "shop API", 120_000);
  const storeEnv = (port: number) => ({
    SHOP_API_URL: apiUrl,
    SESSION_SECRET: "cluster-test-session-secret-0123456789abcdef",
    SHOP_API_SERVER_KEY: SERVER_KEY,
    PORT: String(port),
    PIXEL_SCRIPT_URL: "none",
    ALLOWED_HOSTS: SHOPS.map((s) => new URL(s).host).join(","),
    REDIS_URL: redis.url,
    REVALIDATE_SECRET: SECRET,
  });
  const a = start("storefront-a", bin("next"), ["start", "-p", String(portA)], storeEnv(portA));
  const b = start("storefront-b", bin("next"), ["start", "-p", String(portB)], storeEnv(portB));
  await Promise.all([
    waitFor(`http://127.0.0.1:${portA}/assets/favicon.svg`, a, "storefront A", 120_000),
    waitFor(`http://127.0.0.1:${portB}/assets/favicon.svg`, b, "storefront B", 120_000),
  ]);
});

after(stopEverything);

for (const shop of SHOPS) {
  describe(`two instances, one Redis: ${shop}`, () => {
    test("a page rendered by one instance is a cache hit on the other", async () => {
      const item = await plainProduct(shop);
      await cachedOnA(shop, `/product/${item.uuid}`);
      const onB = await page("B", shop, `/product/${item.uuid}`);
      assert.equal(onB.status, 200);
      assert.equal(cacheState(onB), "HIT");
      await cachedOnA(shop, "/");
      assert.equal(cacheState(await page("B", shop, "/")), "HIT");
    });

    test("an admin price change reaches both instances through the webhook", async () => {
      const item = await plainProduct(shop);
      const path = `/product/${item.uuid}`;
      await cachedOnA(shop, path);
      assert.equal(cacheState(await page("B", shop, path)), "HIT");
      const price = Math.round(item.sale_price * 100 + 1234) / 100 + 0.07;
      const edit = await api<{ revalidation: { status: string; http_status?: number } }>(
        "PATCH",
        `/api/admin/products/${item.uuid}`,
        shop,
        { price: Math.round(price * 100) / 100 },
      );
      assert.deepEqual(edit.revalidation.status, "sent", JSON.stringify(edit.revalidation));
      assert.equal(edit.revalidation.http_status, 200);
      const shown = formatMoney(Math.round(price * 100) / 100, await currencyOf(shop));
      const onB = await page("B", shop, path);
      assert.notEqual(cacheState(onB), "HIT", "B must not serve the page cached before the edit");
      assert.ok(decoded(onB.body).includes(shown), `B shows ${shown}`);
      // A's copy is older than the edit; the page B rendered since is the one A serves.
      const onA = await page("A", shop, path);
      assert.ok(decoded(onA.body).includes(shown), `A shows ${shown}`);
    });

    test("a webhook with a bad signature is refused and changes nothing", async () => {
      const item = await plainProduct(shop);
      const path = `/product/${item.uuid}`;
      await cachedOnA(shop, path);
      const body = JSON.stringify({ tags: [`product:${item.uuid}`, "products"], id: randomUUID() });
      assert.equal((await signedWebhook(shop, body, `${SECRET}-wrong`)).status, 401);
      assert.equal((await signedWebhook(shop, body, SECRET, Math.floor(Date.now() / 1000) - 600)).status, 401);
      assert.equal((await signedWebhook(shop, JSON.stringify({ tags: ["prices"] }), SECRET)).status, 400);
      assert.equal(
        (await signedWebhook(shop, JSON.stringify({ tags: ["products"], padding: "x".repeat(70_000) }), SECRET)).status,
        413,
      );
      for (const instance of ["A", "B"] as const)
        assert.equal(cacheState(await page(instance, shop, path)), "HIT", `${instance} keeps the cached page`);
      // The same call, signed with the secret, does expire it.
      const timestamp = Math.floor(Date.now() / 1000);
      assert.equal((await signedWebhook(shop, body, SECRET, timestamp)).status, 200);
      assert.notEqual(cacheState(await page("B", shop, path)), "HIT");
      // Replayed, to either instance (they remember calls in the same Redis), it is refused and expires nothing.
      // A page rendered within the second of an expiry is not taken as fresh: wait for a kept copy.
      for (let i = 0; i < 20 && cacheState(await page("A", shop, path)) !== "HIT"; i++)
        await new Promise((r) => setTimeout(r, 250));
      assert.equal(cacheState(await page("A", shop, path)), "HIT");
      for (const instance of ["A", "B"] as const)
        assert.equal((await signedWebhook(shop, body, SECRET, timestamp, instance)).status, 409, instance);
      assert.equal(cacheState(await page("A", shop, path)), "HIT", "a replay keeps the cached page");
    });
  });
}

describe("one shop's revalidation", () => {
  test("leaves the other shop's cached pages alone", async () => {
    const [shopOne, shopTwo] = SHOPS as [string, string];
    for (const shop of SHOPS) await cachedOnA(shop, "/");
    const title = `Cluster test ${Date.now()}`;
    const edit = await api<{ revalidation: { status: string } }>("PATCH", "/api/admin/theme", shopOne, {
      browser_title: title,
    });
    assert.equal(edit.revalidation.status, "sent");
    const one = await page("B", shopOne, "/");
    assert.ok(decoded(one.body).includes(title), "the edited shop shows its new title");
    for (const instance of ["A", "B"] as const) {
      const two = await page(instance, shopTwo, "/");
      assert.equal(cacheState(two), "HIT", `${shopTwo} on ${instance} stays cached`);
      assert.ok(!two.body.includes(title));
    }
  });
});

describe("refused listings", () => {
  test("1,000 listing URLs the shop API refuses add no entry to the page cache", async () => {
    const client = new Redis(redis.url);
    const entries = async () => (await client.keys("storefront:cache:e:*")).length;
    try {
      for (const shop of SHOPS) await cachedOnA(shop, "/Product/1");
      const before = await entries();
      const seen = new Map<number, number>();
      for (let i = 0; i < 1000; i++) {
        const shop = SHOPS[i % SHOPS.length]!;
        // Product types other than 0-2 are refused (422); with a page or filters too.
        const type = 3 + Math.floor(Math.random() * 1e14);
        const path =
          i % 4 === 0
            ? `/Product/${type}`
            : i % 4 === 1
              ? `/Product/${type}?page=${i}`
              : i % 4 === 2
                ? `/Product/${type}?price_min=${i}`
                : `/Product/${type}?utm=${i}`;
        const answer = await page(i % 2 ? "A" : "B", shop, path);
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      }
      assert.deepEqual(
        [...seen.keys()].filter((status) => status !== 404 && status !== 307 && status !== 308),
        [],
        `statuses: ${JSON.stringify([...seen])}`,
      );
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(await entries(), before);
    } finally {
      client.disconnect();
    }
  });
});

describe("Redis down", () => {
  const paths = async (shop: string) => ["/", `/product/${(await plainProduct(shop)).uuid}`, "/about-us"];

  test("both instances keep answering while Redis hangs, then while it is stopped", async () => {
    for (const state of ["hanging", "stopped"] as const) {
      if (state === "hanging") redis.pause();
      else {
        redis.resume();
        await redis.stop();
      }
      for (const shop of SHOPS) {
        for (const path of await paths(shop)) {
          for (const instance of ["A", "B"] as const) {
            const answer = await page(instance, shop, path);
            assert.equal(answer.status, 200, `${path} of ${shop} on ${instance} while Redis is ${state}`);
            // Every Redis command is bounded (500 ms); a rendered page also waits for the shop API.
            assert.ok(answer.ms < 8_000, `${path} took ${answer.ms} ms`);
          }
        }
      }
    }
    for (const { name, log } of children.filter((c) => c.name.startsWith("storefront"))) {
      const warnings = readFileSync(log, "utf8")
        .split("\n")
        .filter((line) => line.includes("[redis]") && line.includes("unavailable"));
      assert.ok(warnings.length >= 1 && warnings.length <= 2, `${name} logged the outage ${warnings.length} times`);
    }
  });
});
