/**
 * OWNED BY THE ORDERS/PAYMENTS HELPER from the skeleton commit on (this stub only keeps app.ts compiling).
 * Payment calls of CONTRACT.md "Payments" (payment methods, gateways, card sessions).
 */
import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";

export function registerPaymentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
