import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OWASP_SCRYPT, passwordCostSetting } from "../src/account/passwords";
import { DEMO_SERVER_KEY, openShopApi, type ShopApiOptions } from "../src/server";
import { SHOP_A } from "./support/app";

/** Settings a real deployment must not start with; demo mode (tests, npm run demo) may. */

const open = async (options: Partial<ShopApiOptions>) => {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-settings-"));
  const lines: string[] = [];
  try {
    const api = await openShopApi({
      dbPath: join(dir, "shop.db"),
      demoOrigins: [SHOP_A],
      passwordCost: { N: 2 ** 14, r: 8, p: 1 },
      log: (l) => lines.push(l),
      ...options,
    });
    api.close();
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

it("refuses to start with the public demo server key outside demo mode", async () => {
  await expect(open({ serverKey: DEMO_SERVER_KEY })).rejects.toThrow(/SHOP_API_SERVER_KEY is the public demo key/);
  await expect(open({ serverKey: "short" })).rejects.toThrow(/SHOP_API_SERVER_KEY must be at least 16 characters/);
  await expect(open({ serverKey: "operator-key-0123456789" })).resolves.toBeDefined();
});

it("refuses a token key shorter than 32 characters outside demo mode, and takes a random one when none is set", async () => {
  await expect(open({ tokenSecret: "x".repeat(31) })).rejects.toThrow(/SHOP_API_SECRET must be at least 32 characters/);
  await expect(open({ tokenSecret: "x".repeat(32) })).resolves.toBeDefined();
  await expect(open({})).resolves.toBeDefined();
});

it("keeps demo mode working with the demo key and a short secret, and says loudly at start that it is a demo", async () => {
  const lines = await open({ demo: true, serverKey: DEMO_SERVER_KEY, tokenSecret: "short" });
  expect(lines).toContainEqual(expect.stringMatching(/^WARN demo mode \(SHOP_API_DEMO=1\)/));
  expect(await open({})).not.toContainEqual(expect.stringMatching(/^WARN demo mode/));
});

it("SHOP_API_PASSWORD_COST: OWASP's cost unless set, a cheaper one only in demo mode, a clear error for anything else", () => {
  expect(passwordCostSetting(undefined, false)).toEqual(OWASP_SCRYPT);
  expect(passwordCostSetting(" ", false)).toEqual(OWASP_SCRYPT);
  expect(passwordCostSetting("17", false)).toEqual(OWASP_SCRYPT);
  expect(passwordCostSetting("14", true)).toEqual({ N: 2 ** 14, r: 8, p: 1 });
  expect(() => passwordCostSetting("14", false)).toThrow(/below 17 is for tests and demos: set SHOP_API_DEMO=1/);
  for (const junk of ["13", "18", "15.5", "fast"]) {
    expect(() => passwordCostSetting(junk, true)).toThrow(
      /SHOP_API_PASSWORD_COST must be a whole number from 14 to 17/,
    );
  }
});
