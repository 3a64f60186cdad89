// Builds for the bench, each in a directory of its own so that no other `next build` in the tree
// can change what is being measured half-way (and the bench never disturbs a server of the team):
// - the storefront into bench/storefront/.next (next.config.ts reads BENCH_DIST_DIR), only when
//   that build is missing or its sources changed since (like scripts/demo.mjs does for .next);
// - the bare Next.js page in bench/baselines/bare-next, the same page behind a host rewrite
//   in bench/baselines/bare-next-rewrite, and the same page with one optimised image in
//   bench/baselines/bare-next-image, with the project's own next.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./settings.mjs";

export const NEXT_BIN = join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const BARE_DIR = join(ROOT, "bench", "baselines", "bare-next");
export const BARE_REWRITE_DIR = join(ROOT, "bench", "baselines", "bare-next-rewrite");
export const BARE_IMAGE_DIR = join(ROOT, "bench", "baselines", "bare-next-image");
/** Relative to the repository root: the value of BENCH_DIST_DIR for the storefront's build and server. */
export const STOREFRONT_DIST_DIR = "bench/storefront/.next";

const STOREFRONT_SOURCES = ["app", "components", "lib", "public", "middleware.ts", "next.config.ts", "package.json"];
const BARE_SOURCES = ["app", "public", "middleware.ts", "instrumentation.ts", "next.config.mjs", "tsconfig.json"];

/** The version of the installed next, which builds and serves every page of the bench. */
export function nextVersion() {
  return JSON.parse(readFileSync(join(ROOT, "node_modules", "next", "package.json"), "utf8")).version;
}

/**
 * A fingerprint of the sources: every file's path, size and modification time (so a moved or
 * deleted file counts too), plus the installed next. Taken before a build and kept beside it.
 */
function sourcesFingerprint(sourceRoot, sources) {
  const entries = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      entries.push(`${relative(sourceRoot, path)}:${stat.size}:${stat.mtimeMs}`);
    }
  };
  for (const source of sources) walk(join(sourceRoot, source));
  entries.push(`next:${nextVersion()}`);
  return createHash("sha1").update(entries.join("\n")).digest("hex");
}

function buildInfo(distDir) {
  const file = join(distDir, "BUILD_ID");
  if (!existsSync(file)) return null;
  return { id: readFileSync(file, "utf8").trim(), builtAt: statSync(file).mtimeMs };
}

export function storefrontDistDir() {
  return join(ROOT, STOREFRONT_DIST_DIR);
}

export function readStorefrontBuildId() {
  return buildInfo(storefrontDistDir())?.id ?? null;
}

function run(args, { cwd, env, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], {
      cwd,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} for ${label} failed (exit code ${code})`)),
    );
  });
}

/**
 * Makes sure the build in `distDir` is current, building with `steps` when it is not. Returns
 * { id, builtAt, builtNow, stale }: stale means an existing build older than its sources was kept
 * because building was switched off.
 */
async function ensureBuild({ distDir, sourceRoot, sources, label, skipBuild, steps, buildEnv = {} }) {
  const before = buildInfo(distDir);
  const stampFile = join(distDir, "bench-sources.sha1");
  // What the build reads from the environment counts too: the pixel script's origin is built into the CSP.
  const fingerprint = `${sourcesFingerprint(sourceRoot, sources)} ${JSON.stringify(buildEnv)}`;
  const current = before !== null && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === fingerprint;
  if (skipBuild) {
    if (!before) throw new Error(`BENCH_SKIP_BUILD is set but ${label} has no build in ${distDir}`);
    return { ...before, builtNow: false, stale: !current };
  }
  if (current) return { ...before, builtNow: false, stale: false };
  console.log(`bench: building ${label} ...`);
  for (const step of steps) await run(step.args, { ...step, label });
  const after = buildInfo(distDir);
  if (!after) throw new Error(`next build of ${label} left no BUILD_ID in ${distDir}`);
  // The fingerprint from before the build: a source changed while it ran makes the next run build again.
  writeFileSync(stampFile, `${fingerprint}\n`);
  return { ...after, builtNow: true, stale: false };
}

/**
 * The storefront is built in Next's two split steps (compile, then generate): the same output as
 * a plain `next build`, minus its type check, which would rewrite the project's shared
 * next-env.d.ts and tsconfig.json to point at this directory (`npm run typecheck` checks types).
 */
export function ensureStorefrontBuild(skipBuild, pixelScriptUrl) {
  const env = { BENCH_DIST_DIR: STOREFRONT_DIST_DIR, PIXEL_SCRIPT_URL: pixelScriptUrl };
  return ensureBuild({
    distDir: storefrontDistDir(),
    sourceRoot: ROOT,
    sources: STOREFRONT_SOURCES,
    label: `the storefront (into ${STOREFRONT_DIST_DIR})`,
    skipBuild,
    buildEnv: { PIXEL_SCRIPT_URL: pixelScriptUrl },
    steps: [
      { args: ["build", "--experimental-build-mode", "compile"], cwd: ROOT, env },
      { args: ["build", "--experimental-build-mode", "generate"], cwd: ROOT, env },
    ],
  });
}

/** A bare page (bench/baselines/bare-next, or the floors beside it): a plain `next build` in its directory. */
function ensureBarePageBuild(dir, label) {
  return ensureBuild({
    distDir: join(dir, ".next"),
    sourceRoot: dir,
    sources: BARE_SOURCES,
    label: `${label} (${relative(ROOT, dir)})`,
    skipBuild: false,
    steps: [{ args: ["build"], cwd: dir, env: {} }],
  });
}

export const ensureBareBuild = () => ensureBarePageBuild(BARE_DIR, "the bare Next.js page");
export const ensureBareRewriteBuild = () =>
  ensureBarePageBuild(BARE_REWRITE_DIR, "the bare page behind a host rewrite");
export const ensureBareImageBuild = () => ensureBarePageBuild(BARE_IMAGE_DIR, "the bare page with an image");
