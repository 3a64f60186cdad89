/**
 * OWNED BY THE ORDERS/PAYMENTS HELPER from the skeleton commit on (this stub only keeps app.ts compiling).
 * Order calls of CONTRACT.md "Orders". Mounted by createApp; /api/auth/* paths are already behind the
 * auth gate (except track-order, which is public and resolves its shop with `resolveShop`).
 */
import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";

export function registerOrderRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
