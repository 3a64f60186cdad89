import { NextRequest } from "next/server";
import { revalidateSignature } from "@/packages/shop-api/src/admin/revalidate";

/**
 * The revalidation webhook as the shop's back office calls it: two honest edits in one second name the
 * same tags, and each must expire the pages it made stale.
 */

const expired: string[] = [];
jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidateTag: (tag: string) => void expired.push(tag) }));

const SECRET = "webhook-route-secret-0123456789abcdef";
const SHOP_SEGMENT = "http,localhost:3100";
const HOST = "localhost:3100";
let POST: typeof import("./route").POST;

beforeAll(async () => {
  process.env.REVALIDATE_SECRET = SECRET;
  ({ POST } = await import("./route"));
});
beforeEach(() => void (expired.length = 0));

function webhook(body: string, timestamp: number) {
  const request = new NextRequest(`http://${HOST}/api/revalidate`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-revalidate-timestamp": String(timestamp),
      "x-revalidate-signature": revalidateSignature(SECRET, String(timestamp), HOST, body),
    },
    body,
  });
  return POST(request, { params: Promise.resolve({ site: SHOP_SEGMENT }) });
}

it("acts on two calls naming the same tags in the same second, told apart by their ids", async () => {
  const now = Math.floor(Date.now() / 1000);
  const first = await webhook('{"tags":["content"],"id":"edit-1"}', now);
  const firstExpired = [...expired];
  const second = await webhook('{"tags":["content"],"id":"edit-2"}', now);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(firstExpired.length).toBeGreaterThan(0);
  expect(expired).toEqual([...firstExpired, ...firstExpired]);
});

it("refuses a call without an id with a clear 400, rather than taking the next such call for its replay", async () => {
  const now = Math.floor(Date.now() / 1000);
  const answer = await webhook('{"tags":["content"]}', now);
  expect(answer.status).toBe(400);
  await expect(answer.json()).resolves.toEqual({
    status: false,
    msg: expect.stringContaining('"id":"<a random id'),
  });
  expect(expired).toEqual([]);
});

it("still refuses the very same signed call a second time (a replay)", async () => {
  const now = Math.floor(Date.now() / 1000);
  const body = '{"tags":["theme"],"id":"edit-3"}';
  expect((await webhook(body, now)).status).toBe(200);
  expect((await webhook(body, now)).status).toBe(409);
});
