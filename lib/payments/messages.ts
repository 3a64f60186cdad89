/** What the shopper is told when a payment cannot start, in the shop's own words. */
export const PAYMENT_MESSAGES = {
  failedToCreate: "Failed to create payment",
  createError: "An error occurred while creating the payment",
  handshakeFailed: "Error: Handshake Unsuccessful",
  requestFailed: "Error: An error occurred",
  unknownMethod: "Ops!The currently payment method not found",
  cardUnavailable: "Card payments are unavailable right now",
} as const;

/** Payment method codes of the shop API (CONTRACT.md "Payments"). */
export const METHOD = { bankCard: 3, card: 4, safepay: 7, paymennt: 8, utap: 9 } as const;
