import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { config } from "../middleware";
import { LISTING_QUERY_KEYS } from "./listing/query";
import { LOGIN_REQUIRED_PATHS } from "./routing";
import { CANONICAL_HTTP_HOST, SITE_HEADER } from "./tenant";

/**
 * The middleware runs only where it has work (see middleware.ts); its matcher is literal for Next's
 * build, so this checks it with Next's own compilation against the lists it must cover.
 */
// The build's own compilation of matchers (exported by the module, though not in its type declarations).
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => never;
};
const runsFor = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, { i18n: null }));

function middlewareRuns(url: string, headers: Record<string, string> = { host: "localhost:3100" }): boolean {
  const { pathname, searchParams } = new URL(url, "http://localhost:3100");
  return runsFor(pathname, { headers } as never, Object.fromEntries(searchParams));
}

describe("middleware matcher", () => {
  it.each(LOGIN_REQUIRED_PATHS.flatMap((path) => [path, `${path}/`, `${path}/more`]))("guards %s", (path) => {
    expect(middlewareRuns(path)).toBe(true);
  });

  it.each(LISTING_QUERY_KEYS)("moves a listing's %s from the query into the path", (key) => {
    expect(middlewareRuns(`/catagory/Men_Wear/1?${key}=2`)).toBe(true);
    expect(middlewareRuns(`/Product/1?${key}=2`)).toBe(true);
  });

  it.each(["/catagory/Men_Wear/1/~page=2", "/~page=2", "/product-type/1", "/product-type"])(
    "sends the internal form %s to the not-found page",
    (path) => expect(middlewareRuns(path)).toBe(true),
  );

  it.each(["/catagory/%E0%A4%A/1", "/api/orders/%E0%A4%A", "/%zz", "/product/a%20b"])(
    "checks the escapes of %s",
    (path) => {
      expect(middlewareRuns(path)).toBe(true);
    },
  );

  it("runs for the image optimizer only when its image address holds an escape or a character to escape", () => {
    expect(middlewareRuns("/_next/image?url=%2Fmedia%2F%25zz&w=640&q=75")).toBe(true);
    expect(middlewareRuns("/_next/image?url=%2Fmedia%2Fshops%2F1%2Fa.jpg&w=640&q=75")).toBe(false);
    // Characters imageUrl would have escaped: another spelling of an image, which the middleware refuses.
    expect(middlewareRuns("/_next/image?url=%2Fmedia%2Fshops%2F1%2Fa%20b.jpg&w=640&q=75")).toBe(true);
    expect(middlewareRuns("/_next/image?url=%2Fmedia%2Fshops%2F1%2F%C3%BC.jpg&w=640&q=75")).toBe(true);
    expect(middlewareRuns("/_next/image?url=%2Fmedia%2F~https%2Fcdn.example%3A8443%2Fa.jpg&w=640&q=75")).toBe(true);
  });

  it("runs for Server Action requests and multipart posts, whose Origin it checks", () => {
    const { pathname } = new URL("/contact-us", "http://localhost:3100");
    const withHeaders = (headers: Record<string, string>) =>
      runsFor(pathname, { headers: { host: "localhost:3100", ...headers } } as never, {});
    expect(withHeaders({ "next-action": "7f00" })).toBe(true);
    expect(withHeaders({ "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(withHeaders({ "content-type": "application/json" })).toBe(false);
  });

  it.each([
    "/",
    "/catagory/Men_Wear/1",
    "/product/8305f5b0",
    "/Product/1",
    "/about-us",
    "/Men-Wear/3",
    "/sitemap.xml",
    "/api/cart",
    "/catagory/Men_Wear/1?utm_source=x",
  ])("leaves %s to Next's router alone (no middleware call)", (url) => expect(middlewareRuns(url)).toBe(false));

  it("repeats lib/tenant.ts's canonical host and segment header literally", () => {
    const entries = config.matcher.filter((m) => typeof m !== "string");
    expect(entries.flatMap((m) => ("missing" in m ? m.missing : []))).toEqual([
      { type: "header", key: "host", value: CANONICAL_HTTP_HOST },
    ]);
    expect(entries.some((m) => "has" in m && m.has?.some((h) => h.key === SITE_HEADER))).toBe(true);
  });

  it.each<Record<string, string>>([
    { host: "LOCALHOST:3100" },
    { host: "localhost:80" },
    { host: "[::1]:3100" },
    {},
    { host: "localhost:3100", "x-forwarded-host": "a.example" },
    { host: "localhost:3100", "x-forwarded-proto": "https" },
    { host: "localhost:3100", "x-forwarded-for": "203.0.113.9" },
    { host: "localhost:3100", [SITE_HEADER]: "http,victim.example" },
  ])("gives a request the router cannot prefix alone (%j) its shop segment", (headers) => {
    expect(middlewareRuns("/catagory/Men_Wear/1", headers)).toBe(true);
    expect(middlewareRuns("/", headers)).toBe(true);
    // Build assets, images and public files get no shop segment: nothing to do for them.
    for (const path of [
      "/_next/static/chunks/a.js",
      "/_next/image",
      "/media/shops/1/a.jpg",
      "/media/~https/cdn.example:8443/a.jpg",
      "/assets/favicon.svg",
    ]) {
      expect(middlewareRuns(path, headers)).toBe(false);
    }
  });
});
