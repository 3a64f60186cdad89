import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The browser's script chunks. */
const SCRIPTS = /\/_next\/static\/chunks\/.+\.js$/;

/** Resolves once the page has fetched the chunk whose code `isChunk` recognises. */
export function chunkFetched(page: Page, isChunk: (code: string) => boolean): Promise<unknown> {
  return page.waitForResponse(async (response) => SCRIPTS.test(response.url()) && isChunk(await response.text()));
}

/**
 * Holds back the chunk whose code `isChunk` recognises (set up before the page loads): `held()` is true once the
 * page has asked for it, and it arrives at `release()`.
 */
export async function holdChunk(page: Page, isChunk: (code: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(SCRIPTS, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isChunk(body)) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held: () => held, release };
}

/** Tabs from where focus is until `control` has it: keyboard only. */
export async function tabTo(page: Page, control: Locator): Promise<Locator> {
  for (let i = 0; i < 30 && !(await control.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(control).toBeFocused();
  return control;
}
