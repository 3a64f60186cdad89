import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CUSTOMER } from "@storefront/shop-api/src/seed/customers";
import { startServer, type RunningServer } from "@storefront/shop-api/src/server";

/**
 * The kit as an operator runs it (`tsx packages/conformance/run.ts`), against the reference API on a
 * temporary database, and against a stub that gets one answer wrong.
 */

jest.setTimeout(180_000);

const ROOT = join(__dirname, "..", "..");
/** Two demo shops of the reference API (no storefront runs: the kit sends their origins). */
const SHOP_ONE = "http://localhost:3100";
const SHOP_TWO = "http://127.0.0.1:3100";
let dir: string;
let api: RunningServer;
/** The reference API answering only the fields the spec names (SHOP_API_SPEC_MINIMAL). */
let minimal: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "conformance-"));
  // A cheap password hash keeps seeding fast; the kit does not care about the cost.
  const options = {
    port: 0,
    demoOrigins: [SHOP_ONE, SHOP_TWO],
    demo: true,
    passwordCost: { N: 2 ** 14, r: 8, p: 1 },
    log: () => {},
  };
  [api, minimal] = await Promise.all([
    startServer({ ...options, dbPath: join(dir, "shop.db") }),
    startServer({ ...options, dbPath: join(dir, "minimal.db"), specMinimal: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), minimal.close()]);
  rmSync(dir, { recursive: true, force: true });
});

type Rewrite = (method: string, url: string, status: number, body: unknown) => { status: number; body: unknown };

/** A shop API that forwards every call to `upstream` and lets `rewrite` change each JSON answer. */
async function stubOver(
  upstream: () => string,
  rewrite: Rewrite,
): Promise<{ url: string; close: () => Promise<void> }> {
  const stub = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "host"),
      );
      const answer = await fetch(upstream() + req.url, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const text = await answer.text();
      let out = { status: answer.status, body: text as unknown };
      try {
        out = rewrite(req.method ?? "GET", req.url ?? "/", answer.status, JSON.parse(text));
        out.body = JSON.stringify(out.body);
      } catch {
        // not JSON: passed on as it is
      }
      const pass = ["content-type", "authorization"].flatMap((name) => {
        const value = answer.headers.get(name);
        return value ? [[name, value] as [string, string]] : [];
      });
      res.writeHead(out.status, Object.fromEntries(pass));
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => stub.close(() => resolve())),
  };
}

