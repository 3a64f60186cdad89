/**
 * Over 250 lines on purpose: one scenario, step after step, over shared servers.
 * `npm run test:edge`: the stack of the README's "Edge cache": Varnish with the shipped VCL
 * (deploy/varnish/default.vcl) in front of two storefront instances (`npm start`, server.mjs) that
 * share one Redis, the reference shop API behind them, its admin edits calling the webhook through
 * Varnish, the webhook purging Varnish (EDGE_PURGE_URL). The demo shops are Varnish's own address
 * (`localhost` and `127.0.0.1`). Checks that cached pages are Varnish hits, that an edit shows through
 * Varnish within 2 s, that one shop's purge leaves the other's pages cached, that nothing private
 * and nothing with Set-Cookie is kept, that a page's HTML and RSC answers are kept apart, that a
 * cacheable page is the same bytes signed in and out, that junk variants of a URL (tracking or
 * made-up query keys, router headers) add no object and no 404 is kept, and that only the purgers'
 * addresses purge, and only with the storefront's purge secret (EDGE_PURGE_SECRET).
 *
 * Needs `npm run build`, Debian's varnish and varnish-modules and redis-server. Varnish listens on a
 * free port; EDGE_STORE_PORTS (3571,3572), EDGE_API_PORT (4570); EDGE_KEEP=1 keeps the logs.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import { formatMoney } from "@storefront/cart-math";
import { edgeKeysOf } from "../../lib/edge-cache/keys.server.mjs";
import { startTestRedis, type TestRedis } from "../../lib/redis/test-server";
import { categoryHref } from "../../lib/routing";
import { sessionCookieName } from "../../lib/session/cookie";
import { waitFor } from "../abuse/servers";
import { assertPortsFree } from "../support/ports";
import { freePort, processes } from "../support/processes";
import { stopOnSignal } from "../support/stop-on-signal";
import { storefrontCommand } from "../support/storefront";
import { prepareEdge } from "../support/varnish";

const root = resolve(__dirname, "..", "..");
const [portA, portB] = (process.env.EDGE_STORE_PORTS ?? "3571,3572").split(",").map(Number) as [number, number];
const apiPort = Number(process.env.EDGE_API_PORT ?? 4570);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const SECRET = "edge-test-revalidate-secret-0123456789abc";
const SERVER_KEY = "edge-test-server-key-0123456789";
const SESSION_SECRET = "edge-test-session-secret-0123456789abcdef";
const PURGE_SECRET = "edge-test-purge-secret-0123456789abcdef";
/** The page cache's tag of a shop's resource (lib/shop-api/core.server.ts `shopTag`, a server-only module). */
const shopTag = (origin: string, resource: string) => `shop:${origin}:${resource}`;
const dir = mkdtempSync(join(tmpdir(), "storefront-edge-"));

// varnishd (-F) is stopped by its own PID: its worker process ends with it. The Node servers by process group.
const { start, stopAll } = processes(dir, root, (name) => name !== "varnish");
let redis: TestRedis;
let varnishPort = 0;
let varnishDir = "";
let shops: [string, string];

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; text: string };

/** One HTTP request to a port on 127.0.0.1 (or from `localAddress`), the Host named as given. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.body
          ? { ...options.headers, "content-length": String(Buffer.byteLength(options.body)) }
          : options.headers,
        setHost: false,
        localAddress: options.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          done({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
        });
        res.on("error", fail);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${options.path} in 15 s`)));
    req.on("error", fail);
    req.end(options.body);
  });
}

/** A request of `shop`'s page through Varnish, as a browser would send it. */
const edge = (shop: string, path: string, headers: Record<string, string> = {}) =>
  send(varnishPort, { path, headers: { host: new URL(shop).host, ...headers } });
/** The same request straight to one storefront instance, as Varnish forwards it. */
const direct = (port: number, shop: string, path: string, headers: Record<string, string> = {}) =>
  send(port, { path, headers: { host: new URL(shop).host, ...headers } });

