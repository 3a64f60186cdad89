/**
 * Compares two heap snapshots of one storefront process (`SOAK_HEAP_SNAPSHOTS=1 SOAK_KEEP=1 npm run soak`
 * writes one at the end of the warm-up and one at the end): objects counted and their own bytes summed
 * by constructor (V8's node name; strings, arrays, closures and code by kind), and the constructors
 * that grew most between the two printed first. Which objects hold on to a grown constructor is then
 * a question for the snapshots' retainers (Chromium's DevTools, Memory, "Comparison").
 *
 *   node --max-old-space-size=4096 --import tsx tests/soak/heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]
 */
import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Count and own bytes per constructor. */
function byConstructor(snapshot: Snapshot): Map<string, { count: number; bytes: number }> {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const kinds = types[0];
  const totals = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const kind = kinds[snapshot.nodes[i + typeAt]!]!;
    const key = kind === "object" || kind === "native" ? snapshot.strings[snapshot.nodes[i + nameAt]!]! : `(${kind})`;
    const total = totals.get(key) ?? { count: 0, bytes: 0 };
    total.count += 1;
    total.bytes += snapshot.nodes[i + sizeAt]!;
    totals.set(key, total);
  }
  return totals;
}

function main() {
  const [beforeFile, afterFile, rows = "30"] = process.argv.slice(2);
  if (!beforeFile || !afterFile)
    throw new Error("usage: heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]");
  const read = (file: string) => byConstructor(JSON.parse(readFileSync(file, "utf8")) as Snapshot);
  const before = read(beforeFile);
  const after = read(afterFile);
  const none = { count: 0, bytes: 0 };
  const grown = [...new Set([...before.keys(), ...after.keys()])]
    .map((name) => ({ name, before: before.get(name) ?? none, after: after.get(name) ?? none }))
    .map((row) => ({ ...row, bytes: row.after.bytes - row.before.bytes, count: row.after.count - row.before.count }))
    .sort((a, b) => b.bytes - a.bytes);
  const sum = (totals: Map<string, { bytes: number }>) => [...totals.values()].reduce((s, t) => s + t.bytes, 0);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  console.log(`heap: ${mb(sum(before))} MB → ${mb(sum(after))} MB`);
  console.log(["constructor", "count before", "count after", "MB before", "MB after", "MB grown"].join("\t"));
  for (const row of grown.slice(0, Number(rows)))
    console.log(
      [
        row.name.slice(0, 60),
        row.before.count,
        row.after.count,
        mb(row.before.bytes),
        mb(row.after.bytes),
        mb(row.bytes),
      ].join("\t"),
    );
}

main();