function kit(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const command = join(ROOT, "node_modules", ".bin", "tsx");
    const child = spawn(command, ["packages/conformance/run.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const login = ["--email", DEMO_CUSTOMER.email, "--password", DEMO_CUSTOMER.password];
/** The table's row of a call in the section of one shop. */
function row(out: string, shop: string, call: string): string {
  const section = out.split(`Shop ${shop}\n`)[1]?.split("\nShop ")[0] ?? "";
  return section.split("\n").find((line) => line.startsWith(`${call} `)) ?? `(no row for ${call})`;
}

/** What the reading rows say of the reference API's readings and of the spec-minimal profile's (the other ones). */
const REFERENCE_READINGS = [
  / reading +this backend adds the quantity to the line \(2 \+ 1 = 3\)$/,
  / reading +this backend reads `product` as a patch: a line of 2 keeps its quantity$/,
  / reading +this backend adds the quantity to the line \(2 \+ 1 = 3\)$/,
  / reading +this backend deletes a line by its cart id$/,
  / reading +this backend answers an empty listing$/,
];
const OTHER_READINGS = [
  / reading +this backend sets the line to the quantity given \(1\)$/,
  / reading +this backend reads `product` as the whole line: a line of 2 sent without its quantity became 1$/,
  / reading +this backend sets the line to the quantity given \(1\)$/,
  / reading +this backend deletes a line by its product uuid$/,
  / reading +this backend answers products unfiltered \(\d+ on the first page\)$/,
];
const READING_ROWS = [
  "POST /api/auth/cart/store (a product already in the cart)",
  "POST /api/auth/cart/{uuid}/update (a product without its quantity)",
  "POST /api/auth/cart/store/all (a product already in the cart)",
  "DELETE /api/auth/cart/{id}/delete (which id)",
  "POST /api/products (unknown category)",
];
function expectReadings(out: string, shop: string, readings: RegExp[]): void {
  READING_ROWS.forEach((call, i) => expect(row(out, shop, call)).toMatch(readings[i]!));
}

/** Everything a write could change: carts, orders, stock, messages, accounts. */
function state(): string {
  const db = api.deps.db;
  const tables = ["cart_lines", "sale_orders", "sale_order_items", "items", "communications"];
  return JSON.stringify([
    ...tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY id`).all()),
    db.prepare("SELECT count(*) AS n FROM customers").get(),
  ]);
}

it("passes against the reference API on both demo shops, cart writes and a cash-on-delivery order included", async () => {
  const { code, out } = await kit([
    "--api",
    api.url,
    "--site-url",
    SHOP_ONE,
    "--site-url",
    SHOP_TWO,
    ...login,
    "--write",
  ]);
  expect(out).toMatch(/ 0 failed, 4 skipped/);
  expect(code).toBe(0);
  // Only the two calls the kit cannot make (server key, card session) are skipped, in each shop.
  expect(out.match(/ skip +not checked: /g)).toHaveLength(4);
  for (const shop of [SHOP_ONE, SHOP_TWO]) {
    expect(row(out, shop, "POST /api/products (spec client, empty bounds)")).toMatch(/ pass/);
    expect(row(out, shop, "cart lines = @storefront/cart-math (after adding)")).toMatch(/ pass/);
    expect(row(out, shop, "POST /api/auth/order/create (cash on delivery)")).toMatch(/ pass +order SO-\d-\d{5}/);
    // What only the reference API does is reported, and seen here.
    for (const call of [
      "cart totals = @storefront/cart-math (after adding)",
      "GET /api/auth/user/public (logged-out token: 401)",
      "POST /api/products (bad filter: 422)",
      "GET /api/product/{uuid} (variant lists the product itself)",
    ])
      expect(row(out, shop, call)).toMatch(
        / extra +reference extra \(the reference API's own behaviour, not required by the spec\), present/,
      );
  }
  // Asked for what is not there, it answers 404, which the storefront reads as "nothing here".
  expect(row(out, SHOP_ONE, "GET /api/about_us?type=1…5 (a page or nothing here)")).toMatch(/ pass +not there: 2: 404/);
  expect(row(out, SHOP_TWO, "GET /api/about_us?type=1…5 (a page or nothing here)")).toMatch(/ pass +not there: 3: 404/);
  for (const shop of [SHOP_ONE, SHOP_TWO]) {
    expect(row(out, shop, "GET /api/product/{uuid} (not on sale: nothing here)")).toMatch(
      / pass +a hidden product: 404/,
    );
    expect(row(out, shop, "GET /api/auth/e-commerce/check-sale-order/{id} (unknown order: nothing here)")).toMatch(
      / pass +404/,
    );
    for (const call of [
      "GET /api/ecom-related-product/{uuid} (unknown product: nothing here)",
      "GET /api/auth/ecom-single-blogs/{id} (unknown post: nothing here)",
      "POST /api/auth/e-commerce/track-order (unknown order: nothing here)",
      "GET /api/auth/e-commerce/saleorder/{id}/get (unknown order: nothing here)",
    ])
      expect(row(out, shop, call)).toMatch(/ pass/);
  }
  // Where the spec can be read two ways, the row names the reference API's reading (CONTRACT.md "Open points").
  for (const shop of [SHOP_ONE, SHOP_TWO]) expectReadings(out, shop, REFERENCE_READINGS);
  // The reference API sends more than the spec names: information, not failures.
  const departures = out.split("Departures from the spec's fields")[1] ?? "";
  expect(departures).toMatch(
    /\nGET \/api\/auth\/e-commerce\/get\/user\/orders\n  not named by the spec, read by the storefront: .*data\[\]\.sale_order_item\[\]\.id/,
  );
  expect(departures).not.toMatch(/\nPOST \/api\/products\n  missing/);
});

it("changes nothing on the backend without --write, and says which checks it skipped", async () => {
  const before = state();
  // As an operator's shell may have it: the storefront's production settings must not be needed.
  const { code, out } = await kit(["--api", api.url, "--site-url", SHOP_ONE, ...login], { NODE_ENV: "production" });
  expect(code).toBe(0);
  expect(state()).toBe(before);
  for (const call of ["POST /api/auth/cart/store", "POST /api/auth/order/create (cash on delivery)"]) {
    expect(row(out, SHOP_ONE, call)).toMatch(/ skip +skipped: changes state, run with --write/);
  }
  expect(row(out, SHOP_ONE, "cart lines = @storefront/cart-math (stored cart)")).toMatch(/ pass/);
});

describe("against a backend that answers only what the spec's tables name", () => {
  /** The reference API's habits that the spec does not ask for, taken away from the spec-minimal answers. */
  const specShaped: Rewrite = (method, url, status, body) => {
    const path = url.split("?")[0]!;
    const json = body as Record<string, unknown>;
    if (path === "/api/auth/logout") return { status: 404, body: { status: false, msg: "Not found" } };
    if (method === "POST" && path === "/api/products" && status === 422)
      return { status: 200, body: { data: { data: [] }, pagination: { current_page: 1, last_page: 1 } } };
    if (/^\/api\/auth\/cart\/[^/]+\/update$/.test(path)) return { status, body: {} };
    if (path.startsWith("/api/product/") && Array.isArray(json.variant)) {
      const uuid = (json.product as { uuid?: string } | undefined)?.uuid;
      return { status, body: { ...json, variant: json.variant.filter((v: { uuid?: string }) => v.uuid !== uuid) } };
    }
    return { status, body };
  };

  it("passes the spec-minimal reference API with --write, and a backend without the reference API's extras, with no failure", async () => {
    const stub = await stubOver(() => minimal.url, specShaped);
    try {
      for (const [target, counts] of [
        [minimal.url, / 0 failed, 3 skipped, 6 reference extras, 5 readings of open points/],
        [stub.url, / 0 failed, 3 skipped, 6 reference extras/],
      ] as const) {
        const { code, out } = await kit(["--api", target, "--site-url", SHOP_ONE, ...login, "--write"]);
        expect(out).toMatch(counts);
        expect(code).toBe(0);
        expect(row(out, SHOP_ONE, "GET /api/auth/payment-method/stripe/credentials")).toMatch(/ pass/);
        expect(row(out, SHOP_ONE, "POST /api/auth/cart/store")).toMatch(/ pass +3 items, 2 each/);
        expect(row(out, SHOP_ONE, "POST /api/auth/cart/{uuid}/update")).toMatch(/ pass +quantity 1 in the cart/);
        expect(row(out, SHOP_ONE, "POST /api/auth/order/create (cash on delivery)")).toMatch(/ pass/);
        expectReadings(out, SHOP_ONE, OTHER_READINGS);
        // A page without text, a product not on sale and an unknown order: HTTP 200 with status: false.
        expect(row(out, SHOP_ONE, "GET /api/about_us?type=1…5 (a page or nothing here)")).toMatch(
          / pass +not there: 2: status: false \(Page not found\)/,
        );
        expect(row(out, SHOP_ONE, "GET /api/product/{uuid} (not on sale: nothing here)")).toMatch(
          / pass +a hidden product: status: false \(Product not found\)/,
        );
        expect(
          row(out, SHOP_ONE, "GET /api/auth/e-commerce/check-sale-order/{id} (unknown order: nothing here)"),
        ).toMatch(/ pass +status: false/);
      }
      const { out } = await kit(["--api", stub.url, "--site-url", SHOP_ONE, ...login, "--write"]);
      for (const call of [
        "POST /api/auth/logout",
        "cart totals = @storefront/cart-math (stored cart)",
        "POST /api/auth/cart/{uuid}/update (the line in the answer)",
        "GET /api/product/{uuid} (variant lists the product itself)",
        "POST /api/products (bad filter: 422)",
      ])
        expect(row(out, SHOP_ONE, call)).toMatch(/ extra +reference extra \(.*\), absent: /);
    } finally {
      await stub.close();
    }
  });

  it("still fails one that leaves out a field the storefront needs", async () => {
    // The spec-minimal answers, with the products' uuid (which every product link needs) left out.
    const stub = await stubOver(
      () => minimal.url,
      (_method, url, status, body) => {
        const json = body as { data?: Record<string, unknown>[] };
        if (!url.startsWith("/api/ecom-our-latest-product?") || !Array.isArray(json.data)) return { status, body };
        const withoutUuid = (item: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(item).filter(([name]) => name !== "uuid"));
        return { status, body: { ...json, data: json.data.map(withoutUuid) } };
      },
    );
    try {
      const { code, out } = await kit(["--api", stub.url, "--site-url", SHOP_ONE]);
      expect(code).toBe(1);
      expect(row(out, SHOP_ONE, "GET /api/ecom-our-latest-product")).toMatch(/ fail +data\.0\.uuid: /);
    } finally {
      await stub.close();
    }
  });
});

it("fails a backend whose answer about a missing page cannot be read, or is an error", async () => {
  for (const [answer, mismatch] of [
    [{ status: 200, body: { status: true, data: null } }, /neither readable nor status: false/],
    [
      { status: 500, body: { status: false, msg: "Server Error" } },
      /expected a 404 or a 2xx status: false, got HTTP 500/,
    ],
  ] as const) {
    const stub = await stubOver(
      () => minimal.url,
      (_method, url, status, body) =>
        url.startsWith("/api/about_us?") && status === 200 && (body as { status?: unknown }).status === false
          ? answer
          : { status, body },
    );
    try {
      const { code, out } = await kit(["--api", stub.url, "--site-url", SHOP_ONE]);
      expect(code).toBe(1);
      expect(row(out, SHOP_ONE, "GET /api/about_us?type=1…5 (a page or nothing here)")).toMatch(mismatch);
    } finally {
      await stub.close();
    }
  }
});

describe("against a shop API that gets one answer wrong", () => {
  let stub: Server;
  let stubUrl: string;
  beforeAll(async () => {
    // Forwards every call to the reference API, except the theme, whose company comes back as a string.
    stub = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "host"),
        );
        const upstream = await fetch(api.url + req.url, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        let body = await upstream.text();
        if (req.url?.startsWith("/api/gym-theme?")) {
          const theme = JSON.parse(body);
          body = JSON.stringify({ ...theme, data: { ...theme.data, company: "Aurora Outfitters" } });
        }
        res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it("exits 1 and names the call and the zod path", async () => {
    const { code, out } = await kit(["--api", stubUrl, "--site-url", SHOP_ONE]);
    expect(code).toBe(1);
    expect(row(out, SHOP_ONE, "GET /api/gym-theme")).toMatch(
      /^GET \/api\/gym-theme +fail +data\.company: Invalid input: expected object, received string/,
    );
    expect(out).toMatch(/ 1 failed,/);
  });
});

it("refuses bad arguments with exit code 2", async () => {
  const { code, out } = await kit(["--api", "ftp://example.com", "--site-url", SHOP_ONE]);
  expect(code).toBe(2);
  expect(out).toContain("--api must be an absolute http(s) URL");
});