type PageParts = { markup: string; rows: string[] };
/**
 * A page's HTML without its scripts, and the rows of its RSC payload, sorted, with the rows' numbers
 * (`2a:`, and references to them, `"$L2a"` or a path into one, `"$34:props:layout"`) left out. Next streams the rows in the order their data
 * arrives, and numbers them in that order, which varies from one render to the next whoever asks:
 * two renders of an unchanged page are the same page when these are equal. The same for the hidden
 * fields React writes into a form posting to a Server Action with bound arguments (`$ACTION_REF_2`,
 * `$ACTION_2:0`): it numbers such forms in the order its render reaches them, which depends on which
 * data was already at hand (the product page's purchase form and the footer's newsletter).
 */
/**
 * The rows of an RSC payload. A text row (`id:T<byte length in hex>,text`) runs for its length and the next row
 * follows it without a newline, so its number would escape the normalising of pageParts if split at newlines.
 */
function rscRows(payload: string): string[] {
  const bytes = Buffer.from(payload, "utf8");
  const rows: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const text = /^[0-9a-f]+:T([0-9a-f]+),/.exec(bytes.subarray(at, at + 32).toString("latin1"));
    const newline = bytes.indexOf(10, at);
    const end = text ? at + text[0].length + parseInt(text[1]!, 16) : newline === -1 ? bytes.length : newline;
    rows.push(bytes.subarray(at, end).toString("utf8"));
    at = text ? end : end + 1;
  }
  return rows;
}

function pageParts(html: string): PageParts {
  const pushed = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)];
  const payload = pushed.map((match) => JSON.parse(match[1]!) as string).join("");
  assert.ok(payload.length > 0, "the page carries its RSC payload");
  const rows = rscRows(payload)
    .map((row) => row.replace(/^[0-9a-f]+:/, "#:").replace(/"\$([A-Z@]?)[0-9a-f]+(:|")/g, '"$$$1#$2'))
    .sort();
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/name="\$ACTION_(REF_)?\d+/g, 'name="$$ACTION_$1#');
  return { markup, rows };
}

const cacheState = (answer: Answer) => String(answer.headers["x-cache"]);
/** How many objects Varnish holds (hit-for-miss markers included). */
const objectsInVarnish = () =>
  Number(
    /MAIN\.n_object\s+(\d+)/.exec(
      execFileSync("varnishstat", ["-n", varnishDir, "-1", "-f", "MAIN.n_object"], { encoding: "utf8" }),
    )?.[1],
  );
const header = (answer: Answer, name: string) => String(answer.headers[name] ?? "");
const decoded = (html: string) =>
  html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

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

async function plainProducts(shop: string): Promise<ApiItem[]> {
  const { data } = await api<{ data: ApiItem[] }>("GET", "/api/ecom-our-latest-product", shop);
  const items = data.filter((i) => i.status === 1 && (i.list_item ?? []).every((d) => !d.discount));
  assert.ok(items.length >= 3, `products without discount in ${shop}`);
  return items;
}

/** A category listing of the shop's header menu. */
async function categoryPath(shop: string): Promise<string> {
  const { data } = await api<{ data: { is_header_attr: number; fk_column_name: string; setting_id: number }[] }>(
    "GET",
    "/api/site-attribute",
    shop,
  );
  const category = data.find((a) => a.is_header_attr === 1);
  assert.ok(category, `a header category in ${shop}`);
  return categoryHref(category.fk_column_name, category.setting_id);
}

async function currencyOf(shop: string): Promise<string> {
  const theme = await api<{ data: { company: { get_currency: { symbol: string } } } }>("GET", "/api/gym-theme", shop);
  return theme.data.company.get_currency.symbol;
}

/** The webhook, signed for `shop`, sent straight to instance A: expires the tags and purges Varnish. */
function webhook(shop: string, tags: string[]) {
  const body = JSON.stringify({ tags, id: randomUUID() });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac("sha256", SECRET)
    .update(`${ts}.${new URL(shop).host}.${body}`)
    .digest("hex")}`;
  return send(portA, {
    method: "POST",
    path: "/api/revalidate",
    headers: {
      host: new URL(shop).host,
      "content-type": "application/json",
      "x-revalidate-timestamp": ts,
      "x-revalidate-signature": signature,
    },
    body,
  });
}

async function signIn(shop: string): Promise<string> {
  const login = await send(varnishPort, {
    method: "POST",
    path: "/api/account/login",
    headers: { host: new URL(shop).host, origin: shop, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@example.com", password: "demo1234" }),
  });
  assert.equal(login.status, 200, `login: ${login.text.slice(0, 200)}`);
  const raw = login.headers["set-cookie"];
  const cookie = (Array.isArray(raw) ? raw : [raw ?? ""]).map((c) => c.split(";")[0]).join("; ");
  assert.ok(cookie.includes(sessionCookieName(shop)), "the login sets the session cookie");
  return cookie;
}

async function stopEverything() {
  await stopAll();
  await redis?.stop();
  if (process.env.EDGE_KEEP === "1") console.log(`Logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
