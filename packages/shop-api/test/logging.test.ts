import { createTestApp, q, SHOP_A, type TestApp } from "./support/app";

/** The log is plain text, one line per event: nothing a client sends may start a line of its own. */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(() => s.stop());

const physicalLines = () => s.logs.join("\n").split("\n");

it("writes a path carrying encoded line breaks on one line, so a client cannot forge log lines", async () => {
  const forged = "GET /api/admin/products/x 200 1.0ms";
  const encoded = forged.replaceAll(" ", "%20");
  await s.api("GET", `/api/product/x%0A${encoded}%0D%0A?${q(SHOP_A)}`);
  await s.api("GET", `/api/product/x%E2%80%A8${encoded}?${q(SHOP_A)}`);
  await s.api("GET", `/api/product/x%1B%5B2J?${q(SHOP_A)}`);
  const lines = physicalLines();
  expect(lines.some((line) => line.startsWith(forged))).toBe(false);
  expect(lines.join("")).not.toMatch(/[\r\u001b\u2028]/);
  expect(lines.some((line) => /^GET \/api\/product\/x\S*GET\S*admin\S* 404 [\d.]+ms$/.test(line))).toBe(true);
});

it("keeps an ordinary request line as it was: method, path, status, duration", async () => {
  await s.api("GET", `/api/gym-theme?${q(SHOP_A)}`);
  expect(physicalLines()).toContainEqual(expect.stringMatching(/^GET \/api\/gym-theme 200 [\d.]+ms$/));
});
