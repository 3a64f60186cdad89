import { callOf } from "@storefront/spec-contract";
import { departuresOf, type Departures } from "./departures";
import { Mismatch, type Answer } from "./http";

/**
 * `extra`: a check of what the reference API does beyond the spec, reported and never a failure. `reading`: which
 * reading of a point the spec leaves open (CONTRACT.md "Open points") the backend takes, never a failure.
 */
type Result = "pass" | "fail" | "skip" | "extra" | "reading";
export type Row = { shop: string; call: string; result: Result; detail: string };
/** Where one call's answers (all of them, in one shop) depart from the spec's fields. */
export type CallDepartures = Departures & { shop: string; call: string };

export const REFERENCE_EXTRA = "reference extra (the reference API's own behaviour, not required by the spec)";

/** Collects one row per checked call of one shop, and where its answers depart from the spec. */
export class Recorder {
  readonly rows: Row[] = [];
  readonly departures: CallDepartures[] = [];
  constructor(private readonly shop: string) {}

  /** Notes an answer's departures from the spec's table; refusals and calls without an answer shape have none. */
  answered(method: string, path: string, answer: Answer): void {
    const call = callOf(method, path);
    if (!call || call.answer === "not shown" || answer.status < 200 || answer.status > 299) return;
    const wrapper = call.envelope?.field;
    // The reference API's envelope around an answer the spec gives bare (the current user) is not a departure.
    const body =
      wrapper && typeof answer.body === "object" && answer.body !== null && wrapper in answer.body
        ? (answer.body as Record<string, unknown>)[wrapper]
        : answer.body;
    const found = departuresOf(body, call.answer);
    const name = `${call.method} ${call.path}`;
    let entry = this.departures.find((d) => d.call === name);
    if (!entry) this.departures.push((entry = { shop: this.shop, call: name, extra: [], missing: [] }));
    for (const extra of found.extra) if (!entry.extra.some((e) => e.path === extra.path)) entry.extra.push(extra);
    for (const path of found.missing) if (!entry.missing.includes(path)) entry.missing.push(path);
  }

  skip(call: string, why: string): void {
    this.rows.push({ shop: this.shop, call, result: "skip", detail: why });
  }

  /**
   * Runs a check of the reference API's own behaviour, which the spec does not ask of a backend (a logout
   * call, 422 on a bad filter, totals in the cart): its row says whether the backend shows it, and never fails.
   */
  async extra<T>(call: string, run: (note: (text: string) => void) => Promise<T>): Promise<T | undefined> {
    let remark = "";
    try {
      const value = await run((text) => (remark = text));
      this.rows.push({
        shop: this.shop,
        call,
        result: "extra",
        detail: `${REFERENCE_EXTRA}, present${remark ? `: ${remark}` : ""}`,
      });
      return value;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.rows.push({ shop: this.shop, call, result: "extra", detail: `${REFERENCE_EXTRA}, absent: ${why}` });
      return undefined;
    }
  }

  /**
   * Finds which reading of an open point of the spec (CONTRACT.md "Open points") the backend takes: `run` says
   * it in words ("adds to the line"). Information, never a failure: a reading it cannot tell is reported as such.
   */
  async reading(call: string, run: () => Promise<string>): Promise<void> {
    let detail: string;
    try {
      detail = `this backend ${await run()}`;
    } catch (error) {
      detail = `could not tell: ${error instanceof Error ? error.message : String(error)}`;
    }
    this.rows.push({ shop: this.shop, call, result: "reading", detail });
  }

  /**
   * Runs one check: its value on success, undefined on failure (a Mismatch, or any error the check
   * did not expect, is recorded as the call's first mismatch). `note` adds a remark to a pass.
   */
  async check<T>(call: string, run: (note: (text: string) => void) => Promise<T>): Promise<T | undefined> {
    let remark = "";
    try {
      const value = await run((text) => (remark = text));
      this.rows.push({ shop: this.shop, call, result: "pass", detail: remark });
      return value;
    } catch (error) {
      const detail =
        error instanceof Mismatch
          ? error.message
          : `check failed: ${error instanceof Error ? error.message : String(error)}`;
      this.rows.push({ shop: this.shop, call, result: "fail", detail });
      return undefined;
    }
  }
}

/** The rows as an aligned text table, one section per shop, then where the answers depart from the spec. */
export function formatTable(rows: readonly Row[], departures: readonly CallDepartures[] = []): string {
  const callWidth = Math.max(4, ...rows.map((r) => r.call.length));
  const lines: string[] = [];
  let shop: string | null = null;
  for (const row of rows) {
    if (row.shop !== shop) {
      shop = row.shop;
      lines.push(
        "",
        `Shop ${shop}`,
        `${"call".padEnd(callWidth)}  result   first mismatch / note`,
        `${"-".repeat(callWidth)}  -------  ${"-".repeat(21)}`,
      );
    }
    lines.push(`${row.call.padEnd(callWidth)}  ${row.result.padEnd(7)}  ${row.detail}`.trimEnd());
  }
  lines.push(...formatDepartures(departures));
  const count = (r: Result) => rows.filter((row) => row.result === r).length;
  lines.push(
    "",
    `${count("pass")} passed, ${count("fail")} failed, ${count("skip")} skipped, ${count("extra")} reference extras` +
      (count("reading") > 0 ? `, ${count("reading")} readings of open points` : ""),
  );
  return lines.join("\n");
}

/** One line per kind of departure of each call that has any; nothing when no answer departs. */
function formatDepartures(departures: readonly CallDepartures[]): string[] {
  const departing = departures.filter((d) => d.extra.length > 0 || d.missing.length > 0);
  if (departing.length === 0) return [];
  const lines = [
    "",
    "Departures from the spec's fields (information: a missing field fails only where its check above failed)",
  ];
  let shop: string | null = null;
  const line = (label: string, paths: string[]) => (paths.length > 0 ? [`  ${label}: ${paths.join(", ")}`] : []);
  for (const d of departing) {
    if (d.shop !== shop) lines.push(`Shop ${(shop = d.shop)}`);
    lines.push(
      d.call,
      ...line("missing, named by the spec", d.missing),
      ...line(
        "not named by the spec, read by the storefront",
        d.extra.filter((e) => e.own).map((e) => e.path),
      ),
      ...line(
        "unknown to the storefront",
        d.extra.filter((e) => !e.own).map((e) => e.path),
      ),
    );
  }
  return lines;
}