stopOnSignal(stopEverything);

before(async () => {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) throw new Error("No storefront build: run `npm run build` first.");
  assertPortsFree([portA, portB, apiPort], "set EDGE_STORE_PORTS and EDGE_API_PORT");
  varnishPort = await freePort();
  shops = [`http://localhost:${varnishPort}`, `http://127.0.0.1:${varnishPort}`];
  redis = await startTestRedis();
  const bin = (name: string) => join(root, "node_modules", ".bin", name);
  const shopApi = start("shop-api", bin("tsx"), ["packages/shop-api/src/main.ts"], {
    SHOP_API_PORT: String(apiPort),
    SHOP_API_DB: join(dir, "shop.db"),
    SHOP_API_DEMO: "1",
    DEMO_SHOP_ORIGINS: shops.join(","),
    SHOP_API_SERVER_KEY: SERVER_KEY,
    // The webhook goes to the shop's origin: through Varnish, which passes the POST to an instance.
    SHOP_API_REVALIDATE_SECRET: SECRET,
  });
  const storeEnv = (port: number) => ({
    NODE_ENV: "production",
    SHOP_API_URL: apiUrl,
    SESSION_SECRET,
    SHOP_API_SERVER_KEY: SERVER_KEY,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    PIXEL_SCRIPT_URL: "none",
    ALLOWED_HOSTS: shops.map((s) => new URL(s).host).join(","),
    TRUST_PROXY: "1",
    REDIS_URL: redis.url,
    REVALIDATE_SECRET: SECRET,
    EDGE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
    EDGE_PURGE_SECRET: PURGE_SECRET,
  });
  // `npm start`, as production runs it: server.mjs adds the edge keys.
  const server = storefrontCommand();
  const a = start("storefront-a", server.command, server.args, { ...server.env, ...storeEnv(portA) });
  const b = start("storefront-b", server.command, server.args, { ...server.env, ...storeEnv(portB) });

  // The shipped VCL as it is, beside this test's site file (backends, purgers), as an operator installs them.
  const edgeCache = prepareEdge({
    root,
    dir,
    port: varnishPort,
    storePorts: [portA, portB],
    purgeSecret: PURGE_SECRET,
    probe: { intervalS: 1, timeoutS: 2, window: 3, threshold: 2, initial: 2 },
    storageMb: 64,
  });
  varnishDir = edgeCache.workDir;
  const varnish = start("varnish", "varnishd", edgeCache.args, {});
  await Promise.all([
    waitFor(`${apiUrl}/api/auth/e-commerce-getcountry`, shopApi, "shop API", 120_000),
    waitFor(`http://127.0.0.1:${portA}/healthz`, a, "storefront A", 120_000),
    waitFor(`http://127.0.0.1:${portB}/healthz`, b, "storefront B", 120_000),
  ]);
  // Through Varnish to an instance: the whole stack answers.
  await waitFor(`http://127.0.0.1:${varnishPort}/healthz`, varnish, "varnishd", 60_000);
});

after(stopEverything);

