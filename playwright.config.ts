import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  API_PORT,
  API_URL,
  DEFAULT_PORT_SHOP,
  E2E_SERVER_KEY,
  E2E_SESSION_SECRET,
  LISTED_IMAGE_HOST,
  LISTED_IMAGE_PORT,
  STORE_PORT,
} from "./e2e/env";
import { assertPortsFree } from "./tests/support/ports";

/*
 * End-to-end tests: the reference shop API on a fresh temporary database and the BUILT storefront
 * (`npm test` runs `next build` first; run `npx next build` yourself before `npx playwright test`).
 * Ports 3100 (storefront) and 4100 (shop API) unless E2E_STORE_PORT/E2E_API_PORT say otherwise; both demo shops are served: localhost:3100 and
 * 127.0.0.1:3100. Debian's Chromium, as Playwright cannot download browsers here.
 */

// Playwright stops its web servers on SIGINT only: a SIGTERM or SIGHUP to the runner would leave the
// shop API and the storefront holding their ports. The runner (not a worker) takes them as SIGINT.
if (process.env.TEST_WORKER_INDEX === undefined && !process.env.E2E_SIGNALS_HANDLED) {
  process.env.E2E_SIGNALS_HANDLED = "1";
  for (const signal of ["SIGTERM", "SIGHUP"] as const) process.on(signal, () => process.kill(process.pid, "SIGINT"));
  // Playwright's own message for a busy port does not say what holds it.
  assertPortsFree([STORE_PORT, API_PORT], "set E2E_STORE_PORT and E2E_API_PORT");
}

// The config is evaluated again in every worker: create the database directory once, in the
// main process, and let workers inherit it through the environment.
process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), "storefront-e2e-"));
const database = join(process.env.E2E_DB_DIR, "shop.db");
// E2E_SPEC_MINIMAL=1: the shopping funnel's tests (tagged @funnel) against a reference API that answers
// only the fields the spec names, as an independent backend may (packages/shop-api/src/http/spec-minimal.ts).
const specMinimal = process.env.E2E_SPEC_MINIMAL === "1";

export default defineConfig({
  testDir: "./e2e",
  ...(specMinimal ? { grep: /@funnel/ } : {}),
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${STORE_PORT}`,
    // The tests' own calls to the shop API read whole answers; only the storefront's are cut down.
    ...(specMinimal ? { extraHTTPHeaders: { "x-spec-minimal": "off" } } : {}),
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "npx tsx packages/shop-api/src/main.ts",
      url: `${API_URL}/api/auth/e-commerce-getcountry`,
      env: {
        SHOP_API_PORT: String(API_PORT),
        SHOP_API_DB: database,
        SHOP_API_DEMO: "1",
        // Sign-ups and logins are most of the suite's CPU at OWASP's scrypt cost (about 0.5 s each).
        SHOP_API_PASSWORD_COST: "14",
        DEMO_SHOP_ORIGINS: `http://localhost:${STORE_PORT},http://127.0.0.1:${STORE_PORT},${DEFAULT_PORT_SHOP}`,
        SHOP_API_SERVER_KEY: E2E_SERVER_KEY,
        SHOP_API_SPEC_MINIMAL: specMinimal ? "1" : "0",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${STORE_PORT}/assets/favicon.svg`,
      env: {
        SHOP_API_URL: API_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        SHOP_API_SERVER_KEY: E2E_SERVER_KEY,
        PORT: String(STORE_PORT),
        LOG_LEVEL: "warn",
        // 127.0.0.2 is allowed but unknown to the shop API: the "shop not available" case. The bare
        // "localhost" admits the third demo shop, http://localhost (port 80 only), reached by its Host header.
        ALLOWED_HOSTS: `localhost:${STORE_PORT},127.0.0.1:${STORE_PORT},127.0.0.2:${STORE_PORT},localhost`,
        IMAGE_HOSTS: `${LISTED_IMAGE_HOST}:${LISTED_IMAGE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
