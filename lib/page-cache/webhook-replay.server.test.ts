import { revalidateSignature } from "@/packages/shop-api/src/admin/revalidate";
import { runShutdown } from "../ops/shutdown.server.mjs";
import { startTestRedis, type TestRedis } from "../redis/test-server";
import { REPLAY_WINDOW_SECONDS } from "./webhook.server";

jest.mock("server-only", () => ({}));

const SECRET = "webhook-secret-for-tests-0123456789abcdef";
const NOW = 1_800_000_000;
const signature = (timestamp = NOW, body = '{"tags":["products"]}') =>
  revalidateSignature(SECRET, String(timestamp), "shop.example", body);
const validUntil = (timestamp = NOW) => timestamp + REPLAY_WINDOW_SECONDS;

/** Another instance of the storefront: a fresh copy of the module with nothing in its memory. */
async function instance() {
  jest.resetModules();
  const replay = await import("./webhook-replay.server");
  replay.forgetSignatures();
  return replay;
}

describe("webhook replays, without Redis", () => {
  it("refuses a signed call already received, in any spelling of its signature, until its window ends", async () => {
    const { firstUseOf } = await instance();
    const at = NOW * 1000;
    expect(await firstUseOf(signature(), validUntil(), at)).toBe(true);
    expect(await firstUseOf(signature(), validUntil(), at + 1_000)).toBe(false);
    expect(await firstUseOf(` ${signature().toUpperCase()} `, validUntil(), at + 2_000)).toBe(false);
    expect(await firstUseOf(signature(), validUntil(), at + (REPLAY_WINDOW_SECONDS - 1) * 1000)).toBe(false);
    // Another call (another second, or another body) is a call of its own.
    expect(await firstUseOf(signature(NOW + 1), validUntil(NOW + 1), at + 2_000)).toBe(true);
    expect(await firstUseOf(signature(NOW, '{"tags":["theme"]}'), validUntil(), at + 2_000)).toBe(true);
    // Past its window verifyWebhook refuses the call anyway: the signature need not be kept.
    expect(await firstUseOf(signature(), validUntil(), at + (REPLAY_WINDOW_SECONDS + 2) * 1000)).toBe(true);
  });
});

describe("webhook replays on Redis (a real redis-server)", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
    const { redisClient } = await import("../redis/client.server.mjs");
    const client = redisClient(redis.url)!;
    await new Promise<void>((resolve) =>
      client.status === "ready" ? resolve() : client.once("ready", () => resolve()),
    );
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    expect(await runShutdown(2000)).toEqual([]);
    await redis.stop();
  });

  it("refuses a call replayed to another instance, and keeps the signature only for its window", async () => {
    const now = Date.now();
    const timestamp = Math.floor(now / 1000);
    const first = await instance();
    expect(await first.firstUseOf(signature(timestamp), validUntil(timestamp), now)).toBe(true);
    const second = await instance();
    expect(await second.firstUseOf(signature(timestamp), validUntil(timestamp), now)).toBe(false);
    expect(await second.firstUseOf(signature(timestamp + 1), validUntil(timestamp + 1), now)).toBe(true);

    const { redisClient } = await import("../redis/client.server.mjs");
    const ttl = await redisClient(redis.url)!.pttl(`storefront:webhook:seen:${signature(timestamp)}`);
    expect(ttl).toBeGreaterThan((REPLAY_WINDOW_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual((REPLAY_WINDOW_SECONDS + 1) * 1000);
  });
});
