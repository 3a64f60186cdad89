import { z } from "zod";

/**
 * The storefront's settings, read from the environment once and validated: every variable is parsed
 * here, with its default, and nowhere else.
 *
 * This module runs in both runtimes (the Edge middleware and Node route handlers), so it uses no
 * Node APIs: the demo session secret is derived from the other settings rather than generated at
 * random, because a random value would differ between the middleware sandbox and the server.
 * server.mjs and the cache handler, which Node loads without a bundler, import it as `config.ts`
 * (Node strips the types), so it holds erasable TypeScript only and imports nothing but zod.
 */

export type Config = {
  /** Base URL of the shop API, without a trailing slash. */
  shopApiUrl: string;
  /** Base URL that image paths of the shop API are relative to, with a trailing slash. */
  imageBaseUrl: string;
  /** Password for the iron-session cookie (32+ characters). */
  sessionSecret: string;
  /** True when the secret was derived for the demo rather than configured. */
  sessionSecretIsDemo: boolean;
  port: number;
  /** Believe X-Forwarded-Host / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** Hosts this storefront answers for (`host` or `host:port`, lower case); empty means any (`*`). */
  allowedHosts: string[];
  /** Other hosts whose images are shown (`host` or `host:port`, lower case), through /media. */
  imageHosts: string[];
  /** Milliseconds before a shop-API call is abandoned. */
  shopApiTimeoutMs: number;
  /** Milliseconds that all the shop-API calls of one page render share. */
  shopApiPageDeadlineMs: number;
  demo: boolean;
  /** Script of the marketing pixel, loaded only for shops with a pixel_id; null never loads one. */
  pixelScriptUrl: string | null;
  /** Shared with the shop API (its SHOP_API_SERVER_KEY): lets this server read payment merchant details. */
  shopApiServerKey: string;
  /** Redis shared by every instance for the page cache and rate limits; null: each instance on its own. */
  redisUrl: string | null;
  /** Signing secret of the revalidation webhook (POST /api/revalidate); null: no webhook. */
  revalidateSecret: string | null;
  /** Edge caches (each Varnish) that the webhook purges by key; empty: none. */
  edgePurgeUrls: string[];
  /** Milliseconds each purge call may take (it is tried twice at most). */
  edgePurgeTimeoutMs: number;
  /** Sent with every purge (X-Purge-Secret); the edge refuses a purge without it. Set with edgePurgeUrls. */
  edgePurgeSecret: string | null;
  /** Address `npm start` listens on; undefined: every interface. */
  hostname: string | undefined;
  /** Level of the JSON log (pino): `info`, `silent` under jest. */
  logLevel: LogLevel;
  /** Bytes the page cache and the search indexes may hold together (SERVER_CACHE_MAX_MB). */
  serverCacheMaxBytes: number;
  /** Milliseconds a Redis command may take: 500, or the shop-API timeout when that is shorter. */
  redisTimeoutMs: number;
  /** Port of the Prometheus listener (`GET /metrics`); null: no metrics. 0 takes a free port. */
  metricsPort: number | null;
  /** Address of that listener: 127.0.0.1 unless METRICS_HOST says otherwise. */
  metricsHost: string;
  /** Shops that get a `shop` label of their own (the first seen); the rest are `other`. */
  metricsMaxShops: number;
  /**
   * Whether traces are sent: an OTLP endpoint is set (OpenTelemetry's own variables, which its SDK
   * reads for the rest) and neither OTEL_SDK_DISABLED nor OTEL_TRACES_EXPORTER=none turns them off.
   */
  tracing: boolean;
  /** Shoppers' browsers report Core Web Vitals to POST /api/vitals (FIELD_VITALS, on unless 0). */
  fieldVitals: boolean;
};

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  readonly variables: string[];
  /** One sentence per problem, each starting with the variable it names. */
  readonly details: string[];
  constructor(variables: string[], details: string[]) {
    super(`Invalid storefront configuration: ${details.join("; ")}`);
    this.name = "ConfigError";
    this.variables = variables;
    this.details = details;
  }
}

type Env = Record<string, string | undefined>;

