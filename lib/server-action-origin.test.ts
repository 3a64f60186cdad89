import { isCrossSiteServerAction } from "./server-action-origin";

const request = (headers: Record<string, string>, method = "POST", trustProxy = true) =>
  isCrossSiteServerAction(method, new Headers(headers), trustProxy);
const action = { host: "localhost:3100", "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" };

describe("isCrossSiteServerAction", () => {
  it("lets a same-origin action through, and one without an Origin (Next judges those)", () => {
    expect(request({ ...action, origin: "http://localhost:3100" })).toBe(false);
    expect(request(action)).toBe(false);
    expect(
      request({
        host: "localhost:3100",
        origin: "http://localhost:3100",
        "content-type": "multipart/form-data; boundary=x",
      }),
    ).toBe(false);
  });

  it.each(["https://evil.example", "http://127.0.0.1:3100", "null", "%zz", "http://localhost:3100.evil.example"])(
    "refuses an action from %s",
    (origin) => {
      expect(request({ ...action, origin })).toBe(true);
    },
  );

  it("refuses a cross-site multipart form post, the kind an HTML form on another site sends", () => {
    expect(
      request({
        host: "localhost:3100",
        origin: "https://evil.example",
        "content-type": "multipart/form-data; boundary=x",
      }),
    ).toBe(true);
  });

  it("with TRUST_PROXY, compares with the forwarded host the shop is taken from: the last entry, the proxy's", () => {
    const proxied = { ...action, host: "10.0.0.5:3000" };
    expect(request({ ...proxied, "x-forwarded-host": "shop.example", origin: "https://shop.example" })).toBe(false);
    // A client's own entry first, the trusted proxy's last: the shop is shop.example, so is the check.
    expect(
      request({ ...proxied, "x-forwarded-host": "evil.example, shop.example", origin: "https://shop.example" }),
    ).toBe(false);
    expect(
      request({ ...proxied, "x-forwarded-host": "shop.example, evil.example", origin: "https://shop.example" }),
    ).toBe(true);
    expect(
      request({ ...proxied, "x-forwarded-host": "evil.example, shop.example", origin: "https://evil.example" }),
    ).toBe(true);
  });

  it("without TRUST_PROXY, compares with the Host: a client's X-Forwarded-Host is dropped before Next sees it", () => {
    const spoofed = { ...action, host: "shop.example", "x-forwarded-host": "evil.example" };
    expect(request({ ...spoofed, origin: "https://evil.example" }, "POST", false)).toBe(true);
    expect(request({ ...spoofed, origin: "https://shop.example" }, "POST", false)).toBe(false);
  });

  it("leaves what is not a possible action alone: other methods, url-encoded and plain posts", () => {
    expect(request({ ...action, origin: "https://evil.example" }, "GET")).toBe(false);
    expect(
      request({
        host: "localhost:3100",
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      }),
    ).toBe(false);
    expect(
      request({ host: "localhost:3100", origin: "https://evil.example", "content-type": "application/json" }),
    ).toBe(false);
  });
});
