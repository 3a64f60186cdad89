import { NextRequest } from "next/server";
import { runShutdown } from "./ops/shutdown.server.mjs";
import { metricsSlot } from "./ops/process-shared.mjs";
import type { MetricsRecorder } from "./ops/telemetry/sink";
import { startTestRedis, type TestRedis } from "./redis/test-server";

jest.mock("server-only", () => ({}));

describe("rate limits", () => {
  let limits: typeof import("./rate-limit.server");
  beforeEach(async () => {
    jest.resetModules();
    process.env.TRUST_PROXY = "0";
    limits = await import("./rate-limit.server");
    limits.resetLimits();
  });

  const SHOP = "http://localhost:3000";

  test("the sixth contact message within ten minutes from one address is refused with a wait; other clients and shops go on", async () => {
    for (let i = 0; i < 5; i++) expect(await limits.consume("contact", SHOP, "203.0.113.9")).toEqual({ ok: true });
    const refused = await limits.consume("contact", SHOP, "203.0.113.9");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect(await limits.consume("contact", SHOP, "203.0.113.10")).toEqual({ ok: true });
    expect(await limits.consume("contact", "http://127.0.0.1:3000", "203.0.113.9")).toEqual({ ok: true });
  });

  test("two copies of the module in one process count together (Next bundles pages and route handlers apart)", async () => {
    for (let i = 0; i < 3; i++) expect((await limits.consume("contact", SHOP, "203.0.113.77")).ok).toBe(true);
    jest.resetModules();
    const copy = await import("./rate-limit.server");
    expect(copy).not.toBe(limits);
    for (let i = 0; i < 2; i++) expect((await copy.consume("contact", SHOP, "203.0.113.77")).ok).toBe(true);
    expect((await copy.consume("contact", SHOP, "203.0.113.77")).ok).toBe(false);
  });

  test("an IPv6 client is counted by its /64: every address of one network shares a count", async () => {
    for (let i = 0; i < 5; i++)
      expect((await limits.consume("contact", SHOP, `2001:db8:1:2:${i}::${i + 1}`)).ok).toBe(true);
    expect((await limits.consume("contact", SHOP, "2001:db8:1:2:ffff:ffff:ffff:ffff")).ok).toBe(false);
    expect((await limits.consume("contact", SHOP, "2001:db8:1:3::1")).ok).toBe(true);
  });

  test("networkOf: IPv4 as it is, IPv6 as its /64 in one spelling, IPv4-mapped as IPv4", () => {
    expect(limits.networkOf("203.0.113.9")).toBe("203.0.113.9");
    expect(limits.networkOf("2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limits.networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limits.networkOf("[2001:db8:1:2::1]")).toBe("2001:db8:1:2::/64");
    expect(limits.networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(limits.networkOf("::")).toBe("0:0:0:0::/64");
    expect(limits.networkOf("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(limits.networkOf("64:ff9b:1:2:3:4:198.51.100.4")).toBe("64:ff9b:1:2::/64");
    expect(limits.networkOf("unknown")).toBe("unknown");
  });

  test("guesses at one account lock out the guessing network, not the account's owner elsewhere", async () => {
    const account = "owner@example.com";
    for (let i = 0; i < 20; i++) expect((await limits.consume("login", SHOP, "198.51.100.66", account)).ok).toBe(true);
    expect((await limits.consume("login", SHOP, "198.51.100.66", account)).ok).toBe(false);
    // The owner, from home: the account's count is spent, but this network has not tried it (a typo, then the password).
    expect((await limits.consume("login", SHOP, "203.0.113.1", account)).ok).toBe(true);
    expect((await limits.consume("login", SHOP, "203.0.113.1", account)).ok).toBe(true);
    // The guessing network may still sign in to other accounts.
    expect((await limits.consume("login", SHOP, "198.51.100.66", "other@example.com")).ok).toBe(true);
  });

  test("each refusal is counted for the operations metrics by limiter and the count that refused; tolerated tries are not", async () => {
    const refusals: string[] = [];
    metricsSlot.set({
      rateLimitRefused: (name: string, scope: string) => void refusals.push(`${name} ${scope}`),
    } as unknown as MetricsRecorder);
    try {
      for (let i = 0; i < 6; i++) await limits.consume("contact", SHOP, "203.0.113.50");
      const account = "someone@example.com";
      for (let i = 0; i < 21; i++) await limits.consume("login", SHOP, "198.51.100.70", account);
      await limits.consume("login", SHOP, "203.0.113.51", account); // past the account's count: tolerated
    } finally {
      metricsSlot.set(null);
    }
    expect(refusals).toEqual(["contact perAddress", "login perAccountNetwork"]);
  });

  test("a guesser spread over many networks gets three tries per network once the account's count is spent", async () => {
    const account = "target@example.com";
    for (let i = 0; i < 20; i++) expect((await limits.consume("login", SHOP, `192.0.2.${i}`, account)).ok).toBe(true);
    for (let i = 100; i < 110; i++) {
      for (let t = 0; t < 3; t++) expect((await limits.consume("login", SHOP, `192.0.2.${i}`, account)).ok).toBe(true);
      expect((await limits.consume("login", SHOP, `192.0.2.${i}`, account)).ok).toBe(false);
    }
  });

  test("a client that changes its address every time still meets the shop's ceiling", async () => {
    for (let i = 0; i < 100; i++) expect((await limits.consume("contact", SHOP, `198.51.100.${i}`)).ok).toBe(true);
    expect((await limits.consume("contact", SHOP, "198.51.100.200")).ok).toBe(false);
  });

  test("429 answers carry Retry-After and a message", async () => {
    const response = limits.tooManyRequests(90);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("90");
    expect(await response.json()).toEqual({ status: false, msg: "Too many attempts. Please try again in 2 minutes." });
  });

  test("the key is the address the nearest proxy saw (the last x-forwarded-for entry)", () => {
    const request = new NextRequest("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4, 10.0.0.7" } });
    expect(limits.clientAddress(request)).toBe("10.0.0.7");
    expect(limits.clientAddress(new NextRequest("http://localhost/"))).toBe("unknown");
  });
});

describe("rate limits on Redis (a real redis-server)", () => {
  const SHOP = "http://localhost:3000";
  let redis: TestRedis;
  const load = async () => {
    jest.resetModules();
    const limits = await import("./rate-limit.server");
    limits.resetLimits(); // another process: nothing counted in memory
    return limits;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
    const { redisClient } = await import("./redis/client.server.mjs");
    const client = redisClient()!;
    await new Promise<void>((resolve) =>
      client.status === "ready" ? resolve() : client.once("ready", () => resolve()),
    );
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    redis.resume();
    // Closes the Redis client, as SIGTERM would.
    expect(await runShutdown(2000)).toEqual([]);
    await redis.stop();
  });

  test("every instance counts against the same limit", async () => {
    const first = await load();
    for (let i = 0; i < 3; i++) expect((await first.consume("contact", SHOP, "192.0.2.1")).ok).toBe(true);
    const second = await load(); // another instance: nothing counted in its own memory
    for (let i = 0; i < 2; i++) expect((await second.consume("contact", SHOP, "192.0.2.1")).ok).toBe(true);
    expect((await second.consume("contact", SHOP, "192.0.2.1")).ok).toBe(false);
    expect((await second.consume("contact", "http://127.0.0.1:3000", "192.0.2.1")).ok).toBe(true);
  });

  test("failed attempts counted by one instance refuse the client at another", async () => {
    const first = await load();
    for (let i = 0; i < 20; i++) await first.countFailedAttempt("trackOrder", SHOP, "192.0.2.44");
    const second = await load();
    expect((await second.admitAttempt("trackOrder", SHOP, "192.0.2.44")).ok).toBe(false);
    expect(await second.admitAttempt("trackOrder", SHOP, "192.0.2.45")).toEqual({ ok: true });
  });

  test("while Redis hangs, each instance still counts in memory, within the command timeout", async () => {
    const limits = await load();
    redis.pause();
    try {
      const started = Date.now();
      for (let i = 0; i < 5; i++) expect((await limits.consume("contact", SHOP, "192.0.2.50")).ok).toBe(true);
      expect((await limits.consume("contact", SHOP, "192.0.2.50")).ok).toBe(false);
      // Each attempt waits at most the command timeout (500 ms) per limit it counts against.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      redis.resume();
    }
  });
});