describe("cacheable answers", () => {
  test("name their shop's keys in Surrogate-Key and Cache-Tag; private answers name none", async () => {
    const [one, two] = shops;
    const [item] = await plainProducts(one);
    const page = await direct(portA, one, `/product/${item!.uuid}`);
    assert.equal(page.status, 200);
    assert.match(header(page, "cache-control"), /s-maxage=\d+/);
    const keys = header(page, "surrogate-key").split(" ");
    for (const key of edgeKeysOf([
      shopTag(one, "products"),
      shopTag(one, `product:${item!.uuid}`),
      shopTag(one, "theme"),
    ]))
      assert.ok(keys.includes(key), `${key} in ${keys.join(" ")}`);
    assert.equal(header(page, "cache-tag"), keys.join(","));
    const ofTwo = header(await direct(portA, two, `/product/${item!.uuid}`), "surrogate-key").split(" ");
    assert.deepEqual(
      keys.filter((key) => ofTwo.includes(key)),
      [],
      "the other shop's page shares no key",
    );

    const cookie = await signIn(one);
    const profile = await direct(portA, one, "/profile", { cookie });
    assert.equal(profile.status, 200);
    assert.match(header(profile, "cache-control"), /private|no-store/);
    assert.equal(profile.headers["surrogate-key"], undefined);
    assert.equal(profile.headers["cache-tag"], undefined);
  });

  test("are the same page signed in and signed out", async () => {
    const [one] = shops;
    const [, item] = await plainProducts(one);
    const cookie = await signIn(one);
    for (const path of [await categoryPath(one), `/product/${item!.uuid}`]) {
      // Rendered for a signed-in customer, then (expired again) for a visitor. Each is a fresh render:
      // a kept page is sent with its non-ASCII characters as references (lib/page-cache/ascii-html.mjs).
      const renders = [];
      for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
        assert.equal((await webhook(one, ["products", "theme"])).status, 200);
        const render = await direct(portA, one, path, headers);
        assert.equal(render.status, 200);
        assert.equal(header(render, "x-nextjs-cache"), "MISS", `${path} rendered for this request`);
        renders.push(render);
      }
      const [signedIn, signedOut] = renders.map((render) => pageParts(render.text)) as [PageParts, PageParts];
      assert.equal(signedIn.markup, signedOut.markup, `${path}: the same HTML`);
      assert.deepEqual(signedIn.rows, signedOut.rows, `${path}: the same RSC payload`);
      assert.ok(!signedIn.markup.includes("demo@example.com"));

      // Through Varnish: the customer's request keeps the page, and a visitor is sent those bytes.
      const purge = await send(varnishPort, {
        method: "PURGE",
        path: "/",
        headers: {
          host: "edge",
          "xkey-purge": edgeKeysOf([shopTag(one, "products")]).join(" "),
          "x-purge-secret": PURGE_SECRET,
        },
      });
      assert.equal(purge.status, 200);
      const kept = await edge(one, path, { cookie });
      assert.equal(cacheState(kept), "MISS");
      const visitor = await edge(one, path);
      assert.equal(cacheState(visitor), "HIT");
      assert.ok(visitor.body.equals(kept.body), `${path}: the visitor gets the customer's bytes`);
    }
  });
});

