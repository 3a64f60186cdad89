import { initialSchema } from "./001-initial";
import { codeAttempts } from "./002-code-attempts";
import { idempotencyKeys } from "./003-idempotency-keys";
import { accountSecurity } from "./004-account-security";
import { cartDrafts } from "./005-cart-drafts";
import { paymentHolds } from "./006-payment-holds";

/** Numbered migrations, applied in order; never edit one that has shipped, add a new one instead. */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: "initial", sql: initialSchema },
  { version: 2, name: "code-attempts", sql: codeAttempts },
  { version: 3, name: "idempotency-keys", sql: idempotencyKeys },
  { version: 4, name: "account-security", sql: accountSecurity },
  { version: 5, name: "cart-drafts", sql: cartDrafts },
  { version: 6, name: "payment-holds", sql: paymentHolds },
];