const DEFAULT_SHOP_API_URL = "http://127.0.0.1:4000";
const DEFAULT_PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";
/** The reference shop API's demo default; a real shop sets SHOP_API_SERVER_KEY on both sides. */
const DEMO_SHOP_API_SERVER_KEY = "demo-server-key-not-for-production";
const MIN_SECRET_LENGTH = 32;
const DEFAULT_SERVER_CACHE_MAX_MB = 256;
const MAX_REDIS_TIMEOUT_MS = 500;
const DEFAULT_METRICS_MAX_SHOPS = 100;

const REQUIRED_MESSAGES: Record<string, string> = {
  SESSION_SECRET: `SESSION_SECRET is required in production (at least ${MIN_SECRET_LENGTH} random characters; set DEMO=1 for a demo)`,
  SHOP_API_SERVER_KEY: `SHOP_API_SERVER_KEY is required in production: a random key of at least 16 characters, the same as the shop API's (the demo key is public; set DEMO=1 for a demo)`,
  ALLOWED_HOSTS:
    "ALLOWED_HOSTS is required in production: the comma-separated hosts of the shops served here (for example shop.example.com,www.shop.example.com), or * to serve any host (see the README)",
};

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["", "0", "1", "true", "false", "yes", "no", "on", "off"].includes(v), {
    message: "must be one of 1, 0, true, false, yes, no, on, off",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const httpUrl = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    },
    { message: "must be an absolute http(s) URL" },
  );

// A host name, IPv4 address or bracketed IPv6 address, optionally with a port.
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const hostList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), {
    message:
      "must be a comma-separated list of host names, optionally with :port (for example shop.example.com,localhost:3000)",
  });

const positiveInt = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: "must be a whole number" })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { message: `must be between 1 and ${max}` });

const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: "must be a whole number" })
    .transform(Number)
    .refine((n) => n <= max, { message: `must be between 0 and ${max}` });

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  DEMO: flag.optional(),
  SHOP_API_URL: httpUrl.optional(),
  IMAGE_BASE_URL: httpUrl.optional(),
  SESSION_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { message: `must be at least ${MIN_SECRET_LENGTH} characters` })
    .optional(),
  PORT: positiveInt(65535).optional(),
  HOSTNAME: z.string().trim().optional(),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }))
    .optional(),
  SERVER_CACHE_MAX_MB: positiveInt(1_000_000).optional(),
  METRICS_PORT: wholeNumber(65535).optional(),
  METRICS_HOST: z.string().trim().optional(),
  METRICS_MAX_SHOPS: wholeNumber(1_000_000).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().trim().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().trim().optional(),
  OTEL_SDK_DISABLED: z.string().trim().toLowerCase().optional(),
  OTEL_TRACES_EXPORTER: z.string().trim().optional(),
  TRUST_PROXY: flag.optional(),
  FIELD_VITALS: flag.optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.union([z.literal("*"), hostList]))
    .optional(),
  IMAGE_HOSTS: hostList.optional(),
  SHOP_API_TIMEOUT_MS: positiveInt(120_000).optional(),
  SHOP_API_PAGE_DEADLINE_MS: positiveInt(120_000).optional(),
  PIXEL_SCRIPT_URL: z.union([z.literal("none"), httpUrl]).optional(),
  SHOP_API_SERVER_KEY: z.string().trim().min(16, { message: "must be at least 16 characters" }).optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && ["redis:", "rediss:"].includes(new URL(v).protocol), {
      message: "must be a redis:// or rediss:// URL",
    })
    .optional(),
  REVALIDATE_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { message: `must be at least ${MIN_SECRET_LENGTH} characters` })
    .optional(),
  EDGE_PURGE_URL: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl).min(1, { message: "must name at least one http(s) URL" }))
    .optional(),
  EDGE_PURGE_TIMEOUT_MS: positiveInt(10_000).optional(),
  // Compared by the edge's VCL as text: printable ASCII only, no quote.
  EDGE_PURGE_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { message: `must be at least ${MIN_SECRET_LENGTH} characters` })
    .regex(/^[!#-~]+$/, { message: "must be printable ASCII, without spaces or double quotes" })
    .optional(),
});

