import { readFileSync } from "node:fs";
import { join } from "node:path";
import { INSTALL_ALL, report } from "./preflight.mjs";

const installed = new Set(["/usr/bin/chromium", "redis-server", "varnishd", "xkey", "prometheus", "promtool", "java"]);
const probe = (missing: string[]) => ({
  executable: (path: string) => installed.has(path) && !missing.includes(path),
  onPath: (command: string) => installed.has(command) && !missing.includes(command),
  vmod: (name: string) => installed.has(name) && !missing.includes(name),
});

test("a machine with everything installed passes", () => {
  expect(report(probe([]))).toBeNull();
});

test("each missing program is named with its package, and one apt-get line installs them all", () => {
  const lines = report(probe(["xkey", "promtool", "java"]))!;
  expect(lines.filter((line) => line.startsWith("  apt-get"))).toEqual([
    "  apt-get install -y varnish-modules prometheus default-jre-headless",
  ]);
  expect(lines.join("\n")).toMatch(/xkey vmod.*varnish-modules/);
  expect(lines.join("\n")).toMatch(/prometheus and promtool.*\(Debian package prometheus\)/);
  expect(lines.join("\n")).toMatch(/java.*default-jre-headless/);
  expect(lines.join("\n")).not.toMatch(/redis|chromium|Debian package varnish\)/i);
});

test("a package missing for two reasons is named once", () => {
  const lines = report(probe(["prometheus", "promtool"]))!;
  expect(lines.at(-1)).toBe("  apt-get install -y prometheus");
});

test("a bare machine gets the README's line", () => {
  const lines = report(probe([...installed]))!;
  expect(lines.at(-1)).toBe(`  ${INSTALL_ALL}`);
  expect(INSTALL_ALL).toBe(
    "apt-get install -y chromium redis-server varnish varnish-modules prometheus default-jre-headless",
  );
});

test("the README gives the same line", () => {
  expect(readFileSync(join(__dirname, "..", "README.md"), "utf8")).toContain(`\n${INSTALL_ALL}\n`);
});
