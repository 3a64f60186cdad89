import type { Customer } from "../account/customers";
import type { Deps } from "../deps";
import type { Shop } from "../shops/shops";

/**
 * Hono environment of the app. `deps` is set once for every request (app.ts) and is the only way
 * handlers reach the database, clock and settings; `shop` is set by shopFromQuery or the auth gate,
 * `customer` by the auth gate.
 */
export type AppEnv = {
  Variables: {
    deps: Deps;
    shop: Shop;
    customer: Customer;
  };
};
