import type { Statement } from "better-sqlite3";
import type { Db } from "../db/open";

/**
 * Prepared statements cached per database and SQL text, so that order and payment code can write its
 * SQL where it is used without preparing it again on every request.
 */
const cache = new WeakMap<Db, Map<string, Statement>>();

export function stmt(db: Db, sql: string): Statement {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let prepared = perDb.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    perDb.set(sql, prepared);
  }
  return prepared;
}
