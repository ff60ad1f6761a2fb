/** Percentiles of latencies in ms, nearest rank on a sorted copy (exact, no buckets). */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  if (latencies.length === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(latencies).sort();
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
