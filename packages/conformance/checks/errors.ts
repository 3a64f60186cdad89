import { statusMessageSchema, validationErrorsSchema } from "@storefront/shop-answers";
import type { Context } from "../context";
import { expectAnswer, Mismatch, send, type Call } from "../http";

/** An unknown shop's name: `.invalid` never resolves, so no real shop can have it. */
const UNKNOWN_SHOP = "https://conformance-unknown-shop.invalid";

/**
 * Refusals the storefront reads: 422 `{errors}` keyed by field, 401 for a bad token, 404 for an unknown shop;
 * and the reference API's 422 for a bad listing filter, which the spec does not name (a reference extra).
 */
export async function checkErrors(ctx: Context): Promise<void> {
  const { target, r } = ctx;
  const expect422 = (label: string, call: Call, fields: string[], record: "check" | "extra" = "check") =>
    r[record](label, async () => {
      const { errors } = expectAnswer(await send(target, call), validationErrorsSchema, 422);
      const missing = fields.filter((f) => !errors[f]?.length);
      if (missing.length > 0)
        throw new Mismatch(
          `errors: expected messages for ${missing.join(", ")}, got keys ${Object.keys(errors).join(", ") || "none"}`,
        );
    });

  await expect422(
    "POST /api/auth/login (empty body: 422)",
    { method: "POST", path: "/api/auth/login", origin: "auth", body: {} },
    ["email", "password"],
  );
  // The spec names no error answer of the listing.
  await expect422(
    "POST /api/products (bad filter: 422)",
    { method: "POST", path: "/api/products", body: { attribute: "shoes", price: { min: "cheap" } } },
    ["attribute", "price.min"],
    "extra",
  );
  await expect422(
    "POST /api/communication?type=2 (bad e-mail: 422)",
    { method: "POST", path: "/api/communication", query: { type: 2 }, body: { email: "not-an-e-mail" } },
    ["email"],
  );

  const authed: Call[] = [{ path: "/api/auth/user/public", origin: "auth" }, { path: "/api/auth/cart/index" }];
  for (const call of authed) {
    await r.check(`GET ${call.path} (bad token: 401)`, async () => {
      expectAnswer(await send(target, { ...call, token: "not-a-token" }), statusMessageSchema, 401);
    });
  }
  await r.check("GET /api/gym-theme (unknown shop: 404)", async () => {
    expectAnswer(await send(target, { path: "/api/gym-theme", siteUrl: UNKNOWN_SHOP }), statusMessageSchema, 404);
  });
}