/** Empty strings count as unset, as most shells and .env files write them. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
}

type ParsedEnv = z.infer<typeof envSchema>;
type Problem = { variable: string; detail: string };

function problemsOf(error: z.ZodError): Problem[] {
  return error.issues.map((i) => ({ variable: String(i.path[0]), detail: `${String(i.path[0])} ${i.message}` }));
}

function fail(problems: Problem[]): never {
  throw new ConfigError(
    [...new Set(problems.map((p) => p.variable))],
    problems.map((p) => p.detail),
  );
}

function parseEnv(rawEnv: Env): ParsedEnv {
  const parsed = envSchema.safeParse(withoutEmpty(rawEnv));
  if (!parsed.success) fail(problemsOf(parsed.error));
  return parsed.data;
}

const REQUIRED_IN_PRODUCTION = ["SHOP_API_URL", "SESSION_SECRET", "ALLOWED_HOSTS", "SHOP_API_SERVER_KEY"] as const;

/**
 * Validates an environment and returns the configuration, with the settings production requires;
 * throws one ConfigError naming every bad or missing variable, so that a refused start is fixed in one go.
 */
export function parseConfig(rawEnv: Env): Config {
  const values = withoutEmpty(rawEnv);
  const parsed = envSchema.safeParse(values);
  const problems = parsed.success ? [] : problemsOf(parsed.error);
  const named = new Set(problems.map((p) => p.variable));
  const demo = flag.safeParse(values.DEMO ?? "").data ?? false;
  const production = values.NODE_ENV === "production" && !demo;
  const absent = (name: string) =>
    values[name] === undefined || (name === "SHOP_API_SERVER_KEY" && values[name].trim() === DEMO_SHOP_API_SERVER_KEY);
  if (production)
    for (const name of REQUIRED_IN_PRODUCTION)
      if (!named.has(name) && absent(name))
        problems.push({ variable: name, detail: REQUIRED_MESSAGES[name] ?? `${name} is required in production` });
  if (!named.has("EDGE_PURGE_URL") && values.EDGE_PURGE_URL !== undefined && values.EDGE_PURGE_SECRET === undefined)
    problems.push({
      variable: "EDGE_PURGE_SECRET",
      detail: `EDGE_PURGE_SECRET is required with EDGE_PURGE_URL: the secret (at least ${MIN_SECRET_LENGTH} characters) the edge's VCL expects with every purge`,
    });
  if (problems.length > 0 || !parsed.success) fail(problems);
  return settingsOf(parsed.data);
}

/**
 * The same settings without production's requirements, for code that also runs where they need not
 * hold: `next build` (the cache handler, the headers next.config.ts writes) and the test suites.
 * Every value is still validated.
 */
export function parseSettings(rawEnv: Env): Config {
  return settingsOf(parseEnv(rawEnv));
}

