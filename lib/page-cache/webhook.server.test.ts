import { revalidateSignature } from "@/packages/shop-api/src/admin/revalidate";
import { REPLAY_WINDOW_SECONDS, cacheTagsOf, parseWebhookBody, verifyWebhook } from "./webhook.server";

jest.mock("server-only", () => ({}));

const SECRET = "webhook-secret-for-tests-0123456789abcdef";
const NOW = 1_800_000_000;
const BODY = '{"tags":["product:0b6f5a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b","products"]}';
const HOST = "shop.example";
const signed = (timestamp: number, body = BODY, secret = SECRET, host = HOST) => ({
  timestamp: String(timestamp),
  signature: revalidateSignature(secret, String(timestamp), host, body),
});

describe("verifyWebhook", () => {
  it("accepts what the reference API's sender signs", () => {
    expect(verifyWebhook(SECRET, signed(NOW), HOST, BODY, NOW)).toBe(true);
  });

  it("refuses another secret, another body, another timestamp", () => {
    expect(verifyWebhook(SECRET, signed(NOW, BODY, `${SECRET}x`), HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, signed(NOW), HOST, BODY.replace("products", "theme"), NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { ...signed(NOW), timestamp: String(NOW + 1) }, HOST, BODY, NOW)).toBe(false);
  });

  it("refuses a call signed for another shop: a captured call cannot be replayed on another host", () => {
    expect(verifyWebhook(SECRET, signed(NOW), "other.example", BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, signed(NOW, BODY, SECRET, "localhost:3000"), "localhost:3001", BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, signed(NOW, BODY, SECRET, "localhost:3000"), "localhost:3000", BODY, NOW)).toBe(true);
  });

  it("refuses a timestamp older or further ahead than five minutes", () => {
    expect(verifyWebhook(SECRET, signed(NOW - REPLAY_WINDOW_SECONDS), HOST, BODY, NOW)).toBe(true);
    expect(verifyWebhook(SECRET, signed(NOW - REPLAY_WINDOW_SECONDS - 1), HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, signed(NOW + REPLAY_WINDOW_SECONDS + 1), HOST, BODY, NOW)).toBe(false);
  });

  it("refuses missing and malformed headers without throwing", () => {
    const good = signed(NOW);
    expect(verifyWebhook(SECRET, { timestamp: null, signature: good.signature }, HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: good.timestamp, signature: null }, HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { timestamp: "1.8e9", signature: good.signature }, HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { ...good, signature: good.signature.replace("sha256=", "") }, HOST, BODY, NOW)).toBe(
      false,
    );
    expect(verifyWebhook(SECRET, { ...good, signature: good.signature.slice(0, -2) }, HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { ...good, signature: `${good.signature}00` }, HOST, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, { ...good, signature: "sha256=" + "zz".repeat(32) }, HOST, BODY, NOW)).toBe(false);
  });
});

describe("parseWebhookBody", () => {
  it("reads every tag the sender may send", () => {
    const body = JSON.stringify({
      tags: ["theme", "footer", "menu", "products", "product:ABCDEF01-2345", "content", "blog"],
      id: "1",
    });
    expect(parseWebhookBody(body)).toEqual({
      ok: true,
      tags: ["theme", "footer", "menu", "products", "product:ABCDEF01-2345", "content", "blog"],
    });
  });

  it("reads the sender's id of the call, which only tells two calls apart", () => {
    expect(parseWebhookBody('{"tags":["theme"],"id":"5f0c9b6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f"}')).toEqual({
      ok: true,
      tags: ["theme"],
    });
  });

  it("refuses a call that does not name itself, saying so: two such calls in one second would be one signed call", () => {
    expect(parseWebhookBody('{"tags":["theme"]}')).toEqual({
      ok: false,
      message: expect.stringContaining('{"tags":[...],"id":"<a random id'),
    });
  });

  it.each([
    ["not JSON", "tags=theme"],
    ["no tags", "{}"],
    ["an empty list", '{"tags":[]}'],
    ["an unknown tag", '{"tags":["theme","prices"]}'],
    ["a product without a uuid", '{"tags":["product:"]}'],
    ["a product id outside the uuid set", '{"tags":["product:../x"]}'],
    ["a tag that is not a string", '{"tags":[1]}'],
    ["an extra field", '{"tags":["theme"],"all":true}'],
    ["an array body", '["theme"]'],
    ["an empty id", '{"tags":["theme"],"id":""}'],
    ["an id that is not text", '{"tags":["theme"],"id":7}'],
  ])("refuses %s", (_, body) => {
    expect(parseWebhookBody(body).ok).toBe(false);
  });
});

describe("cacheTagsOf", () => {
  it("names the cached resources of this shop only", () => {
    expect(cacheTagsOf("http://a.test", ["menu", "content", "blog", "product:abc"])).toEqual([
      "shop:http://a.test:site-attributes",
      "shop:http://a.test:pages",
      "shop:http://a.test:blogs",
      "shop:http://a.test:product:abc",
    ]);
  });
});
