import { isCrossSiteServerAction } from "./server-action-origin";

const request = (headers: Record<string, string>, method = "POST") =>
  isCrossSiteServerAction(method, new Headers(headers));
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

  it("compares with the forwarded host when a proxy sets one, as Next does", () => {
    expect(
      request({
        ...action,
        host: "10.0.0.5:3000",
        "x-forwarded-host": "shop.example, proxy",
        origin: "https://shop.example",
      }),
    ).toBe(false);
    expect(
      request({ ...action, host: "shop.example", "x-forwarded-host": "other.example", origin: "https://shop.example" }),
    ).toBe(true);
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
