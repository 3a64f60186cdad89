/**
 * `npm run shop-api [-- --reset]`: the reference shop API on 127.0.0.1. Settings come from the
 * environment; packages/shop-api/README.md lists them.
 */
import { resolve } from "node:path";
import { passwordCostSetting } from "./account/passwords";
import { serveMetrics } from "./http/metrics";
import { DEFAULT_DEMO_ORIGINS, startServer } from "./server";

/** The storefront's base URL for the revalidation webhook, checked at start rather than on the first edit. */
function parseBaseUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL: ${raw}`);
  // The path is always /api/revalidate: a base URL with a path of its own would be silently cut.
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "")
    throw new Error(`${name} must be a base URL without a path: ${raw}`);
  return raw;
}

function parsePort(raw: string | undefined, name = "SHOP_API_PORT"): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} is not a port: ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--reset");
  if (unknown.length > 0) throw new Error(`Unknown arguments: ${unknown.join(" ")} (only --reset is supported)`);
  const env = process.env;
  const origins = (env.DEMO_SHOP_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const server = await startServer({
    dbPath: resolve(env.SHOP_API_DB || ".data/shop.db"),
    port: parsePort(env.SHOP_API_PORT),
    reset: args.includes("--reset"),
    demoOrigins: origins.length > 0 ? origins : DEFAULT_DEMO_ORIGINS,
    tokenSecret: env.SHOP_API_SECRET || undefined,
    publicUrl: env.SHOP_API_PUBLIC_URL || undefined,
    serverKey: env.SHOP_API_SERVER_KEY || undefined,
    demo: env.SHOP_API_DEMO === "1",
    specMinimal: env.SHOP_API_SPEC_MINIMAL === "1",
    passwordCost: passwordCostSetting(env.SHOP_API_PASSWORD_COST, env.SHOP_API_DEMO === "1"),
    revalidateSecret: env.SHOP_API_REVALIDATE_SECRET || undefined,
    revalidateUrl: parseBaseUrl("SHOP_API_REVALIDATE_URL", env.SHOP_API_REVALIDATE_URL),
  });
  console.log(`shop-api listening on ${server.url}`);
  if (env.SHOP_API_METRICS_PORT) {
    const host = env.SHOP_API_METRICS_HOST || "127.0.0.1";
    await serveMetrics(parsePort(env.SHOP_API_METRICS_PORT, "SHOP_API_METRICS_PORT"), host);
    console.log(`shop-api metrics on http://${host}:${env.SHOP_API_METRICS_PORT}/metrics`);
  }

  const shutdown = (signal: string) => {
    console.log(`shop-api: ${signal}, shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
