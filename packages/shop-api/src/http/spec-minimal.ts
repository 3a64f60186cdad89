import { callOf, specMinimalAnswer } from "@storefront/spec-contract";
import type { MiddlewareHandler } from "hono";
import { PAGE_TITLES, type PageType } from "../content/pages";
import type { AppEnv } from "./env";

/** What is kept of an answer whose shape the spec does not show: the refusal envelope used throughout. */
const ENVELOPE = { status: { named: "spec" }, msg: { named: "spec" } } as const;

/**
 * Reads a backend written from the spec alone answers with HTTP 200 `{status: false, msg}` and its data null when
 * the thing is not there, where this API answers 404: a page, a product that is not on sale, an order. The key
 * of each call's data.
 */
const NOTHING_HERE: [RegExp, string][] = [
  [/^\/api\/about_us$/, "data"],
  [/^\/api\/product\/[^/]+$/, "product"],
  [/^\/api\/auth\/e-commerce\/check-sale-order\/[^/]+$/, "data"],
];

/** Such a backend's footer lists every page type it has a title for, whether or not the page has a text. */
function everyPage(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("pages" in body) || !Array.isArray(body.pages)) return body;
  const listed = body.pages as { page_type: PageType; title: string }[];
  const pages = (Object.keys(PAGE_TITLES).map(Number) as PageType[]).map(
    (type) => listed.find((page) => page.page_type === type) ?? { page_type: type, title: PAGE_TITLES[type] },
  );
  return { ...body, pages };
}

/**
 * `SHOP_API_SPEC_MINIMAL=1`: every successful JSON answer cut down to the fields the spec names
 * (packages/spec-contract), with one spelling where the spec names two, out of the envelopes the spec
 * does not give (the current user is answered bare). The storefront's end-to-end
 * tests run against it so that nothing depends on a field only this implementation sends. Those tests'
 * own setup and checks, which read this API directly, ask for whole answers with `x-spec-minimal: off`.
 */
export const specMinimalAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.header("x-spec-minimal") === "off") return;
  const call = callOf(c.req.method, c.req.path);
  if (!call || !c.res.headers.get("content-type")?.includes("application/json")) return;
  const dataKey = NOTHING_HERE.find(([path]) => path.test(c.req.path))?.[1];
  if (c.req.method === "GET" && c.res.status === 404 && dataKey) {
    const refusal = (await c.res.json()) as { msg?: unknown };
    const msg = typeof refusal.msg === "string" ? refusal.msg : "Not found";
    c.res = Response.json({ status: false, msg, [dataKey]: null }, { status: 200 });
    return;
  }
  if (!c.res.ok) return;
  const answer: unknown = await c.res.json();
  const body = c.req.path === "/api/footer" ? everyPage(answer) : answer;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(
    JSON.stringify(specMinimalAnswer(call, body, call.answer === "not shown" ? ENVELOPE : call.answer)),
    {
      status: c.res.status,
      headers,
    },
  );
};
