/**
 * The two backends one Playwright run tests against, each a reference shop API on a temporary
 * database with a built storefront in front: the full API (project `chromium`, every spec) and the
 * spec-minimal API (project `spec-minimal`, the shopping funnel's specs, tagged @funnel), which answers
 * only the fields the spec names, as an independent backend may (packages/shop-api/src/http/spec-minimal.ts).
 *
 * The specs read their ports and database from the environment (e2e/env.ts): a project's setup test
 * (backends.setup.ts) sets it, and Playwright hands what a setup project's worker set to the workers of
 * the projects that depend on it.
 */
export type Backend = {
  project: "chromium" | "spec-minimal";
  storePort: number;
  apiPort: number;
  imagePort: number;
  /** The variable holding its temporary database directory (created by playwright.config.ts). */
  dbDirVariable: "E2E_DB_DIR" | "E2E_MIN_DB_DIR";
  specMinimal: boolean;
};

const env = process.env;

export const FULL: Backend = {
  project: "chromium",
  storePort: Number(env.E2E_STORE_PORT ?? 3100),
  apiPort: Number(env.E2E_API_PORT ?? 4100),
  imagePort: Number(env.E2E_IMAGE_PORT ?? Number(env.E2E_API_PORT ?? 4100) + 1),
  dbDirVariable: "E2E_DB_DIR",
  specMinimal: false,
};

export const SPEC_MINIMAL: Backend = {
  project: "spec-minimal",
  storePort: Number(env.E2E_MIN_STORE_PORT ?? 3200),
  apiPort: Number(env.E2E_MIN_API_PORT ?? 4200),
  imagePort: Number(env.E2E_MIN_IMAGE_PORT ?? Number(env.E2E_MIN_API_PORT ?? 4200) + 1),
  dbDirVariable: "E2E_MIN_DB_DIR",
  specMinimal: true,
};

/** What e2e/env.ts and the specs read, for a worker of `backend`'s project. */
export function workerEnv(backend: Backend): Record<string, string> {
  return {
    E2E_STORE_PORT: String(backend.storePort),
    E2E_API_PORT: String(backend.apiPort),
    E2E_IMAGE_PORT: String(backend.imagePort),
    E2E_DB_DIR: env[backend.dbDirVariable] ?? "",
    E2E_SPEC_MINIMAL: backend.specMinimal ? "1" : "0",
  };
}
