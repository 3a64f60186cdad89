import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  answerOutagesWith503,
  noteUpstreamFailure,
  watchUpstream,
  type UpstreamSeen,
} from "./upstream-outage.server.mjs";

/** A server that answers 500 (as Next does for a page that threw) after a shop-API call that failed or not. */

let server: Server;
let port = 0;
let upstreamFails = false;

beforeAll(async () => {
  server = createServer((_req, res) => {
    const seen: UpstreamSeen = { failed: false };
    answerOutagesWith503(res, seen);
    void watchUpstream(seen, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (upstreamFails) noteUpstreamFailure();
      res.statusCode = 500;
      res.end("error page");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("answers 503 with Retry-After when the page failed because the shop API did", async () => {
  upstreamFails = true;
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("30");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.text()).toBe("error page");
});

it("leaves a 500 of a request whose shop-API calls all succeeded as it is: that is a bug", async () => {
  upstreamFails = false;
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  expect(answer.status).toBe(500);
  expect(answer.headers.get("retry-after")).toBeNull();
});