function settingsOf(env: ParsedEnv): Config {
  const demo = env.DEMO ?? false;
  const shopApiUrl = (env.SHOP_API_URL ?? DEFAULT_SHOP_API_URL).replace(/\/+$/, "");
  const imageBaseUrl = (env.IMAGE_BASE_URL ?? `${shopApiUrl}/storage/`).replace(/\/*$/, "/");
  // Demo only: stable across processes and runtimes, and useless to an attacker of a real shop
  // because production refuses to start without SESSION_SECRET.
  const sessionSecret = env.SESSION_SECRET ?? `demo-session-secret-not-for-production::${shopApiUrl}`;

  return {
    shopApiUrl,
    imageBaseUrl,
    sessionSecret,
    sessionSecretIsDemo: env.SESSION_SECRET === undefined,
    port: env.PORT ?? 3000,
    trustProxy: env.TRUST_PROXY ?? false,
    allowedHosts: env.ALLOWED_HOSTS === undefined || env.ALLOWED_HOSTS === "*" ? [] : env.ALLOWED_HOSTS,
    imageHosts: env.IMAGE_HOSTS ?? [],
    shopApiTimeoutMs: env.SHOP_API_TIMEOUT_MS ?? 8000,
    shopApiPageDeadlineMs: env.SHOP_API_PAGE_DEADLINE_MS ?? 7000,
    demo,
    pixelScriptUrl: env.PIXEL_SCRIPT_URL === "none" ? null : (env.PIXEL_SCRIPT_URL ?? DEFAULT_PIXEL_SCRIPT_URL),
    shopApiServerKey: env.SHOP_API_SERVER_KEY ?? DEMO_SHOP_API_SERVER_KEY,
    redisUrl: env.REDIS_URL ?? null,
    revalidateSecret: env.REVALIDATE_SECRET ?? null,
    edgePurgeUrls: env.EDGE_PURGE_URL ?? [],
    edgePurgeTimeoutMs: env.EDGE_PURGE_TIMEOUT_MS ?? 1000,
    edgePurgeSecret: env.EDGE_PURGE_SECRET ?? null,
    hostname: env.HOSTNAME,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    serverCacheMaxBytes: (env.SERVER_CACHE_MAX_MB ?? DEFAULT_SERVER_CACHE_MAX_MB) * 1024 * 1024,
    redisTimeoutMs: Math.min(MAX_REDIS_TIMEOUT_MS, env.SHOP_API_TIMEOUT_MS ?? 8000),
    metricsPort: env.METRICS_PORT ?? null,
    metricsHost: env.METRICS_HOST ?? "127.0.0.1",
    metricsMaxShops: env.METRICS_MAX_SHOPS ?? DEFAULT_METRICS_MAX_SHOPS,
    tracing:
      !!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) &&
      env.OTEL_SDK_DISABLED !== "true" &&
      env.OTEL_TRACES_EXPORTER !== "none",
    fieldVitals: env.FIELD_VITALS ?? true,
  };
}

/** Lines to log at start: DEMO=1 turns every production check off, which must never go unnoticed. */
export function startupWarnings(config: Config): string[] {
  if (!config.demo) return [];
  return [
    "DEMO=1: every production check is off (SESSION_SECRET, SHOP_API_URL, ALLOWED_HOSTS and SHOP_API_SERVER_KEY may be missing or demo values, any host is served); never run a real shop like this",
  ];
}

let cached: Config | undefined;
let lenient: Config | undefined;

/** The configuration of this process, read once from process.env. */
export function getConfig(): Config {
  cached ??= parseConfig(readEnv());
  return cached;
}

/** The settings of this process without production's requirements (parseSettings), read once. */
export function getSettings(): Config {
  lenient ??= cached ?? parseSettings(readEnv());
  return lenient;
}

/**
 * Names each variable so that the Edge bundle keeps reading them at run time.
 * (Spreading process.env works in Node; in the middleware sandbox explicit reads are the safe form.)
 */
function readEnv(): Env {
  return {
    NODE_ENV: process.env.NODE_ENV,
    DEMO: process.env.DEMO,
    SHOP_API_URL: process.env.SHOP_API_URL,
    IMAGE_BASE_URL: process.env.IMAGE_BASE_URL,
    SESSION_SECRET: process.env.SESSION_SECRET,
    PORT: process.env.PORT,
    HOSTNAME: process.env.HOSTNAME,
    LOG_LEVEL: process.env.LOG_LEVEL,
    SERVER_CACHE_MAX_MB: process.env.SERVER_CACHE_MAX_MB,
    METRICS_PORT: process.env.METRICS_PORT,
    METRICS_HOST: process.env.METRICS_HOST,
    METRICS_MAX_SHOPS: process.env.METRICS_MAX_SHOPS,
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
    OTEL_SDK_DISABLED: process.env.OTEL_SDK_DISABLED,
    OTEL_TRACES_EXPORTER: process.env.OTEL_TRACES_EXPORTER,
    TRUST_PROXY: process.env.TRUST_PROXY,
    FIELD_VITALS: process.env.FIELD_VITALS,
    ALLOWED_HOSTS: process.env.ALLOWED_HOSTS,
    IMAGE_HOSTS: process.env.IMAGE_HOSTS,
    SHOP_API_TIMEOUT_MS: process.env.SHOP_API_TIMEOUT_MS,
    SHOP_API_PAGE_DEADLINE_MS: process.env.SHOP_API_PAGE_DEADLINE_MS,
    PIXEL_SCRIPT_URL: process.env.PIXEL_SCRIPT_URL,
    SHOP_API_SERVER_KEY: process.env.SHOP_API_SERVER_KEY,
    REDIS_URL: process.env.REDIS_URL,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    EDGE_PURGE_URL: process.env.EDGE_PURGE_URL,
    EDGE_PURGE_TIMEOUT_MS: process.env.EDGE_PURGE_TIMEOUT_MS,
    EDGE_PURGE_SECRET: process.env.EDGE_PURGE_SECRET,
  };
}
