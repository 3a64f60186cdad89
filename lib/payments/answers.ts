/** Answers of the storefront's own payment route handlers, shared by the handlers and the pages. */

/** GET /api/payments/card?session_id= */
export type CardCheckoutAnswer =
  { status: true; public_key: string; client_secret: string; order_id: number | null } | { status: false; msg: string };

/** GET /api/payments/card/status?session_id= */
export type CardStatusAnswer = {
  status: "open" | "complete" | "expired";
  customer_email: string;
  order_id: number | null;
  /** The Purchase event's value, for a complete session whose order could be read. */
  purchase: { value: number; currency: string } | null;
};
