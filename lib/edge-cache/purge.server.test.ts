import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { shopTag } from "@/lib/shop-api/core.server";
import { edgeKeysOf } from "./keys.server.mjs";
import { MAX_KEYS_HEADER, keyBatches, purgeEdge } from "./purge.server";
import { metricsSlot } from "@/lib/ops/process-shared.mjs";
import type { MetricsRecorder } from "@/lib/ops/telemetry/sink";

jest.mock("server-only", () => ({}));

const SHOP = "http://localhost:3000";
const TAGS = [shopTag(SHOP, "products"), shopTag(SHOP, "product:0b6f5a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b")];

type Seen = { method: string; keys: string; secret?: string };
/** A stand-in edge: answers each request with the next behaviour of `plan` (then the last one again). */
async function edge(plan: ("ok" | "500" | "hang" | "close")[]) {
  const seen: Seen[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const secret = request.headers["x-purge-secret"]?.toString();
    seen.push({ method: request.method!, keys: String(request.headers["xkey-purge"]), ...(secret ? { secret } : {}) });
    const step = plan[Math.min(seen.length - 1, plan.length - 1)];
    if (step === "ok") response.end("Purged");
    else if (step === "500") response.writeHead(500).end();
    else if (step === "close") request.socket.destroy();
    // "hang": never answers; the client's timeout ends it.
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

function recorder() {
  const lines: { level: string; line: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    log: {
      info: (line: object, msg: string) => lines.push({ level: "info", line: line as never, msg }),
      error: (line: object, msg: string) => lines.push({ level: "error", line: line as never, msg }),
    },
  };
}

describe("purgeEdge", () => {
  it("sends the edge's secret with every purge (the shipped VCL refuses a purge without it)", async () => {
    const a = await edge(["ok"]);
    try {
      const secret = "edge-purge-secret-0123456789abcdef0123";
      await purgeEdge(TAGS, { urls: [a.url], timeoutMs: 1000, secret, log: recorder().log });
      expect(a.seen).toEqual([{ method: "PURGE", keys: edgeKeysOf(TAGS).join(" "), secret }]);
    } finally {
      await a.close();
    }
  });

  it("sends PURGE with the shop's keys to every edge, once each when they answer, and logs each", async () => {
    const [a, b] = [await edge(["ok"]), await edge(["ok"])];
    const { lines, log } = recorder();
    try {
      const outcomes = await purgeEdge(TAGS, { urls: [a.url, b.url], timeoutMs: 1000, log });
      expect(outcomes.map((o) => [o.outcome, o.status, o.attempts])).toEqual([
        ["purged", 200, 1],
        ["purged", 200, 1],
      ]);
      for (const server of [a, b]) expect(server.seen).toEqual([{ method: "PURGE", keys: edgeKeysOf(TAGS).join(" ") }]);
      expect(lines.map((l) => [l.level, l.msg, l.line.outcome, l.line.keys])).toEqual([
        ["info", "edge purge", "purged", 2],
        ["info", "edge purge", "purged", 2],
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("counts each edge's purge by outcome for the operations metrics", async () => {
    const [a, b] = [await edge(["ok"]), await edge(["500"])];
    const outcomes: string[] = [];
    metricsSlot.set({ edgePurge: (outcome: string) => void outcomes.push(outcome) } as unknown as MetricsRecorder);
    try {
      await purgeEdge(TAGS, { urls: [a.url, b.url], timeoutMs: 1000, log: recorder().log });
      expect(outcomes.sort()).toEqual(["http", "purged"]);
    } finally {
      metricsSlot.set(null);
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("tries a failed purge once more: an error answer, then success", async () => {
    const a = await edge(["500", "ok"]);
    try {
      const [outcome] = await purgeEdge(TAGS, { urls: [a.url], timeoutMs: 1000, log: recorder().log });
      expect(outcome).toMatchObject({ outcome: "purged", status: 200, attempts: 2 });
      expect(a.seen).toHaveLength(2);
    } finally {
      await a.close();
    }
  });

  it("gives up after two attempts within its time bound when the edge hangs, logging the failure, never throwing", async () => {
    const a = await edge(["hang"]);
    const { lines, log } = recorder();
    const started = Date.now();
    try {
      const [outcome] = await purgeEdge(TAGS, { urls: [a.url], timeoutMs: 200, log });
      expect(outcome).toMatchObject({ outcome: "timeout", status: null, attempts: 2 });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(a.seen).toHaveLength(2);
      expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "edge purge failed" })]);
    } finally {
      await a.close();
    }
  });

  it("reports a refused or cut connection and an edge that keeps failing, without throwing", async () => {
    const cut = await edge(["close"]);
    const failing = await edge(["500"]);
    const down = await edge(["ok"]);
    await down.close();
    try {
      const outcomes = await purgeEdge(TAGS, {
        urls: [cut.url, failing.url, down.url],
        timeoutMs: 500,
        log: recorder().log,
      });
      expect(outcomes.map((o) => [o.outcome, o.status, o.attempts])).toEqual([
        ["network", null, 2],
        ["http", 500, 2],
        ["network", null, 2],
      ]);
    } finally {
      await Promise.all([cut.close(), failing.close()]);
    }
  });

  it("calls nothing without edges or without keys of a shop", async () => {
    const a = await edge(["ok"]);
    try {
      expect(await purgeEdge(TAGS, { urls: [], timeoutMs: 100, log: recorder().log })).toEqual([]);
      expect(await purgeEdge(["countries"], { urls: [a.url], timeoutMs: 100, log: recorder().log })).toEqual([]);
      expect(a.seen).toEqual([]);
    } finally {
      await a.close();
    }
  });

  it("splits many keys over requests whose header stays under the bound, and retries only the failed ones", async () => {
    const tags = Array.from({ length: 300 }, (_, i) => shopTag(SHOP, `product:${i}-0b6f5a52-1c2d-4e3f-8a9b`));
    const batches = keyBatches(edgeKeysOf(tags));
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(MAX_KEYS_HEADER);
    expect(batches.join(" ")).toBe(edgeKeysOf(tags).join(" "));
    const a = await edge(["500", ...batches.map(() => "ok" as const)]);
    try {
      const [outcome] = await purgeEdge(tags, { urls: [a.url], timeoutMs: 1000, log: recorder().log });
      expect(outcome).toMatchObject({ outcome: "purged", attempts: 2 });
      expect(a.seen).toHaveLength(batches.length + 1);
      expect(new Set(a.seen.map((s) => s.keys))).toEqual(new Set(batches));
    } finally {
      await a.close();
    }
  });
});
