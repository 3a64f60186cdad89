import type { Statement } from "better-sqlite3";
import type { Db } from "./open";

type Bound<P> = P extends unknown[] ? P : [P];

/** A statement typed where its SQL is written; call it with a connection to get it prepared for that one. */
export type Query<P extends unknown[] | object, R> = (db: Db) => Statement<Bound<P>, R>;

function prepared<P extends unknown[] | object, R>(sql: string, pluck: boolean): Query<P, R> {
  // Prepared once per connection: tests open many databases in one process.
  const cache = new WeakMap<Db, Statement<Bound<P>, R>>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      // The one place where the row type is asserted: SQLite cannot check it, the statement's author does.
      const raw = db.prepare(sql);
      statement = (pluck ? raw.pluck() : raw) as unknown as Statement<Bound<P>, R>;
      cache.set(db, statement);
    }
    return statement;
  };
}

/** Rows of type `R`; `P` is the parameter tuple (`[id: number]`) or an object for `@named` parameters. */
export const query = <P extends unknown[] | object = [], R = never>(sql: string): Query<P, R> => prepared(sql, false);

/** The first column of each row (`SELECT COUNT(*) …`, `… RETURNING id`). */
export const pluck = <P extends unknown[] | object = [], R = never>(sql: string): Query<P, R> => prepared(sql, true);
