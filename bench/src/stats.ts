/** Percentile by nearest rank over a copy of the samples (milliseconds). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function summary(samples: number[]) {
  return {
    n: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    max: round(Math.max(...samples)),
  };
}
