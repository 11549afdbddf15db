/* The bench's steps, and the subset BENCH_STEPS asks for (bench/README.md). */

export const BENCH_STEPS = [
  'list',
  'search',
  'throughput',
  'detail',
  'pdf',
  'receiving',
  'uploads',
  'treasury',
  'web',
  'pages',
  'captcha',
  'csv',
] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

/** BENCH_STEPS, a comma-separated subset of the steps (e.g. `list,csv`); every step when unset. */
export function benchSteps(value: string | undefined): ReadonlySet<BenchStep> {
  if (!value?.trim()) return new Set(BENCH_STEPS);
  const asked = value.split(',').map((s) => s.trim());
  const unknown = asked.filter((s) => !(BENCH_STEPS as readonly string[]).includes(s));
  if (unknown.length)
    throw new Error(`Unknown BENCH_STEPS ${unknown.join(', ')}; known: ${BENCH_STEPS.join(', ')}`);
  return new Set(asked as BenchStep[]);
}
