import { Mismatch } from "./http";

export type Result = "pass" | "fail" | "skip";
export type Row = { shop: string; call: string; result: Result; detail: string };

/** Collects one row per checked call of one shop. */
export class Recorder {
  readonly rows: Row[] = [];
  constructor(private readonly shop: string) {}

  skip(call: string, why: string): void {
    this.rows.push({ shop: this.shop, call, result: "skip", detail: why });
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
      const detail = error instanceof Mismatch ? error.message : `check failed: ${error instanceof Error ? error.message : String(error)}`;
      this.rows.push({ shop: this.shop, call, result: "fail", detail });
      return undefined;
    }
  }
}

/** The rows as an aligned text table, one section per shop. */
export function formatTable(rows: readonly Row[]): string {
  const callWidth = Math.max(4, ...rows.map((r) => r.call.length));
  const lines: string[] = [];
  let shop: string | null = null;
  for (const row of rows) {
    if (row.shop !== shop) {
      shop = row.shop;
      lines.push("", `Shop ${shop}`, `${"call".padEnd(callWidth)}  result  first mismatch / note`, `${"-".repeat(callWidth)}  ------  ${"-".repeat(21)}`);
    }
    lines.push(`${row.call.padEnd(callWidth)}  ${row.result.padEnd(6)}  ${row.detail}`.trimEnd());
  }
  const count = (r: Result) => rows.filter((row) => row.result === r).length;
  lines.push("", `${count("pass")} passed, ${count("fail")} failed, ${count("skip")} skipped`);
  return lines.join("\n");
}
