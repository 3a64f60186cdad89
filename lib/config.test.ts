import { ConfigError, parseConfig, parseSettings, startupWarnings } from "./config";

const SECRET = "x".repeat(32);
const SERVER_KEY = "operator-server-key-0123456789";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("gives working demo defaults outside production", () => {
    const config = parseConfig({ NODE_ENV: "development" });
    expect(config.shopApiUrl).toBe("http://127.0.0.1:4000");
    expect(config.imageBaseUrl).toBe("http://127.0.0.1:4000/storage/");
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.sessionSecretIsDemo).toBe(true);
    expect(config).toMatchObject({ port: 3000, trustProxy: false, allowedHosts: [] });
  });

  it("derives the demo secret deterministically so Edge and Node agree", () => {
    expect(parseConfig({}).sessionSecret).toBe(parseConfig({}).sessionSecret);
  });

  it("requires SESSION_SECRET, SHOP_API_URL, ALLOWED_HOSTS and SHOP_API_SERVER_KEY in production", () => {
    const error = configError({ NODE_ENV: "production" });
    expect(error.variables.sort()).toEqual(["ALLOWED_HOSTS", "SESSION_SECRET", "SHOP_API_SERVER_KEY", "SHOP_API_URL"]);
    expect(error.message).toMatch(/SESSION_SECRET is required in production/);
    expect(error.message).toMatch(/ALLOWED_HOSTS is required in production: .* or \* to serve any host/);
    const withoutHosts = configError({
      NODE_ENV: "production",
      SHOP_API_URL: "https://api.example",
      SESSION_SECRET: SECRET,
      SHOP_API_SERVER_KEY: SERVER_KEY,
    });
    expect(withoutHosts.variables).toEqual(["ALLOWED_HOSTS"]);
  });

  it("names bad values and missing required ones together, so that one refused start shows every fix", () => {
    const error = configError({ NODE_ENV: "production", SESSION_SECRET: "short", PORT: "eighty" });
    expect(error.variables).toEqual(["SESSION_SECRET", "PORT", "SHOP_API_URL", "ALLOWED_HOSTS", "SHOP_API_SERVER_KEY"]);
    expect(error.details[0]).toBe("SESSION_SECRET must be at least 32 characters");
    expect(error.details).toHaveLength(5);
  });

  it("accepts production with all four set, and DEMO=1 without them", () => {
    const production = {
      NODE_ENV: "production",
      SHOP_API_URL: "https://api.example",
      SESSION_SECRET: SECRET,
      SHOP_API_SERVER_KEY: SERVER_KEY,
    };
    expect(parseConfig({ ...production, ALLOWED_HOSTS: "shop.example" })).toMatchObject({
      sessionSecretIsDemo: false,
      allowedHosts: ["shop.example"],
    });
    expect(parseConfig({ NODE_ENV: "production", DEMO: "1" }).demo).toBe(true);
  });

  it("refuses to start in production without its own shop-API server key: neither missing nor the public demo key", () => {
    const production = {
      NODE_ENV: "production",
      SHOP_API_URL: "https://api.example",
      SESSION_SECRET: SECRET,
      ALLOWED_HOSTS: "shop.example",
    };
    const missing = configError(production);
    expect(missing.variables).toEqual(["SHOP_API_SERVER_KEY"]);
    expect(missing.message).toMatch(/SHOP_API_SERVER_KEY is required in production/);
    expect(configError({ ...production, SHOP_API_SERVER_KEY: "demo-server-key-not-for-production" }).variables).toEqual(
      ["SHOP_API_SERVER_KEY"],
    );
    expect(parseConfig({ ...production, SHOP_API_SERVER_KEY: SERVER_KEY }).shopApiServerKey).toBe(SERVER_KEY);
    expect(parseConfig({ NODE_ENV: "production", DEMO: "1" }).shopApiServerKey).toBe(
      "demo-server-key-not-for-production",
    );
    expect(parseConfig({ NODE_ENV: "development" }).shopApiServerKey).toBe("demo-server-key-not-for-production");
  });

  it("warns at start that DEMO=1 turns every production check off, and says nothing otherwise", () => {
    expect(startupWarnings(parseConfig({ NODE_ENV: "production", DEMO: "1" }))).toEqual([
      expect.stringMatching(/^DEMO=1: every production check is off/),
    ]);
    expect(startupWarnings(parseConfig({ NODE_ENV: "development" }))).toEqual([]);
  });

  it("takes ALLOWED_HOSTS=* as the explicit choice to serve any host", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      SHOP_API_URL: "https://api.example",
      SESSION_SECRET: SECRET,
      SHOP_API_SERVER_KEY: SERVER_KEY,
      ALLOWED_HOSTS: " * ",
    });
    expect(config.allowedHosts).toEqual([]);
    expect(configError({ ALLOWED_HOSTS: "*,shop.example" }).variables).toEqual(["ALLOWED_HOSTS"]);
  });

  it("reads IMAGE_HOSTS as a host list", () => {
    expect(parseConfig({}).imageHosts).toEqual([]);
    expect(parseConfig({ IMAGE_HOSTS: "CDN.example.com, img.example:8443" }).imageHosts).toEqual([
      "cdn.example.com",
      "img.example:8443",
    ]);
    expect(configError({ IMAGE_HOSTS: "https://cdn.example.com/" }).variables).toEqual(["IMAGE_HOSTS"]);
  });

  it("names a short SESSION_SECRET", () => {
    const error = configError({ SESSION_SECRET: "short" });
    expect(error.variables).toEqual(["SESSION_SECRET"]);
    expect(error.message).toContain("SESSION_SECRET must be at least 32 characters");
  });

  it("names a malformed SHOP_API_URL, IMAGE_BASE_URL, PORT, TRUST_PROXY and ALLOWED_HOSTS", () => {
    const cases: [string, string][] = [
      ["SHOP_API_URL", "localhost:4000"],
      ["IMAGE_BASE_URL", "ftp://images"],
      ["PORT", "eighty"],
      ["PORT", "70000"],
      ["TRUST_PROXY", "maybe"],
      ["ALLOWED_HOSTS", "shop.example,https://bad/"],
      ["PIXEL_SCRIPT_URL", "off"],
    ];
    for (const [name, value] of cases) {
      const error = configError({ [name]: value });
      expect(error.variables).toEqual([name]);
      expect(error.message).toContain(name);
    }
  });

  it("reads flags, host lists and URLs", () => {
    const config = parseConfig({
      SHOP_API_URL: "http://api.internal:4000/",
      TRUST_PROXY: "true",
      ALLOWED_HOSTS: " Shop.Example , localhost:3100 ",
      PORT: "3100",
    });
    expect(config).toMatchObject({
      shopApiUrl: "http://api.internal:4000",
      imageBaseUrl: "http://api.internal:4000/storage/",
      trustProxy: true,
      allowedHosts: ["shop.example", "localhost:3100"],
      port: 3100,
    });
  });

  it("keeps a separate image base with a trailing slash", () => {
    expect(parseConfig({ IMAGE_BASE_URL: "https://cdn.example/img" }).imageBaseUrl).toBe("https://cdn.example/img/");
  });

  it("loads the pixel script from its default URL unless set to none", () => {
    expect(parseConfig({}).pixelScriptUrl).toMatch(/^https:\/\//);
    expect(parseConfig({ PIXEL_SCRIPT_URL: "none" }).pixelScriptUrl).toBeNull();
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ SESSION_SECRET: "", TRUST_PROXY: "", ALLOWED_HOSTS: "" })).toMatchObject({
      trustProxy: false,
      allowedHosts: [],
    });
  });

  it("reads REDIS_URL and REVALIDATE_SECRET, off when unset, and names bad values", () => {
    expect(parseConfig({})).toMatchObject({ redisUrl: null, revalidateSecret: null });
    expect(parseConfig({ REDIS_URL: "redis://10.0.0.5:6379/2", REVALIDATE_SECRET: SECRET })).toMatchObject({
      redisUrl: "redis://10.0.0.5:6379/2",
      revalidateSecret: SECRET,
    });
    expect(configError({ REDIS_URL: "http://10.0.0.5:6379" }).message).toContain(
      "REDIS_URL must be a redis:// or rediss:// URL",
    );
    expect(configError({ REVALIDATE_SECRET: "short" }).variables).toEqual(["REVALIDATE_SECRET"]);
  });

  it("reads EDGE_PURGE_URL as a list of http(s) URLs with a purge timeout, none by default, and names bad values", () => {
    expect(parseConfig({})).toMatchObject({ edgePurgeUrls: [], edgePurgeTimeoutMs: 1000, edgePurgeSecret: null });
    expect(
      parseConfig({
        EDGE_PURGE_URL: " http://10.0.0.7:6081/ , http://10.0.0.8:6081/",
        EDGE_PURGE_TIMEOUT_MS: "400",
        EDGE_PURGE_SECRET: SECRET,
      }),
    ).toMatchObject({
      edgePurgeUrls: ["http://10.0.0.7:6081/", "http://10.0.0.8:6081/"],
      edgePurgeTimeoutMs: 400,
      edgePurgeSecret: SECRET,
    });
    expect(configError({ EDGE_PURGE_URL: "http://10.0.0.7:6081/,varnish:6081" }).message).toContain(
      "EDGE_PURGE_URL must be an absolute http(s) URL",
    );
    expect(configError({ EDGE_PURGE_URL: " , " }).variables).toEqual(["EDGE_PURGE_URL"]);
    expect(configError({ EDGE_PURGE_TIMEOUT_MS: "0" }).variables).toEqual(["EDGE_PURGE_TIMEOUT_MS"]);
  });

  it("requires EDGE_PURGE_SECRET with EDGE_PURGE_URL: the edge refuses a purge without it", () => {
    expect(configError({ EDGE_PURGE_URL: "http://10.0.0.7:6081/" }).variables).toEqual(["EDGE_PURGE_SECRET"]);
    expect(configError({ EDGE_PURGE_URL: "http://10.0.0.7:6081/", EDGE_PURGE_SECRET: "short" }).variables).toEqual([
      "EDGE_PURGE_SECRET",
    ]);
    expect(configError({ EDGE_PURGE_SECRET: `${SECRET} "x"` }).variables).toEqual(["EDGE_PURGE_SECRET"]);
  });

  it("gives a page's shop-API calls one deadline shorter than a browser waits, and names a bad value", () => {
    expect(parseConfig({})).toMatchObject({ shopApiTimeoutMs: 8000, shopApiPageDeadlineMs: 7000 });
    expect(parseConfig({ SHOP_API_PAGE_DEADLINE_MS: "4000" }).shopApiPageDeadlineMs).toBe(4000);
    expect(configError({ SHOP_API_PAGE_DEADLINE_MS: "soon" }).variables).toEqual(["SHOP_API_PAGE_DEADLINE_MS"]);
  });

  it("reads the server's own settings with their defaults: log level, cache budget, Redis timeout, metrics listener", () => {
    expect(parseConfig({})).toMatchObject({
      hostname: undefined,
      logLevel: "info",
      serverCacheMaxBytes: 256 * 1024 * 1024,
      redisTimeoutMs: 500,
      metricsPort: null,
      metricsHost: "127.0.0.1",
      metricsMaxShops: 100,
    });
    expect(parseConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(
      parseConfig({
        HOSTNAME: "0.0.0.0",
        LOG_LEVEL: " WARN ",
        SERVER_CACHE_MAX_MB: "64",
        SHOP_API_TIMEOUT_MS: "300",
        METRICS_PORT: "9464",
        METRICS_HOST: "10.0.0.5",
        METRICS_MAX_SHOPS: "0",
      }),
    ).toMatchObject({
      hostname: "0.0.0.0",
      logLevel: "warn",
      serverCacheMaxBytes: 64 * 1024 * 1024,
      redisTimeoutMs: 300,
      metricsPort: 9464,
      metricsHost: "10.0.0.5",
      metricsMaxShops: 0,
    });
    expect(configError({ LOG_LEVEL: "verbose", SERVER_CACHE_MAX_MB: "lots" }).variables.sort()).toEqual([
      "LOG_LEVEL",
      "SERVER_CACHE_MAX_MB",
    ]);
  });

  it("gives the settings without production's requirements to code that also runs at build time, still validated", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(parseSettings({ NODE_ENV: "production", TRUST_PROXY: "1" })).toMatchObject({
      trustProxy: true,
      shopApiUrl: "http://127.0.0.1:4000",
    });
    expect(() => parseSettings({ NODE_ENV: "production", REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
  });
});
