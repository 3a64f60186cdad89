/** A sale order id from the path, or null when it is not a plain positive integer. */
export function orderIdParam(raw: string | string[] | undefined): number | null {
  if (typeof raw !== "string" || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
