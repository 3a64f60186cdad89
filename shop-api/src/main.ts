/**
 * CLI entry: `npm run shop-api [-- --reset]`.
 * ENV: SHOP_API_PORT (4000), SHOP_API_DB (.data/shop.db), DEMO_SHOP_ORIGINS (comma separated),
 * SHOP_API_SECRET (token key; random and kept in the DB when unset), SHOP_API_PUBLIC_URL (base URL
 * browsers use to reach the API; defaults to each request's own origin), SHOP_API_DEMO (1 mounts the
 * mail outbox and the sandbox payment pages; `npm run demo` and the tests set it), SHOP_API_SERVER_KEY
 * (shared with the storefront's server for the merchant detail call; a demo key in demo mode).
 */
import { resolve } from "node:path";
import { DEFAULT_DEMO_ORIGINS, startServer } from "./app";

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SHOP_API_PORT is not a port: ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--reset");
  if (unknown.length > 0) throw new Error(`Unknown arguments: ${unknown.join(" ")} (only --reset is supported)`);
  const origins = (process.env.DEMO_SHOP_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const server = await startServer({
    dbPath: resolve(process.env.SHOP_API_DB || ".data/shop.db"),
    port: parsePort(process.env.SHOP_API_PORT),
    reset: args.includes("--reset"),
    demoOrigins: origins.length > 0 ? origins : DEFAULT_DEMO_ORIGINS,
    publicUrl: process.env.SHOP_API_PUBLIC_URL || undefined,
    demo: process.env.SHOP_API_DEMO === "1",
  });
  console.log(`shop-api listening on ${server.url}`);

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
