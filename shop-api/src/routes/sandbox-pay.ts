/**
 * OWNED BY THE ORDERS/PAYMENTS HELPER from the skeleton commit on (this stub only keeps app.ts compiling).
 * The sandbox payment pages (/sandbox/pay/*, /sandbox/checkout-session/*, the bank card handshake and form target).
 */
import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";

export function registerSandboxPayRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
