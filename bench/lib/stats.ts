/** Small statistics helpers: percentiles of recorded latencies, per-minute rates. */

/** The p-th percentile (0–100, nearest rank) of `values`; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Events per minute from a count over `ms` milliseconds. */
export const perMinute = (count: number, ms: number): number => (ms > 0 ? (count * 60_000) / ms : 0);

/** Rounds to `digits` decimals (for the JSON report). */
export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;
