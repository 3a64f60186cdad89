import { pageAnswer, saysStatusFalse, tokenAnswer, tokenOf } from "@storefront/shop-answers";
import type { z } from "zod";
import { answers } from "../answers";
import { NEEDS_LOGIN, type Context } from "../context";
import { Mismatch, send, type Answer, type Call } from "../http";

const { blogAnswer, itemListAnswer, listingAnswer, orderAnswer, orderWithAddressAnswer, productAnswer, trackAnswer } =
  answers;

/** Ids no shop has: the largest the storefront's routes take. */
const UNKNOWN_ID = 999_999_999;
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

const ORDER_CALLS = [
  "GET /api/auth/e-commerce/check-sale-order/{id} (unknown order: nothing here)",
  "GET /api/auth/e-commerce/saleorder/{id}/get (unknown order: nothing here)",
];

/**
 * How the storefront reads an answer about something that is not there (packages/shop-api/CONTRACT.md, "When the
 * answer is status: false"): a 404, a 2xx `status: false` without the data, or a readable answer that says none.
 * Anything else (a 5xx, an answer that cannot be read, data where there is none) is a Mismatch.
 */
function expectNothingHere<S extends z.ZodType>(
  answer: Answer,
  schema: S,
  isNone: (data: z.output<S>) => boolean,
): string {
  if (answer.status === 404) return "404";
  if (answer.status < 200 || answer.status > 299)
    throw new Mismatch(`expected a 404 or a 2xx status: false, got HTTP ${answer.status}`);
  if (typeof answer.body === "string") throw new Mismatch("expected JSON, got text");
  const parsed = schema.safeParse(answer.body);
  if (parsed.success && !isNone(parsed.data)) throw new Mismatch("expected nothing here, got an answer with data");
  if (!saysStatusFalse(answer.body)) {
    if (parsed.success) return "none";
    throw new Mismatch(`neither readable nor status: false: ${parsed.error.issues[0]?.message ?? "does not match"}`);
  }
  const msg = (answer.body as { msg?: unknown }).msg;
  return `status: false${typeof msg === "string" && msg !== "" ? ` (${msg})` : ""}`;
}

/** Every read the storefront makes, asked for something that is not there: what each answers must read as "nothing here". */
export async function checkNothingHere(ctx: Context): Promise<void> {
  const { target, r, credentials } = ctx;
  const ask = async <S extends z.ZodType>(call: Call, schema: S, isNone: (data: z.output<S>) => boolean) =>
    expectNothingHere(await send(target, call), schema, isNone);

  await r.check("GET /api/about_us?type=1…5 (a page or nothing here)", async (note) => {
    const missing: string[] = [];
    for (const type of [1, 2, 3, 4, 5]) {
      const answer = await send(target, { path: "/api/about_us", query: { type } });
      if (answer.status === 200 && pageAnswer.safeParse(answer.body).success) continue;
      missing.push(`${type}: ${expectNothingHere(answer, pageAnswer, () => false)}`);
    }
    note(missing.length > 0 ? `not there: ${missing.join(", ")}` : "every page is there");
  });

  // A product the shop does not sell (status 0, which the latest list holds), or else one no shop has.
  const latest = itemListAnswer.safeParse((await send(target, { path: "/api/ecom-our-latest-product" })).body);
  const hidden = latest.success ? latest.data.data.find((item) => item.status !== 1)?.uuid : undefined;
  await r.check("GET /api/product/{uuid} (not on sale: nothing here)", async (note) => {
    const uuid = hidden ?? UNKNOWN_UUID;
    note(
      `${hidden ? "a hidden product" : "an unknown uuid"}: ${await ask({ path: `/api/product/${uuid}` }, productAnswer, (p) => !p.status || p.product === null)}`,
    );
  });
  await r.check("GET /api/ecom-related-product/{uuid} (unknown product: nothing here)", async (note) =>
    note(await ask({ path: `/api/ecom-related-product/${UNKNOWN_UUID}` }, itemListAnswer, (a) => a.data.length === 0)),
  );
  await r.check("GET /api/auth/ecom-single-blogs/{id} (unknown post: nothing here)", async (note) =>
    note(await ask({ path: `/api/auth/ecom-single-blogs/${UNKNOWN_ID}` }, blogAnswer, () => false)),
  );
  await r.check("POST /api/auth/e-commerce/track-order (unknown order: nothing here)", async (note) => {
    const body = { order_no: "SO-0-00000", tracking_no: "NONE" };
    note(
      await ask(
        { method: "POST", path: "/api/auth/e-commerce/track-order", body },
        trackAnswer,
        (a) => !a.status || a.data === undefined,
      ),
    );
  });
  // The spec does not say what a listing of a category the shop does not have answers (CONTRACT.md "Open points"):
  // the storefront finds an unknown category in the shop's own attributes, whichever way a backend reads it.
  await r.reading("POST /api/products (unknown category)", async () => {
    const body = { attribute: UNKNOWN_ID, checked: [] };
    const answer = await send(target, { method: "POST", path: "/api/products", body });
    if (answer.status === 404 || saysStatusFalse(answer.body)) return `answers nothing here (${answer.status})`;
    const listing = listingAnswer.safeParse(answer.body);
    if (!listing.success) throw new Mismatch(`HTTP ${answer.status}, an answer that is not a listing`);
    const count = listing.data.data.data.length;
    return count === 0 ? "answers an empty listing" : `answers products unfiltered (${count} on the first page)`;
  });

  if (!credentials) {
    for (const call of ORDER_CALLS) r.skip(call, NEEDS_LOGIN);
    return;
  }
  const login = await send(target, { method: "POST", path: "/api/auth/login", origin: "auth", body: credentials });
  const parsed = tokenAnswer.safeParse(login.body);
  const token = parsed.success ? tokenOf({ data: parsed.data, headers: login.headers }) : null;
  if (!token) {
    for (const call of ORDER_CALLS) r.skip(call, "skipped: login failed");
    return;
  }
  await r.check(ORDER_CALLS[0]!, async (note) =>
    note(await ask({ path: `/api/auth/e-commerce/check-sale-order/${UNKNOWN_ID}`, token }, orderAnswer, () => false)),
  );
  await r.check(ORDER_CALLS[1]!, async (note) =>
    note(
      await ask(
        { path: `/api/auth/e-commerce/saleorder/${UNKNOWN_ID}/get`, token },
        orderWithAddressAnswer,
        () => false,
      ),
    ),
  );
}
