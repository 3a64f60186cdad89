import { randomToken } from "./sessions";

/**
 * Card payment (method 4) against a local sandbox: no call leaves this machine, the page at
 * /sandbox/checkout-session/{id} stands in for the embedded form. How a real Stripe account would
 * replace it: packages/shop-api/README.md "Plugging in a real Stripe account".
 */

export type CardSessionIds = { id: string; clientSecret: string };

export function newCardSession(): CardSessionIds {
  const id = randomToken("cs_sandbox_");
  return { id, clientSecret: randomToken(`${id}_secret_`) };
}
