import type { Readiness } from "./readiness.server.mjs";

export type HealthAnswer = {
  status: number;
  headers?: Record<string, string>;
  body: { status: string; reason?: string };
};

export const HEALTH_PATHS: Set<string>;
export function buildHeaders(distDir: string, path: string): { key: string; value: string }[];
export function healthAnswer(
  method: string | undefined,
  path: string,
  state: { ready: () => Promise<Readiness>; stopping: boolean },
): Promise<HealthAnswer>;
