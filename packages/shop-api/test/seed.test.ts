import { ATTEMPT_BUDGETS, Attempts } from "../src/account/attempts";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Deps } from "../src/deps";
import { openDatabase } from "../src/db/open";
import { seedDemoData } from "../src/seed";

/** Seeds a fresh database in a temporary directory and hands back its deps. */
async function seeded(origins: string[]): Promise<{ deps: Deps; dir: string; ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-seed-"));
  const deps: Deps = {
    db: openDatabase(join(dir, "shop.db")),
    tokenSecret: Buffer.from("x"),
    storageDir: join(dir, "storage"),
    log: () => {},
    now: () => new Date(),
    publicUrl: undefined,
    serverKey: "x",
    demo: true,
    specMinimal: false,
    passwordCost: { N: 2 ** 14, r: 8, p: 1 },
    attempts: new Attempts(ATTEMPT_BUDGETS),
    revalidate: { secret: null, baseUrl: null, timeoutMs: 1000 },
  };
  const started = performance.now();
  try {
    await seedDemoData(deps, origins);
  } catch (err) {
    deps.db.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { deps, dir, ms: performance.now() - started };
}

const ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];
let a: Awaited<ReturnType<typeof seeded>>;
let b: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  a = await seeded(ORIGINS);
  b = await seeded(ORIGINS);
});
afterAll(() => {
  for (const x of [a, b]) {
    x.deps.db.close();
    rmSync(x.dir, { recursive: true, force: true });
  }
});

it("is deterministic: two seeds give the same catalogue and orders", () => {
  const catalogue = (d: Deps) =>
    d.db
      .prepare(
        "SELECT shop_id, uuid, item_name, sale_price, stock, status, discount_type, discount_value FROM items ORDER BY id",
      )
      .all();
  const orders = (d: Deps) =>
    d.db.prepare("SELECT shop_id, order_number, status, total FROM sale_orders ORDER BY id").all();
  expect(catalogue(b.deps)).toEqual(catalogue(a.deps));
  expect(orders(b.deps)).toEqual(orders(a.deps));
});

it("is quick (a few seconds at most)", () => {
  expect(a.ms).toBeLessThan(5000);
});

it("gives the demo customer of each shop orders in every status, two with tracking numbers", () => {
  for (const shopId of [1, 2]) {
    const statuses = a.deps.db
      .prepare("SELECT DISTINCT status FROM sale_orders WHERE shop_id = ? ORDER BY status")
      .pluck()
      .all(shopId);
    expect(statuses).toEqual([0, 1, 3, 6, 7, 8]);
    const tracked = a.deps.db
      .prepare(
        "SELECT o.order_number, t.tracking_no FROM sale_orders o JOIN sale_order_tracking t ON t.sale_order_id = o.id WHERE o.shop_id = ? ORDER BY o.id",
      )
      .all(shopId);
    expect(tracked).toEqual([
      { order_number: `SO-${shopId}-00005`, tracking_no: `TRK${shopId}000005` },
      { order_number: `SO-${shopId}-00006`, tracking_no: `TRK${shopId}000006` },
    ]);
  }
});

it("order totals agree with their lines", () => {
  const rows = a.deps.db
    .prepare(
      `SELECT o.id, o.total, o.shipping_charges, SUM(i.total_amount) AS lines FROM sale_orders o
      JOIN sale_order_items i ON i.sale_order_id = o.id GROUP BY o.id`,
    )
    .all() as { total: number; shipping_charges: number; lines: number }[];
  for (const r of rows) expect(r.total).toBeCloseTo(r.lines + r.shipping_charges, 2);
});

it("rejects origins that are not http(s) or repeat", async () => {
  await expect(seeded(["ftp://x"])).rejects.toThrow(/not an http\(s\) origin/);
  await expect(seeded(["http://a.test", "http://a.test/"])).rejects.toThrow(/twice/);
});

it("draws each profile's images once: later shops show the files of the first shop of their profile", async () => {
  const many = await seeded([...ORIGINS, "http://shop-3.test", "http://shop-4.test", "http://shop-5.test"]);
  try {
    const logos = many.deps.db.prepare("SELECT id, logo_image FROM shops ORDER BY id").all();
    expect(logos).toEqual([
      { id: 1, logo_image: "shops/1/logo.png" },
      { id: 2, logo_image: "shops/2/logo.png" },
      { id: 3, logo_image: "shops/1/logo.png" },
      { id: 4, logo_image: "shops/2/logo.png" },
      { id: 5, logo_image: "shops/1/logo.png" },
    ]);
    const images = many.deps.db
      .prepare("SELECT DISTINCT substr(item_image, 1, 8) FROM items WHERE shop_id >= 3")
      .pluck()
      .all();
    expect(images.sort()).toEqual(["shops/1/", "shops/2/"]);
    expect(existsSync(join(many.deps.storageDir, "shops", "3"))).toBe(false);
    // The first two shops are what they were when seeded alone.
    const rows = (d: Deps) =>
      d.db
        .prepare("SELECT uuid, item_name, item_image, sale_price, stock FROM items WHERE shop_id <= 2 ORDER BY id")
        .all();
    expect(rows(many.deps)).toEqual(rows(a.deps));
  } finally {
    many.deps.db.close();
    rmSync(many.dir, { recursive: true, force: true });
  }
});
