import type { RequestRecord } from "./http";
import { heldMb, type FaultKind, type FaultWindow, type HeldSample, type Verdict } from "./invariants";

/** Rows as a plain text table, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

const inWindow = (r: RequestRecord, w: FaultWindow) => r.at <= w.end && r.at + r.ms >= w.start;

/** Per fault kind: how often, requests during its windows, their 5xx, and the slowest recovery. */
export function faultTable(kinds: FaultKind[], windows: FaultWindow[], requests: RequestRecord[]): string {
  const rows = kinds.map((kind) => {
    const mine = windows.filter((w) => w.kind === kind);
    const during = requests.filter((r) => mine.some((w) => inWindow(r, w)));
    const recoveries = mine.map((w) => w.recoveredAfterMs).filter((ms): ms is number => ms !== null);
    return [
      kind,
      String(mine.length),
      String(during.length),
      String(during.filter((r) => r.status >= 500).length),
      String(during.filter((r) => r.status === 0).length),
      recoveries.length ? recoveries.map((ms) => (ms / 1000).toFixed(1)).join(", ") : "-",
    ];
  });
  return table(["fault", "injected", "requests in window", "5xx", "no response", "recovered after (s)"], rows);
}

export function invariantTable(verdicts: Verdict[]): string {
  return table(
    ["invariant", "result", "detail"],
    verdicts.map((v) => [v.name, v.ok ? "pass" : "FAIL", v.detail]),
  );
}

/** Requests by what the shopper did: count, statuses, p50 and p99. */
export function mixTable(requests: RequestRecord[], percentile: (v: number[], p: number) => number): string {
  const kinds = [...new Set(requests.map((r) => r.kind))].sort();
  return table(
    ["request", "count", "2xx/3xx", "4xx", "5xx", "none", "p50 ms", "p99 ms"],
    kinds.map((kind) => {
      const list = requests.filter((r) => r.kind === kind);
      const ms = list.filter((r) => r.status > 0).map((r) => r.ms);
      return [
        kind,
        String(list.length),
        String(list.filter((r) => r.status > 0 && r.status < 400).length),
        String(list.filter((r) => r.status >= 400 && r.status < 500).length),
        String(list.filter((r) => r.status >= 500).length),
        String(list.filter((r) => r.status === 0).length),
        ms.length ? percentile(ms, 50).toFixed(0) : "-",
        ms.length ? percentile(ms, 99).toFixed(0) : "-",
      ];
    }),
  );
}

/** What each instance held, read inside it after a full garbage collection, sample by sample (MB). */
export function heldTable(samples: HeldSample[]): string {
  return table(
    [
      "at (min)",
      "instance",
      "pid",
      "RSS",
      "heap used",
      "heap total",
      "young gen",
      "external",
      "array buffers",
      "page cache",
      "held",
      "GC ms",
    ],
    samples.map((s) => [
      (s.at / 60_000).toFixed(1),
      s.instance,
      String(s.pid),
      ...[
        s.rssMb,
        s.heapUsedMb,
        s.heapTotalMb,
        s.youngMb,
        s.externalMb,
        s.arrayBuffersMb,
        s.pageCacheMb,
        heldMb(s),
      ].map((mb) => mb.toFixed(0)),
      s.gcMs.toFixed(0),
    ]),
  );
}
