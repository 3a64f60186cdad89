import { Writable } from "node:stream";
import { createLogger, logLevel, withRequestId } from "./logger.server.mjs";
import { pathOf, requestIdOf, requestLine, shopOf } from "./request-log.server.mjs";

function capture() {
  let text = "";
  const logger = createLogger({
    level: "debug",
    destination: new Writable({ write: (chunk, _encoding, done) => void ((text += String(chunk)), done()) }),
  });
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const SECRETS = {
  cookie: "__Host-session=sealed-cookie-value",
  authorization: "Bearer bearer-token-value",
  password: "hunter2-password",
  code: "493817",
};

const signIn = {
  method: "POST",
  url: `/api/account/verify?code=${SECRETS.code}&email=shopper%40example.com`,
  headers: {
    host: "shop.example.com",
    cookie: SECRETS.cookie,
    authorization: SECRETS.authorization,
    "content-type": "application/json",
    "x-forwarded-host": "evil.example",
  },
  socket: {},
};
const body = { email: "shopper@example.com", password: SECRETS.password, code: SECRETS.code };

describe("request log", () => {
  it("writes one line with the chosen fields and none of the request's secrets", () => {
    const { logger, lines, text } = capture();
    logger.info(
      requestLine({ request: signIn, status: 200, durationMs: 12.345, requestId: "req-1", trustProxy: false }),
      "request",
    );
    expect(lines()).toEqual([
      {
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        pid: process.pid,
        hostname: expect.any(String),
        shop: "http://shop.example.com",
        method: "POST",
        path: "/api/account/verify",
        status: 200,
        duration_ms: 12.3,
        request_id: "req-1",
        msg: "request",
      },
    ]);
    for (const secret of [...Object.values(SECRETS), "sealed-cookie-value", "bearer-token-value", "shopper"])
      expect(text()).not.toContain(secret);
  });

  it("redacts credentials and codes wherever a caller logs them", () => {
    const { logger, lines, text } = capture();
    logger.warn(
      {
        headers: signIn.headers,
        body,
        req: { headers: signIn.headers, body },
        password: SECRETS.password,
        token: "tok-value",
      },
      "careless",
    );
    for (const secret of [...Object.values(SECRETS), "sealed-cookie-value", "bearer-token-value", "tok-value"])
      expect(text()).not.toContain(secret);
    expect(lines()[0]).toMatchObject({
      headers: { cookie: "[redacted]", authorization: "[redacted]", host: "shop.example.com" },
      body: { password: "[redacted]", code: "[redacted]" },
    });
  });

  it("tags lines logged while a request is handled with its id", async () => {
    const { logger, lines } = capture();
    await withRequestId("req-42", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info({ upstream: "shop-api" }, "shop-api call");
    });
    logger.info("outside");
    expect(lines().map((line) => line.request_id)).toEqual(["req-42", undefined]);
  });

  it("believes the proxy's request id and forwarded origin only with TRUST_PROXY, and only a well-formed id", () => {
    const proxied = {
      ...signIn,
      headers: { ...signIn.headers, "x-request-id": "lb-abc-123", "x-forwarded-proto": "https" },
    };
    expect(requestIdOf(proxied.headers, true)).toBe("lb-abc-123");
    expect(requestIdOf(proxied.headers, false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({ "x-request-id": 'bad id\n{"level":"fatal"}' }, true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(shopOf(proxied, true)).toBe("https://evil.example");
    expect(shopOf(proxied, false)).toBe("http://shop.example.com");
    expect(shopOf({ ...signIn, headers: {} }, false)).toBeNull();
  });

  it("logs the forwarded origin the nearest proxy added (the last entries), as the tenant reads it", () => {
    const listed = {
      ...signIn,
      headers: {
        host: "10.0.0.5:3000",
        "x-forwarded-host": "client.example, shop.example",
        "x-forwarded-proto": "http, https",
      },
    };
    expect(shopOf(listed, true)).toBe("https://shop.example");
  });

  it("drops query strings and fragments from the path and bounds its length", () => {
    expect(pathOf("/reset?token=abc#x")).toBe("/reset");
    expect(pathOf("/a#b?c")).toBe("/a");
    expect(pathOf("/" + "x".repeat(5000))).toHaveLength(2048);
  });

  it("marks a request whose client went away before the answer ended", () => {
    expect(
      requestLine({ request: signIn, status: 200, durationMs: 1, requestId: "r", trustProxy: false, finished: false }),
    ).toMatchObject({ aborted: true });
  });
});

describe("LOG_LEVEL", () => {
  it("defaults to info, to silent under jest, and refuses an unknown level naming the variable", () => {
    expect(logLevel({ NODE_ENV: "production" })).toBe("info");
    expect(logLevel({ NODE_ENV: "test" })).toBe("silent");
    expect(logLevel({ NODE_ENV: "production", LOG_LEVEL: " WARN " })).toBe("warn");
    expect(() => logLevel({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL must be one of/);
  });
});
