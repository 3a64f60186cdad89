export * from "./scalars";
export * from "./shapes";
export * from "./answers";
export * from "./checkout-request";
export * from "./placement";
export * from "./order-line";
export type { Order } from "./order";
