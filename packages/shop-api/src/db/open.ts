import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { migrations } from "./migrations";

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite file with the pragmas the API relies on, and migrates it. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  // Wait instead of failing when another connection holds the write lock.
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(db.prepare<[], number>("SELECT version FROM schema_migrations").pluck().all());
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
  }
}

/** Drops every table so that the next migrate + seed starts from scratch (`--reset`). */
export function wipeDatabase(db: Db): void {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  db.pragma("foreign_keys = OFF");
  db.transaction(() => {
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t}"`);
  })();
  db.pragma("foreign_keys = ON");
}
