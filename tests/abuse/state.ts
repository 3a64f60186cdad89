import Database from "better-sqlite3";

/**
 * What the sweep must never change: carts, orders (and their lines, addresses, payments), stock,
 * accounts, mailed codes and messages, read from the reference API's database file (read-only).
 * Left out, as bookkeeping that a refused request may legitimately write: the wrong-guess counters
 * of one-time codes (`customers.code_failures`, `customers.code_locked_until`,
 * `customer_codes.attempts`). Token versions are watched: no sweep request may sign anyone out.
 */

type Watched = { table: string; key: string; columns?: string; ignore?: string[] };

const WATCHED: Watched[] = [
  { table: "customers", key: "id", ignore: ["code_failures", "code_locked_until"] },
  { table: "customer_addresses", key: "customer_id" },
  { table: "customer_codes", key: "id", ignore: ["attempts"] },
  { table: "cart_lines", key: "id" },
  { table: "sale_orders", key: "id" },
  { table: "sale_order_items", key: "id" },
  { table: "sale_order_addresses", key: "sale_order_id || ':' || kind" },
  { table: "sale_order_tracking", key: "sale_order_id" },
  { table: "sale_order_payments", key: "id" },
  { table: "payment_sessions", key: "id" },
  { table: "idempotency_keys", key: "shop_id || ':' || customer_id || ':' || key" },
  { table: "communications", key: "id" },
  { table: "mail_outbox", key: "id" },
  { table: "items", key: "id", columns: "stock, status" },
  { table: "shops", key: "id", columns: "next_order_seq" },
];

/** table → row key → the row as JSON. */
export type Snapshot = Map<string, Map<string, string>>;

export function takeSnapshot(dbPath: string): Snapshot {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const snapshot: Snapshot = new Map();
    for (const { table, key, columns = "*", ignore = [] } of WATCHED) {
      const rows = db.prepare(`SELECT ${key} AS row_key, ${columns} FROM ${table}`).all() as Record<string, unknown>[];
      const byKey = new Map<string, string>();
      for (const { row_key: rowKey, ...row } of rows) {
        for (const column of ignore) delete row[column];
        byKey.set(String(rowKey), JSON.stringify(row));
      }
      snapshot.set(table, byKey);
    }
    return snapshot;
  } finally {
    db.close();
  }
}

/** Readable differences, e.g. `cart_lines 7: {"quantity":1} → {"quantity":2}`; empty when equal. */
export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Map<string, string>();
    for (const [key, row] of rows) {
      const previous = old.get(key);
      if (previous === undefined) changes.push(`${table} ${key}: added ${row}`);
      else if (previous !== row) changes.push(`${table} ${key}: ${changedFields(previous, row)}`);
    }
    for (const [key, row] of old) if (!rows.has(key)) changes.push(`${table} ${key}: removed ${row}`);
  }
  return changes;
}

function changedFields(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  const keys = Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  const pick = (row: Record<string, unknown>) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, row[k]])));
  return `${pick(a)} → ${pick(b)}`;
}
