/**
 * Arguments of `npm run shop-api:admin` turned into the admin call to make. Options become body
 * fields (`--browser-title X` → `browser_title: "X"`); the API validates them, so this stays a thin
 * translation and the API's 422 names any field that is wrong.
 */

export const ADMIN_USAGE = `Usage: npm run shop-api:admin -- <command> [options]

  product <uuid> [--price 12.5] [--name "New name"] [--stock 3]
  theme [--browser-title T] [--company-name N] [--header-bg-color "#112233"] [--<any theme colour field> "#rrggbb"]
  page <1-5> [--title T] [--page-text "<p>HTML</p>"]

  --site-url <origin>  the shop (default: the first of DEMO_SHOP_ORIGINS, else http://localhost:3000)
  --api <url>          the shop API (default: SHOP_API_URL, else http://127.0.0.1:$SHOP_API_PORT or :4000)
The server key is read from SHOP_API_SERVER_KEY (default: the demo key).`;

export type AdminCall = {
  method: "PATCH";
  path: string;
  body: Record<string, string | number>;
  siteUrl?: string;
  apiUrl?: string;
};

const NUMERIC = new Set(["price", "stock"]);

export function parseAdminArgs(argv: readonly string[]): { ok: true; call: AdminCall } | { ok: false; error: string } {
  const [command, ...rest] = argv;
  const positional: string[] = [];
  const body: Record<string, string | number> = {};
  let siteUrl: string | undefined;
  let apiUrl: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? rest[++i];
    if (flag === "" || value === undefined) return { ok: false, error: `The option --${flag} needs a value.` };
    if (flag === "site-url") siteUrl = value;
    else if (flag === "api") apiUrl = value;
    else {
      const field = flag.replaceAll("-", "_");
      // A value that is not a number is passed on as written: the API's 422 then says what is wrong.
      body[field] = NUMERIC.has(field) && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;
    }
  }
  const call = (path: string): AdminCall => ({ method: "PATCH", path, body, siteUrl, apiUrl });
  if (command === "product" && positional.length === 1)
    return { ok: true, call: call(`/api/admin/products/${encodeURIComponent(positional[0]!)}`) };
  if (command === "theme" && positional.length === 0) return { ok: true, call: call("/api/admin/theme") };
  if (command === "page" && positional.length === 1)
    return { ok: true, call: call(`/api/admin/pages/${encodeURIComponent(positional[0]!)}`) };
  return { ok: false, error: command === undefined ? "No command given." : `Cannot read: ${argv.join(" ")}` };
}
