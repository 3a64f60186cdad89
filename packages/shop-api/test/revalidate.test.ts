import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_SERVER_KEY } from "../src/server";
import { createTestApp, q, SHOP_A, type TestApp } from "./support/app";

/**
 * The revalidation webhook an admin edit sends (CONTRACT.md "Admin edits"), received by a local HTTP
 * listener standing in for the storefront; the signature is checked here with node:crypto on its own.
 */

const SECRET = "revalidate-test-secret-0123456789";
const NOW = new Date("2026-11-24T12:00:00.000Z");

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A storefront stand-in: records each request, answers with `respond` (which may also never answer). */
async function listen(
  respond: (res: import("node:http").ServerResponse) => void = (res) => res.writeHead(200).end('{"revalidated":true}'),
) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, received, close };
}

const hmac = (timestamp: string, host: string, body: string) =>
  `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${host}.${body}`).digest("hex")}`;
const patch = (s: TestApp, path: string, body: unknown, origin = SHOP_A) =>
  s.api("PATCH", `/api/admin${path}?${q(origin)}`, { body, headers: { "X-Shop-Server-Key": DEMO_SERVER_KEY } });
/** A primary item of shop 1 of a product with variants, or of one without. */
const itemOf = (s: TestApp, withVariants: boolean) =>
  s.deps.db
    .prepare<[], { uuid: string; product_id: number }>(
      `SELECT uuid, product_id FROM items i WHERE shop_id = 1 AND is_primary = 1
       AND (SELECT COUNT(*) FROM items v WHERE v.product_id = i.product_id) ${withVariants ? "> 1" : "= 1"} ORDER BY id LIMIT 1`,
    )
    .get()!;

describe("with SHOP_API_REVALIDATE_URL (the storefront on an internal address)", () => {
  let storefront: Awaited<ReturnType<typeof listen>>;
  let s: TestApp;
  beforeAll(async () => {
    storefront = await listen();
    s = await createTestApp({ revalidateSecret: SECRET, revalidateUrl: storefront.url, now: () => NOW });
  });
  afterAll(async () => {
    await s.stop();
    await storefront.close();
  });

  it("a product edit posts the product's tags, signed over '<timestamp>.<host>.<raw body>', with the shop's Host", async () => {
    const { uuid } = itemOf(s, false);
    storefront.received.length = 0;
    const res = await patch(s, `/products/${uuid}`, { price: 42 });
    expect(res.status).toBe(200);
    expect(res.json.revalidation).toEqual({ tags: [`product:${uuid}`, "products"], status: "sent", http_status: 200 });

    expect(storefront.received).toHaveLength(1);
    const [call] = storefront.received;
    expect(call!.method).toBe("POST");
    expect(call!.url).toBe("/api/revalidate");
    // Compact JSON: the tags, then a random id that makes each call its own (the storefront refuses a replay).
    expect(call!.body).toMatch(new RegExp(`^\\{"tags":\\["product:${uuid}","products"\\],"id":"[0-9a-f-]{36}"\\}$`));
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers.host).toBe("localhost:3000");
    const timestamp = call!.headers["x-revalidate-timestamp"] as string;
    expect(timestamp).toBe(String(NOW.getTime() / 1000));
    expect(call!.headers["x-revalidate-signature"]).toBe(hmac(timestamp, "localhost:3000", call!.body));
    expect(call!.headers["x-revalidate-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("a variant's edit also names its sibling variants' pages, which list it", async () => {
    const { product_id } = itemOf(s, true);
    const uuids = s.deps.db
      .prepare<[number], string>("SELECT uuid FROM items WHERE product_id = ? ORDER BY is_primary DESC, id")
      .pluck()
      .all(product_id);
    const variant = uuids[uuids.length - 1]!;
    storefront.received.length = 0;
    await patch(s, `/products/${variant}`, { stock: 4 });
    const tags = (JSON.parse(storefront.received[0]!.body) as { tags: string[] }).tags;
    expect(tags[0]).toBe(`product:${variant}`);
    expect(new Set(tags)).toEqual(new Set([...uuids.map((u) => `product:${u}`), "products"]));
  });

  it("theme and page edits post their own tags", async () => {
    storefront.received.length = 0;
    await patch(s, "/theme", { gen_theme_primary_color: "#0a0b0c" });
    await patch(s, "/pages/5", { title: "Returns" });
    await patch(s, "/pages/5", { page_text: "<p>30 days</p>" });
    const bodies = storefront.received.map((r) => JSON.parse(r.body) as { tags: string[]; id: string });
    expect(bodies.map((body) => body.tags)).toEqual([["theme"], ["content", "footer"], ["content"]]);
    // The two page edits name the same tags in the same second: their ids tell them apart.
    expect(new Set(bodies.map((body) => body.id)).size).toBe(3);
    for (const r of storefront.received)
      expect(r.headers["x-revalidate-signature"]).toBe(
        hmac(r.headers["x-revalidate-timestamp"] as string, r.headers.host as string, r.body),
      );
  });

  it("a refused edit calls nothing", async () => {
    storefront.received.length = 0;
    expect((await patch(s, `/products/${itemOf(s, false).uuid}`, { price: -3 })).status).toBe(422);
    expect((await patch(s, "/pages/9", { title: "x" })).status).toBe(404);
    expect(storefront.received).toEqual([]);
  });

  it("never writes the secret or a signature to the log", () => {
    const log = s.logs.join("\n");
    expect(log).toContain("REVALIDATE shop=1");
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/sha256=/);
  });
});

describe("without SHOP_API_REVALIDATE_URL", () => {
  it("posts to the shop's own origin", async () => {
    const storefront = await listen();
    const s = await createTestApp({ revalidateSecret: SECRET, demoOrigins: [storefront.url] });
    try {
      const res = await patch(s, "/theme", { browser_title: "Own origin" }, storefront.url);
      expect(res.json.revalidation.status).toBe("sent");
      expect(storefront.received).toHaveLength(1);
      expect(storefront.received[0]!.url).toBe("/api/revalidate");
      expect(storefront.received[0]!.headers.host).toBe(new URL(storefront.url).host);
    } finally {
      await s.stop();
      await storefront.close();
    }
  });

  it("calls nothing when no secret is set", async () => {
    const storefront = await listen();
    const s = await createTestApp({ demoOrigins: [storefront.url] });
    try {
      const res = await patch(s, "/theme", { browser_title: "No secret" }, storefront.url);
      expect(res.json.revalidation).toEqual({ tags: ["theme"], status: "off" });
      expect(storefront.received).toEqual([]);
    } finally {
      await s.stop();
      await storefront.close();
    }
  });
});

describe("a storefront that fails never fails the edit", () => {
  it.each([
    ["answers 500", (res: import("node:http").ServerResponse) => res.writeHead(500).end("boom"), /answered 500/],
    ["never answers", () => {}, /No answer within 300 ms/],
  ])("when it %s: the edit is kept, answered 200, and the failure logged", async (_label, respond, reason) => {
    const storefront = await listen(respond);
    const s = await createTestApp({
      revalidateSecret: SECRET,
      revalidateUrl: storefront.url,
      revalidateTimeoutMs: 300,
    });
    try {
      const { uuid } = itemOf(s, false);
      const res = await patch(s, `/products/${uuid}`, { name: "Kept anyway" });
      expect(res.status).toBe(200);
      expect(res.json.revalidation).toMatchObject({ status: "failed", reason: expect.stringMatching(reason) });
      expect((await s.api("GET", `/api/product/${uuid}?${q(SHOP_A)}`)).json.product.item_name).toBe("Kept anyway");
      expect(s.logs.some((l) => l.startsWith("WARN revalidate shop=1"))).toBe(true);
      expect(s.logs.join("\n")).not.toContain(SECRET);
    } finally {
      await s.stop();
      await storefront.close();
    }
  });

  it("when nothing listens at its address", async () => {
    const storefront = await listen();
    await storefront.close();
    const s = await createTestApp({ revalidateSecret: SECRET, revalidateUrl: storefront.url });
    try {
      const res = await patch(s, "/theme", { browser_title: "Nobody home" });
      expect(res.status).toBe(200);
      expect(res.json.revalidation).toMatchObject({ status: "failed", reason: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await s.stop();
    }
  });
});
