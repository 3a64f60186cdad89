import type { AddressInfo } from "node:net";
import { serveMetrics } from "../src/http/metrics";
import { createTestApp, q, SHOP_A, type TestApp } from "./support/app";

/** The reference API's metrics: on their own listener, by route pattern (ids add no series). */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(() => s.stop());

it("counts requests by the route that matched, on a listener of their own bound to 127.0.0.1", async () => {
  await s.api("GET", `/api/product/11111111-1111-1111-1111-111111111111?${q(SHOP_A)}`);
  await s.api("GET", `/api/product/22222222-2222-2222-2222-222222222222?${q(SHOP_A)}`);
  const server = await serveMetrics(0);
  try {
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe("127.0.0.1");
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const products = text.split("\n").filter((line) => line.startsWith("shop_api_http_request_duration_seconds_count"));
    expect(products).toContainEqual(
      expect.stringMatching(/route="\/api\/product\/:\w+",method="GET",status="\dxx"} 2$/),
    );
    expect(text).not.toContain("11111111");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  } finally {
    server.close();
  }
});
