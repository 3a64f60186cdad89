import { expect, test } from "@playwright/test";
import { FULL, SPEC_MINIMAL, workerEnv } from "./backends";

// One test per backend, each run by its own setup project (playwright.config.ts picks it by title).
for (const backend of [FULL, SPEC_MINIMAL])
  test(`${backend.project}: the workers use the ${backend.specMinimal ? "spec-minimal" : "full"} API on ${backend.apiPort} and its storefront on ${backend.storePort}`, async ({
    request,
  }) => {
    const settings = workerEnv(backend);
    expect(settings.E2E_DB_DIR).not.toBe("");
    Object.assign(process.env, settings);
    const answer = await request.get(`http://127.0.0.1:${backend.storePort}/assets/favicon.svg`);
    expect(answer.status()).toBe(200);
  });
