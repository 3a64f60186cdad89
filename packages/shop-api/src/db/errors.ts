/**
 * True for a better-sqlite3 UNIQUE constraint failure. Checked by its code, not `instanceof`, because
 * errors from the native module may come from another realm (jest's VM contexts).
 */
export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === "object" &&
    err !== null &&
    "code" in err &&
    (err as { code: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE"
  );
}
