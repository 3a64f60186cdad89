import type { Random } from "./driver";
import type { FaultKind, FaultWindow } from "./invariants";
import type { Stack } from "./stack";

export const FAULT_KINDS: FaultKind[] = [
  "shop API killed",
  "Redis killed",
  "Varnish restarted",
  "rolling restart",
  "shop API slow",
];

/** After the stack is whole again: Redis left alone for 5 s by a storefront, readiness cached 1 s, Varnish's probe window. */
const SETTLE_MS = 8_000;

export type FaultPlan = { kind: FaultKind; at: number }[];

/**
 * Each kind `repeats` times, in a seeded order per round, spread evenly from `fromMs` to `untilMs`. A
 * fault waits for the one before it to have recovered: they never overlap.
 */
export function planFaults(rnd: Random, repeats: number, fromMs: number, untilMs: number): FaultPlan {
  const order: FaultKind[] = [];
  for (let round = 0; round < repeats; round++) {
    const kinds = [...FAULT_KINDS];
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = rnd.int(0, i);
      [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
    }
    order.push(...kinds);
  }
  const slot = (untilMs - fromMs) / order.length;
  return order.map((kind, i) => ({ kind, at: Math.round(fromMs + i * slot) }));
}

export type FaultTimes = { outageMs: number; slowMs: number; slowDelayMs: number };

let rolled = 0;

/** Injects one fault, brings the part back, waits for the whole stack to be ready; returns its window. */
export async function inject(
  stack: Stack,
  kind: FaultKind,
  times: FaultTimes,
  now: () => number,
): Promise<FaultWindow> {
  const start = now();
  const outage = () => new Promise((r) => setTimeout(r, times.outageMs));
  switch (kind) {
    case "shop API killed":
      await stack.killApi();
      await outage();
      await stack.startApi();
      break;
    case "Redis killed":
      await stack.redis.stop();
      await outage();
      await stack.redis.restart();
      break;
    case "Varnish restarted":
      await stack.stopVarnish();
      await stack.startVarnish();
      break;
    case "rolling restart":
      await stack.restartStore(rolled++ % 2 === 0 ? 0 : 1);
      break;
    case "shop API slow":
      stack.setApiDelay(times.slowDelayMs);
      await new Promise((r) => setTimeout(r, times.slowMs));
      stack.setApiDelay(0);
      break;
  }
  await stack.allReady();
  const recovered = now();
  return { kind, start, end: recovered + SETTLE_MS, recoveredAfterMs: recovered - start };
}
