import { rmSync } from "node:fs";
import { basename } from "node:path";

/** Removes the run's temporary shop-API database directories (created in playwright.config.ts). */
export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DB_DIR, process.env.E2E_MIN_DB_DIR])
    if (dir && basename(dir).startsWith("storefront-e2e-")) rmSync(dir, { recursive: true, force: true });
}
