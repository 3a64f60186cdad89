/**
 * `npm run shop-api:admin -- product <uuid> --price 12.5`: edits the running reference API through its
 * admin endpoint (routes/admin.ts), which then calls the storefront's revalidation webhook. Prints the
 * answer; exits 1 when the API refused the edit, 2 for a usage error.
 */
import { ADMIN_USAGE, parseAdminArgs } from "./admin/cli-args";
import { DEFAULT_DEMO_ORIGINS, DEMO_SERVER_KEY } from "./server";

async function main(): Promise<number> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const { call } = parsed;
  const env = process.env;
  const api = (call.apiUrl ?? (env.SHOP_API_URL || `http://127.0.0.1:${env.SHOP_API_PORT || 4000}`)).replace(
    /\/+$/,
    "",
  );
  const site = call.siteUrl ?? (env.DEMO_SHOP_ORIGINS?.split(",")[0]?.trim() || DEFAULT_DEMO_ORIGINS[0]!);
  const res = await fetch(`${api}${call.path}?site_url=${encodeURIComponent(site)}`, {
    method: call.method,
    headers: { "Content-Type": "application/json", "X-Shop-Server-Key": env.SHOP_API_SERVER_KEY || DEMO_SERVER_KEY },
    body: JSON.stringify(call.body),
  });
  const text = await res.text();
  (res.ok ? console.log : console.error)(`${res.status} ${text}`);
  return res.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
