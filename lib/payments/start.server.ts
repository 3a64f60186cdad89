import "server-only";
import { NextResponse } from "next/server";
import type { CheckoutAnswer } from "@/lib/checkout/answer";
import type { Customer } from "@/lib/shop-api/cart";
import type { OrderPlacement } from "@/lib/shop-api/orders";

export const UNKNOWN_METHOD = "Ops!The currently payment method not found";

export type PaymentStart = {
  customer: Customer;
  /** The validated placement, items and totals from the server's cart (or draft). */
  placement: OrderPlacement;
  /** The chosen method's code (never 0: cash on delivery is placed by the checkout itself). */
  method: number;
  /** One per place-order intent: a repeated request must not open a second payment. */
  idempotencyKey: string;
};

/** Starts the chosen payment method and answers what the browser does next. */
export async function startPayment(start: PaymentStart): Promise<NextResponse<CheckoutAnswer>> {
  void start;
  return NextResponse.json({ status: false, msg: UNKNOWN_METHOD });
}
