#!/usr/bin/env node
// Node 24 beside the machine's own Node: the official binary from the npm registry (the
// `node-<platform>-<arch>` package, which also carries the C headers), and a build of the reference
// API's better-sqlite3 for Node 24's ABI kept beside the package's own build, where
// shop-api/src/db/native-binding.ts picks it by ABI. Prints the Node 24 binary's path.
//   node scripts/node24.mjs            ensure both, print the binary
//   NODE24_VERSION=24.11.0 node ...    another 24.x
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = join(ROOT, "node_modules", ".cache", "node24");
const PACKAGE = `node-${process.platform}-${process.arch}`;

const log = (message) => console.error(`node24: ${message}`);

function run(command, args, options = {}) {
  const out = spawnSync(command, args, { encoding: "utf8", ...options });
  if (out.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${out.status}):\n${out.stdout ?? ""}${out.stderr ?? ""}`.slice(0, 4000));
  return out.stdout.trim();
}

/** The Node 24 binary, installed from the npm registry into node_modules/.cache/node24 when missing. */
export function ensureNode24() {
  const home = join(CACHE, "node_modules", PACKAGE);
  const bin = join(home, "bin", "node");
  if (!existsSync(bin)) {
    mkdirSync(CACHE, { recursive: true });
    log(`installing ${PACKAGE}@${process.env.NODE24_VERSION || "24"} from the npm registry ...`);
    run("npm", ["install", "--prefix", CACHE, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${PACKAGE}@${process.env.NODE24_VERSION || "24"}`], { stdio: ["ignore", "pipe", "pipe"] });
  }
  const version = run(bin, ["-p", "process.version"]);
  if (!version.startsWith("v24.")) throw new Error(`${bin} is ${version}, not Node 24`);
  return { bin, home, version };
}

/** Where a better-sqlite3 build for an ABI lives (read the same way by shop-api/src/db/native-binding.ts). */
export function sqliteBindingPath(abi) {
  const pkg = dirname(createRequire(join(ROOT, "shop-api", "package.json")).resolve("better-sqlite3/package.json"));
  return { pkg, file: join(pkg, "abi", String(abi), "better_sqlite3.node") };
}

function sqliteLoads(bin, abi) {
  const { file } = sqliteBindingPath(abi);
  const probe = `const D=require(${JSON.stringify(createRequire(join(ROOT, "shop-api", "package.json")).resolve("better-sqlite3"))});` +
    `new D(":memory:",${existsSync(file) ? JSON.stringify({ nativeBinding: file }) : "{}"}).prepare("select 1").get();`;
  return spawnSync(bin, ["-e", probe], { encoding: "utf8" }).status === 0;
}

/** Builds better-sqlite3 against Node 24's headers (about 2 minutes), unless a build for its ABI loads already. */
export function ensureSqliteFor(node) {
  const abi = run(node.bin, ["-p", "process.versions.modules"]);
  if (sqliteLoads(node.bin, abi)) return;
  const { pkg, file } = sqliteBindingPath(abi);
  const gyp = join(dirname(process.execPath), "..", "lib", "node_modules", "npm", "node_modules", "node-gyp", "bin", "node-gyp.js");
  if (!existsSync(gyp)) throw new Error(`node-gyp not found at ${gyp} (it ships with npm)`);
  const work = mkdtempSync(join(tmpdir(), "sqlite-node24-"));
  try {
    log(`building better-sqlite3 for Node ${node.version} (ABI ${abi}) against its headers ...`);
    cpSync(pkg, work, { recursive: true, filter: (src) => !src.startsWith(join(pkg, "build")) && !src.startsWith(join(pkg, "abi")) });
    run(node.bin, [gyp, "rebuild", "--release", `--nodedir=${node.home}`], {
      cwd: work,
      env: { ...process.env, npm_config_nodedir: node.home, PATH: `${dirname(node.bin)}:${process.env.PATH}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(join(work, "build", "Release", "better_sqlite3.node"), file);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!sqliteLoads(node.bin, abi)) throw new Error(`the better-sqlite3 build in ${file} does not load in Node ${node.version}`);
  log(`better-sqlite3 for ABI ${abi}: ${file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const node = ensureNode24();
    ensureSqliteFor(node);
    console.log(node.bin);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
