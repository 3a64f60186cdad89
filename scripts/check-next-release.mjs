#!/usr/bin/env node
// @ts-check
/*
 * `npm run check:next-release`: do the next releases of next, react and react-dom keep what static
 * regions rely on (docs/adr/0013-static-regions.md, docs/adr/0015-wake-on-use.md)? Copies this tree to a
 * temporary directory, installs those releases there (the npm registry's dist-tags, `canary` unless
 * NEXT_TAG / REACT_TAG say otherwise, e.g. `rc`), runs the tests that pin React's behaviour, builds, and
 * runs the static-region end-to-end specs against the build. Prints a verdict; exits 1 when a step fails.
 * Not part of `npm test`: it needs the registry and about ten minutes.
 *
 * Set the E2E_* ports (README, "Tests and benchmarks") when another checkout runs its suite beside this.
 * CHECK_KEEP=1 keeps the temporary copy.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const NEXT_TAG = process.env.NEXT_TAG ?? "canary";
const REACT_TAG = process.env.REACT_TAG ?? "canary";
const PINNING_TESTS = [
  "components/static-region/",
  "lib/static-markup.server.test.ts",
  "lib/field-vitals/",
  "lib/tap-replay/",
];
const E2E_SPECS = ["e2e/static-regions.spec.ts", "e2e/early-tap.spec.ts"];

/** @param {string} cwd @param {string} command @param {string[]} args */
function run(cwd, command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    env: process.env,
  });
  return { ok: result.status === 0, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** @param {string[]} args */
function npmView(args) {
  const result = run(root, "npm", ["view", ...args, "--json"], { quiet: true });
  if (!result.ok) throw new Error(`npm view ${args.join(" ")} failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

/**
 * The version `tag` names for `name`. A registry mirror may carry only `latest`: then the newest version
 * published whose prerelease names the tag (`16.5.0-canary.38`, `19.3.0-canary-…`), by publish date.
 * @param {string} name @param {string} tag
 */
function versionOf(name, tag) {
  /** @type {Record<string, string>} */
  const tags = npmView([name, "dist-tags"]);
  if (tags[tag]) return { version: tags[tag], how: `dist-tag ${tag}` };
  /** @type {Record<string, string>} */
  const times = npmView([name, "time"]);
  const newest = Object.entries(times)
    .filter(([version]) => version.includes(`-${tag}`) && !version.startsWith("0.0.0"))
    .sort(([, a], [, b]) => Date.parse(b) - Date.parse(a))[0];
  if (!newest) throw new Error(`${name} has no dist-tag ${tag} and no ${tag} version on this registry`);
  return { version: newest[0], how: `newest ${tag} published (${newest[1].slice(0, 10)}; no dist-tag ${tag} here)` };
}

/** @param {string} dir @param {string} name */
const installed = (dir, name) =>
  /** @type {{ version: string }} */ (JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")))
    .version;

/** Next's own copy of React, the one its server components and its client bundle use. @param {string} dir */
function nextsReact(dir) {
  const source = readFileSync(join(dir, "node_modules/next/dist/compiled/react/cjs/react.production.js"), "utf8");
  return /exports\.version = "([^"]+)"/.exec(source)?.[1] ?? "unknown";
}

const nextRelease = versionOf("next", NEXT_TAG);
const reactRelease = versionOf("react", REACT_TAG);
const releases = { next: nextRelease.version, react: reactRelease.version };
const current = { next: installed(root, "next"), react: installed(root, "react") };
console.log(`Now:  next ${current.next}, react ${current.react} (Next's own React ${nextsReact(root)})`);
console.log(
  `Next: next ${releases.next} (${nextRelease.how}), react and react-dom ${releases.react} (${reactRelease.how})\n`,
);

const copy = mkdtempSync(join(tmpdir(), "storefront-next-release-"));
const files = run(root, "git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { quiet: true })
  .stdout.split("\0")
  .filter(Boolean);
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(copy, file));
  } catch {
    // A file deleted in the work tree but still in the index.
  }
}
console.log(`Copied ${files.length} files to ${copy}`);

/** @type {{ step: string; ok: boolean; seconds: number; note?: string }[]} */
const steps = [];
/** @param {string} step @param {() => { ok: boolean; note?: string }} body */
function step(step, body) {
  if (steps.some((s) => !s.ok)) {
    steps.push({ step, ok: false, seconds: 0, note: "not run" });
    return;
  }
  console.log(`\n=== ${step}`);
  const started = Date.now();
  const { ok, note } = body();
  steps.push({ step, ok, seconds: Math.round((Date.now() - started) / 1000), note });
}

// eslint-config-next stays: nothing here lints, and its canaries are not always published beside next's.
const packages = [`next@${releases.next}`, `react@${releases.react}`, `react-dom@${releases.react}`];
step(`npm install ${packages.join(" ")}`, () => {
  const args = ["install", "--no-audit", "--no-fund", ...packages];
  const strict = run(copy, "npm", args);
  if (strict.ok) return { ok: true };
  // A prerelease of react is outside next's peer range (`^19.0.0` takes no prerelease): say so and install anyway.
  const loose = run(copy, "npm", [...args, "--legacy-peer-deps"]);
  return { ok: loose.ok, note: "outside a peer range: installed with --legacy-peer-deps" };
});
step("versions installed", () => {
  const line = `next ${installed(copy, "next")}, react ${installed(copy, "react")}, react-dom ${installed(copy, "react-dom")}, Next's own React ${nextsReact(copy)}`;
  console.log(line);
  return { ok: installed(copy, "next") === releases.next && installed(copy, "react") === releases.react, note: line };
});
step("jest: React's behaviour the regions rely on", () => run(copy, "npm", ["exec", "--", "jest", ...PINNING_TESTS]));
step("next build", () => run(copy, "npm", ["run", "build"]));
step("Playwright: static-region specs", () =>
  run(copy, "npm", ["exec", "--", "playwright", "test", ...E2E_SPECS, "--project=chromium", "--reporter=line"]),
);

console.log("\nStep                                         Result  Time");
for (const s of steps)
  console.log(
    `${s.step.slice(0, 44).padEnd(45)}${(s.ok ? "pass" : "FAIL").padEnd(8)}${String(s.seconds).padStart(4)} s${s.note ? `  ${s.note}` : ""}`,
  );
const failed = steps.filter((s) => !s.ok);
const installFailed = !steps[0]?.ok || !steps[1]?.ok;
if (process.env.CHECK_KEEP === "1" || failed.length > 0) console.log(`\nThe copy is kept in ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(
  failed.length === 0
    ? `\nVERDICT: next ${releases.next} with react ${releases.react} keeps what static regions rely on.`
    : installFailed
      ? `\nVERDICT: could not install next ${releases.next} with react ${releases.react}: nothing was checked.`
      : `\nVERDICT: next ${releases.next} with react ${releases.react} BREAKS static regions at "${failed[0]?.step}": read its output above before upgrading.`,
);
process.exit(failed.length === 0 ? 0 : 1);
