export type Readiness = { ok: true } | { ok: false; reason: string };

export const PROBE_PATH: string;
export function probeShopApi(baseUrl: string, timeoutMs?: number): Promise<Readiness>;
export function readinessCheck(
  baseUrl: string,
  options?: { timeoutMs?: number; now?: () => number },
): () => Promise<Readiness>;
