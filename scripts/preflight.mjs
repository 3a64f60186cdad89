#!/usr/bin/env node
// @ts-check
// `npm test`'s first step: the system programs its later steps start, checked before anything slow,
// with the one apt-get line that installs whatever is missing (the README gives the line for all).
import { accessSync, constants, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * What `npm test` needs from the system, in the order of the README's install line.
 * @type {{ what: string; usedBy: string; pkg: string; present: (probe: Probe) => boolean }[]}
 */
export const NEEDS = [
  {
    what: "Chromium (/usr/bin/chromium)",
    usedBy: "the browser tests",
    pkg: "chromium",
    present: (probe) => probe.executable("/usr/bin/chromium"),
  },
  {
    what: "redis-server",
    usedBy: "the unit, cluster, edge and telemetry tests",
    pkg: "redis-server",
    present: (probe) => probe.onPath("redis-server"),
  },
  { what: "varnishd", usedBy: "the edge-cache test", pkg: "varnish", present: (probe) => probe.onPath("varnishd") },
  {
    what: "Varnish's xkey vmod (libvmod_xkey.so)",
    usedBy: "the edge-cache test",
    pkg: "varnish-modules",
    present: (probe) => probe.vmod("xkey"),
  },
  {
    what: "prometheus and promtool",
    usedBy: "the telemetry test",
    pkg: "prometheus",
    present: (probe) => probe.onPath("prometheus") && probe.onPath("promtool"),
  },
  {
    what: "java",
    usedBy: "the HTML validity test (the Nu Html Checker)",
    pkg: "default-jre-headless",
    present: (probe) => probe.onPath("java"),
  },
];

/** @typedef {{ executable(path: string): boolean; onPath(command: string): boolean; vmod(name: string): boolean }} Probe */

/** The one command that installs every package of `NEEDS` (the README's line). */
export const INSTALL_ALL = `apt-get install -y ${[...new Set(NEEDS.map((n) => n.pkg))].join(" ")}`;

/**
 * The report for the needs `probe` finds missing: null when none is, else the lines to print, ending
 * with one apt-get line naming each missing package once.
 * @param {Probe} probe
 * @returns {string[] | null}
 */
export function report(probe) {
  const missing = NEEDS.filter((need) => !need.present(probe));
  if (missing.length === 0) return null;
  return [
    `npm test needs ${missing.length === 1 ? "a program" : "programs"} this machine lacks:`,
    ...missing.map((need) => `  ${need.what}, for ${need.usedBy} (Debian package ${need.pkg})`),
    "Install with:",
    `  apt-get install -y ${[...new Set(missing.map((need) => need.pkg))].join(" ")}`,
  ];
}

/** @type {Probe} */
const system = {
  executable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  onPath(command) {
    return (process.env.PATH ?? "").split(delimiter).some((dir) => dir !== "" && system.executable(join(dir, command)));
  },
  // Debian keeps vmods in /usr/lib/<multiarch>/varnish/vmods.
  vmod(name) {
    const file = `libvmod_${name}.so`;
    const dirs = ["/usr/lib/varnish/vmods"];
    try {
      for (const entry of readdirSync("/usr/lib")) dirs.push(join("/usr/lib", entry, "varnish", "vmods"));
    } catch {
      // no /usr/lib
    }
    return dirs.some((dir) => {
      try {
        accessSync(join(dir, file), constants.R_OK);
        return true;
      } catch {
        return false;
      }
    });
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const lines = report(system);
  if (lines) {
    console.error(lines.join("\n"));
    process.exit(1);
  }
  console.log(`preflight: ${NEEDS.map((n) => n.what.split(" (")[0]).join(", ")}: all present`);
}
