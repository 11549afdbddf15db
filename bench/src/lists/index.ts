import * as all from './all.js';
import type { DeclaredBench, ListBench } from './declare.js';

export * from './declare.js';

/**
 * Every list's typical screens, keyed by its resource's name (`npm run bench` measures each, combos.ts); a list
 * resource without an entry here fails lists.test.ts.
 */
export const LIST_BENCHES: ReadonlyMap<string, ListBench> = new Map(
  Object.values(all).map((bench: DeclaredBench<{ name: string }>) => [bench.resource.name, bench]),
);
