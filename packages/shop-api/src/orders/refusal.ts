/**
 * A business refusal raised inside a transaction (out of stock, nothing to order): throwing it rolls
 * the transaction back, and the route answers 200 `{status:false, msg, ...extra}` (CONTRACT.md "Errors").
 */
export class Refusal extends Error {
  constructor(
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
    this.name = "Refusal";
  }

  get body(): Record<string, unknown> {
    return { status: false, ...this.extra, msg: this.msg };
  }
}

/** The contract's over-stock wording (its grammar included), shared with the cart calls. */
export const overStockMessage = (itemName: string) =>
  `This ${itemName} is not be greater than availability of the stock`;
export const unavailableMessage = (itemName: string) => `${itemName} is no longer available`;
export const NOTHING_TO_ORDER = "Kindly Select the Items From the Cart";
export const ORDER_NOT_FOUND = "Order not found";
export const TOTAL_CHANGED = "The order total has changed. Please review your order and place it again.";
