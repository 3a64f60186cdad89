import { decodeOrigin, encodeOrigin, resolveOrigin, type TenantOptions } from "./tenant";

function headers(values: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()] ?? null };
}

const direct: TenantOptions = { trustProxy: false, allowedHosts: [] };
const proxied: TenantOptions = { trustProxy: true, allowedHosts: [] };

describe("resolveOrigin", () => {
  it("uses the Host header over plain http", () => {
    expect(resolveOrigin(headers({ host: "localhost:3100" }), direct)).toEqual({
      ok: true,
      origin: "http://localhost:3100",
      host: "localhost:3100",
    });
  });

  it("normalises case and drops the default port", () => {
    const result = resolveOrigin(headers({ host: "Shop.Example.COM:80" }), direct);
    expect(result).toMatchObject({ ok: true, origin: "http://shop.example.com" });
  });

  it("ignores X-Forwarded-* headers unless TRUST_PROXY is set", () => {
    const h = headers({ host: "a.example", "x-forwarded-host": "b.example", "x-forwarded-proto": "https" });
    expect(resolveOrigin(h, direct)).toMatchObject({ ok: true, origin: "http://a.example" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: true, origin: "https://b.example" });
  });

  it("takes the first value of a forwarded list", () => {
    const h = headers({ host: "internal", "x-forwarded-host": "shop.example, proxy.internal", "x-forwarded-proto": "https,http" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: true, origin: "https://shop.example" });
  });

  it("falls back to Host when the proxy sends no forwarded host", () => {
    expect(resolveOrigin(headers({ host: "shop.example" }), proxied)).toMatchObject({ ok: true, origin: "http://shop.example" });
  });

  it("answers 400 for a missing or malformed host", () => {
    expect(resolveOrigin(headers({}), direct)).toMatchObject({ ok: false, status: 400 });
    for (const bad of ["evil.com/path", "a b", "user@host", "host:99999", "-bad.example", "a..b", "host:port"]) {
      expect(resolveOrigin(headers({ host: bad }), direct)).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("answers 400 for a forwarded scheme other than http(s)", () => {
    const h = headers({ host: "shop.example", "x-forwarded-proto": "javascript" });
    expect(resolveOrigin(h, proxied)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 421 for a host outside ALLOWED_HOSTS, matching host or host:port entries", () => {
    const options: TenantOptions = { trustProxy: false, allowedHosts: ["shop.example", "localhost:3100"] };
    expect(resolveOrigin(headers({ host: "shop.example:8080" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3100" }), options)).toMatchObject({ ok: true });
    expect(resolveOrigin(headers({ host: "localhost:3101" }), options)).toMatchObject({ ok: false, status: 421 });
    expect(resolveOrigin(headers({ host: "other.example" }), options)).toMatchObject({ ok: false, status: 421 });
  });

  it("checks the forwarded host against ALLOWED_HOSTS when trusted", () => {
    const options: TenantOptions = { trustProxy: true, allowedHosts: ["shop.example"] };
    const h = headers({ host: "shop.example", "x-forwarded-host": "other.example" });
    expect(resolveOrigin(h, options)).toMatchObject({ ok: false, status: 421 });
  });

  it("accepts IPv4 and bracketed IPv6 hosts", () => {
    expect(resolveOrigin(headers({ host: "127.0.0.1:3100" }), direct)).toMatchObject({ origin: "http://127.0.0.1:3100" });
    expect(resolveOrigin(headers({ host: "[::1]:3100" }), direct)).toMatchObject({ origin: "http://[::1]:3100" });
  });
});

describe("encodeOrigin / decodeOrigin", () => {
  it.each(["http://localhost:3100", "https://shop.example.com", "http://127.0.0.1:3100", "http://[::1]:8080"])(
    "round-trips %s through a single safe path segment",
    (origin) => {
      const segment = encodeOrigin(origin);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeOrigin(segment)).toBe(origin);
    },
  );

  it("rejects segments that are not an encoded origin", () => {
    const crafted = [
      "",
      "about-us",
      "not base64!",
      "%2F%2F",
      encodeOrigin("http://localhost:3100/profile"),
      encodeOrigin("http://localhost:3100/"),
      encodeOrigin("HTTP://LOCALHOST:3100"),
      encodeOrigin("http://localhost:80"),
      encodeOrigin("ftp://localhost"),
      encodeOrigin("http://user@localhost"),
      encodeOrigin("javascript:alert(1)"),
      `${encodeOrigin("http://localhost:3100")}=`,
    ];
    for (const segment of crafted) expect(decodeOrigin(segment)).toBeNull();
  });

  it("rejects a non-canonical spelling that decodes to the same origin", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const segment = encodeOrigin("http://a.example"); // 16 bytes: the last character carries 4 unused bits
    const last = segment.slice(-1);
    const sloppy = segment.slice(0, -1) + alphabet[alphabet.indexOf(last) + 1];
    expect(Buffer.from(sloppy, "base64url").toString()).toBe("http://a.example");
    expect(decodeOrigin(sloppy)).toBeNull();
  });
});

describe("memoised origins (the middleware resolves the same few on every request)", () => {
  it("gives the same answers when asked again, also after more distinct hosts than the memo keeps", () => {
    const first = resolveOrigin(headers({ host: "[::1]:3000" }), direct);
    expect(first).toEqual({ ok: true, origin: "http://[::1]:3000", host: "[::1]:3000" });
    expect(resolveOrigin(headers({ host: "bad host" }), direct)).toMatchObject({ ok: false, status: 400 });
    for (let i = 0; i < 600; i++) {
      const origin = `http://shop${i}.example`;
      expect(resolveOrigin(headers({ host: `Shop${i}.example:80` }), direct)).toEqual({ ok: true, origin, host: `shop${i}.example` });
      expect(decodeOrigin(encodeOrigin(origin))).toBe(origin);
    }
    expect(resolveOrigin(headers({ host: "[::1]:3000" }), direct)).toEqual(first);
    expect(resolveOrigin(headers({ host: "bad host" }), direct)).toMatchObject({ ok: false, status: 400 });
    expect(resolveOrigin(headers({ host: "shop.example:443", "x-forwarded-proto": "https" }), proxied)).toMatchObject({ ok: true, origin: "https://shop.example", host: "shop.example" });
  });
});
