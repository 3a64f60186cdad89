import { callOf, specMinimalAnswer } from "@storefront/spec-contract";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/** What is kept of an answer whose shape the spec does not show: the refusal envelope used throughout. */
const ENVELOPE = { status: { named: "spec" }, msg: { named: "spec" } } as const;

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
  if (!call || !c.res.ok || !c.res.headers.get("content-type")?.includes("application/json")) return;
  const body: unknown = await c.res.json();
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
