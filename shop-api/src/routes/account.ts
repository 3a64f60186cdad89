import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";

export function registerAccountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