describe("Varnish in front", () => {
  test("the second GET of a category and of a product page is a hit, of the same bytes", async () => {
    for (const shop of shops) {
      const [item] = await plainProducts(shop);
      for (const path of [await categoryPath(shop), `/product/${item!.uuid}`]) {
        const first = await edge(shop, path);
        assert.equal(first.status, 200, `${path} of ${shop}`);
        const second = await edge(shop, path);
        assert.equal(second.status, 200);
        assert.equal(cacheState(second), "HIT", `${path} of ${shop} is a hit`);
        assert.ok(second.body.equals(first.body));
        assert.equal(second.headers["surrogate-key"], undefined, "the keys are not sent to browsers");
      }
    }
  });

  test("a listing with a checked option answers 200, directly and through Varnish (the storefront listens on 127.0.0.1)", async () => {
    for (const shop of shops) {
      const { data } = await api<{ data: { setting_id: number; options: { option_id: number }[] }[] }>(
        "GET",
        "/api/site-attribute",
        shop,
      );
      const base = await categoryPath(shop);
      const id = Number(base.split("/").pop());
      const option = data.find((a) => a.setting_id === id)?.options[0];
      assert.ok(option, `an option of ${base} in ${shop}`);
      const path = `${base}?checked=${option.option_id}`;
      // Next took the state's rewrite for an external one when its host was 127.0.0.1: a 404.
      assert.equal((await direct(portA, shop, path)).status, 200, `${path} of ${shop}, directly`);
      assert.equal((await edge(shop, path)).status, 200, `${path} of ${shop}, through Varnish`);
    }
  });

  test("an admin price change shows through Varnish within 2 s, with no stale answer after the edit returns", async () => {
    for (const shop of shops) {
      const [, , item] = await plainProducts(shop);
      const path = `/product/${item!.uuid}`;
      await edge(shop, path);
      assert.equal(cacheState(await edge(shop, path)), "HIT");
      const price = Math.round(item!.sale_price * 100 + 1234 + Math.random() * 1000) / 100;
      const shown = formatMoney(price, await currencyOf(shop));
      const started = Date.now();
      const edit = await api<{ revalidation: { status: string; http_status?: number } }>(
        "PATCH",
        `/api/admin/products/${item!.uuid}`,
        shop,
        { price },
      );
      assert.equal(edit.revalidation.status, "sent", JSON.stringify(edit.revalidation));
      const after = await edge(shop, path);
      const ms = Date.now() - started;
      assert.equal(after.status, 200);
      assert.ok(decoded(after.text).includes(shown), `${shop} shows ${shown} through Varnish`);
      assert.ok(ms <= 2000, `edit to new price through Varnish took ${ms} ms`);
      assert.equal(cacheState(await edge(shop, path)), "HIT", "the new page is kept again");
    }
  });

  test("one shop's purge leaves the other shop's pages cached", async () => {
    const [one, two] = shops;
    // Each shop's own pages: another shop's category or product is a 404, which no edge keeps.
    const pathsOf = async (shop: string) => [
      "/",
      await categoryPath(shop),
      `/product/${(await plainProducts(shop))[0]!.uuid}`,
    ];
    const paths = await pathsOf(two);
    for (const shop of shops) for (const path of await pathsOf(shop)) await edge(shop, path);
    const title = `Edge test ${Date.now()}`;
    const edit = await api<{ revalidation: { status: string } }>("PATCH", "/api/admin/theme", one, {
      browser_title: title,
    });
    assert.equal(edit.revalidation.status, "sent");
    const home = await edge(one, "/");
    assert.equal(cacheState(home), "MISS");
    assert.ok(decoded(home.text).includes(title), "the edited shop shows its new title");
    for (const path of paths) {
      const other = await edge(two, path);
      assert.equal(cacheState(other), "HIT", `${path} of ${two} stays cached`);
      assert.ok(!decoded(other.text).includes(title));
    }
  });

  test("a signed-in customer's private pages are never stored", async () => {
    const [one] = shops;
    const cookie = await signIn(one);
    for (let i = 0; i < 2; i++) {
      const profile = await edge(one, "/profile", { cookie });
      assert.equal(profile.status, 200);
      assert.equal(cacheState(profile), "MISS", "the profile comes from the storefront every time");
      assert.ok(decoded(profile.text).includes("demo@example.com"), "the customer's own page");
    }
    // Nobody else gets it: a visitor is sent to the home page, and sees no e-mail.
    const visitor = await edge(one, "/profile");
    assert.equal(visitor.status, 307);
    assert.ok(!visitor.text.includes("demo@example.com"));
    const orders = await edge(one, "/api/orders/history", { cookie });
    assert.equal(orders.status, 200);
    assert.equal(cacheState(await edge(one, "/api/orders/history", { cookie })), "MISS");
    assert.equal((await edge(one, "/api/orders/history")).status, 401);
  });

  test("an answer with Set-Cookie is not stored", async () => {
    const [one] = shops;
    // A dead session on a login-required page: sent home, the session cookie cleared.
    const dead = `${sessionCookieName(one)}=Fe26.2**dead`;
    for (let i = 0; i < 2; i++) {
      const answer = await edge(one, "/profile", { cookie: dead });
      assert.equal(answer.status, 307);
      assert.ok(answer.headers["set-cookie"], "the answer clears the cookie");
      assert.equal(cacheState(answer), "MISS");
    }
    // Nor is it served to the next customer of that URL.
    const profile = await edge(one, "/profile", { cookie: await signIn(one) });
    assert.equal(profile.status, 200);
  });

  test("a page's RSC payload and its HTML are stored apart", async () => {
    const [one] = shops;
    const [, item] = await plainProducts(one);
    let path = `/product/${item!.uuid}`;
    // Next answers an RSC request at the URL its router headers hash to (`_rsc=`; none here: empty).
    const rsc = { rsc: "1" };
    path += "?_rsc";
    const first = [await edge(one, path), await edge(one, path, rsc)];
    const second = [await edge(one, path), await edge(one, path, rsc)];
    for (const answer of [...first, ...second])
      assert.equal(answer.status, 200, JSON.stringify(answer.headers) + answer.text.slice(0, 300));
    assert.match(header(second[0]!, "content-type"), /text\/html/);
    assert.match(header(second[1]!, "content-type"), /text\/x-component/);
    assert.equal(cacheState(second[0]!), "HIT");
    assert.equal(cacheState(second[1]!), "HIT");
    assert.ok(second[0]!.body.equals(first[0]!.body) && second[1]!.body.equals(first[1]!.body));
    assert.ok(!second[1]!.body.equals(second[0]!.body));
  });

  test("50 junk variants of a page add no cached object, and a 404 is never served from the edge", async () => {
    const [one] = shops;
    await edge(one, "/");
    assert.equal(cacheState(await edge(one, "/")), "HIT");
    const before = objectsInVarnish();
    const junk: { path: string; headers?: Record<string, string>; notFound?: boolean }[] = [];
    for (let i = 0; i < 10; i++)
      junk.push(
        { path: `/?utm_source=mail${i}&utm_campaign=x&fbclid=${i}` },
        { path: `/?made_up_${i}=${i}` },
        { path: "/", headers: { "next-router-state-tree": `junk-${i}` } },
        { path: `/anything/9999${i}`, notFound: true },
        { path: `/product/abcdef${i}`, notFound: true },
      );
    for (const { path, headers, notFound } of junk)
      for (let round = 0; round < 2; round++) {
        const answer = await edge(one, path, headers);
        if (notFound) {
          assert.equal(answer.status, 404, path);
          assert.equal(cacheState(answer), "MISS", `${path} is not served from the edge`);
          assert.doesNotMatch(header(answer, "cache-control"), /s-maxage|public/, path);
        } else {
          assert.equal(answer.status, 200, path);
          assert.equal(cacheState(answer), "HIT", `${path} ${JSON.stringify(headers ?? {})} is the home page's object`);
        }
      }
    // An uncacheable answer's object is dropped a moment after it is delivered; a kept one stays for minutes.
    let after = objectsInVarnish();
    for (const started = Date.now(); after > before && Date.now() - started < 3000; after = objectsInVarnish())
      await new Promise((r) => setTimeout(r, 100));
    assert.ok(after <= before, `objects in Varnish: ${before} before, ${after} after`);
  });

  test("only the purgers' addresses, with the storefront's purge secret, may purge", async () => {
    const [one] = shops;
    const path = await categoryPath(one);
    await edge(one, path);
    assert.equal(cacheState(await edge(one, path)), "HIT");
    const keys = edgeKeysOf([shopTag(one, "products")]).join(" ");
    const purge = (headers: Record<string, string>, localAddress?: string) =>
      send(varnishPort, {
        method: "PURGE",
        path: "/",
        headers: { host: new URL(one).host, "xkey-purge": keys, ...headers },
        localAddress,
      });
    // Another address, even with the secret.
    assert.equal((await purge({ "x-purge-secret": PURGE_SECRET }, "127.0.0.2")).status, 403);
    // A purger's address (every client's, behind a TLS proxy on this host) without the secret, or a wrong one.
    assert.equal((await purge({})).status, 403);
    assert.equal((await purge({ "x-purge-secret": "" })).status, 403);
    assert.equal((await purge({ "x-purge-secret": `${PURGE_SECRET}x` })).status, 403);
    assert.equal(
      (await purge({ "x-purge-secret-expected": "a".repeat(40), "x-purge-secret": "a".repeat(40) })).status,
      403,
    );
    assert.equal(cacheState(await edge(one, path)), "HIT", "a refused purge drops nothing");
    assert.equal((await purge({ "x-purge-secret": PURGE_SECRET })).status, 200);
    assert.equal(cacheState(await edge(one, path)), "MISS");
  });
});
