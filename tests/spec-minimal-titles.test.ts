import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";

/*
 * Playwright lists the tests in its main process and finds each again by its title in a worker. The
 * spec-minimal project's workers run with that backend's ports (e2e/backends.ts), so its titles must not
 * change with the ports: a title naming a shop by its origin fails as "Test not found in the worker
 * process" (e2e/env.ts shopName gives a shop's name without its port).
 */

const root = resolve(__dirname, "..");

function titles(ports: Record<string, string>): string[] {
  const env = { ...process.env };
  // Playwright refuses to run where it sees jest's worker.
  delete env.JEST_WORKER_ID;
  const out = execFileSync(
    join(root, "node_modules", ".bin", "playwright"),
    ["test", "--list", "--project=spec-minimal", "--reporter=list"],
    { cwd: root, encoding: "utf8", env: { ...env, ...ports, E2E_SIGNALS_HANDLED: "1" } },
  );
  return out.split("\n").filter((line) => line.includes("[spec-minimal]"));
}

test("the spec-minimal project's test titles are the same whatever the ports", () => {
  const listed = titles({ E2E_STORE_PORT: "3100", E2E_API_PORT: "4100" });
  expect(listed.length).toBeGreaterThan(20);
  expect(titles({ E2E_STORE_PORT: "3200", E2E_API_PORT: "4200" })).toEqual(listed);
});
