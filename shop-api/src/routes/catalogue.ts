import type { Hono } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";

export function registerCatalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
