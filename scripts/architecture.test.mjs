import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.mjs';

// The floors of ARCHITECTURE.md, checked on the source rather than trusted to review.
describe('imports', () => {
  it.each(['packages/domain/src', 'apps/server/src'])('%s has no import circle', (root) => {
    expect(importCircles(importGraph(root))).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
