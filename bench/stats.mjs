// Small numeric helpers.

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of each field over a list of Lighthouse summaries. */
export function medianOf(results, fields) {
  return Object.fromEntries(fields.map((f) => [f, median(results.map((r) => r[f]))]));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
