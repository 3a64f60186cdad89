import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { redirectStaleFormPosts } from "./stale-action.server.mjs";

/** A server that answers every request as Next answers a Server Action its build does not have. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    redirectStaleFormPosts(request, response);
    response.setHeader("x-nextjs-action-not-found", request.url?.includes("known") ? "0" : "1");
    response.setHeader("content-type", "text/plain");
    response.statusCode = 409;
    response.end("Server Action unavailable.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: "POST", body: "$ACTION_ID_60ab=", headers, redirect: "manual" });

test("a form post to an action this build does not have goes back to its page, at the shop-updated notice", async () => {
  const answer = await post("/profile/cancel-request?order_id=5");
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/profile/cancel-request?order_id=5#shop-updated");
  expect(answer.headers.get("x-nextjs-action-not-found")).toBeNull();
});

test("the way back stays on the shop, whatever the request-target says", async () => {
  for (const target of ["//evil.example/x", "/..//evil.example/x", "/%2e%2e//evil.example/x", "/\\evil.example"])
    expect((await post(target)).headers.get("location")).toBe("/#shop-updated");
});

test("a scripted call (the browser's router reloads itself) and any other 409 are left as Next answered", async () => {
  const scripted = await post("/product/x", { "next-action": "60ab" });
  expect([scripted.status, scripted.headers.get("x-nextjs-action-not-found")]).toEqual([409, "1"]);
  expect((await post("/known")).status).toBe(409);
  expect((await fetch(`${base}/product/x`)).status).toBe(409);
});
