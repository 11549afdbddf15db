import { readdirSync, existsSync } from 'node:fs';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas } from './areas';
import { pages } from './routes';

const features = new URL('../features/', import.meta.url);

describe('areas', () => {
  it('finds the area of every feature folder that declares one, and only areas', () => {
    const declared = readdirSync(features).filter((name) => existsSync(new URL(`${name}/area.ts`, features)));
    expect(declared.length).toBeGreaterThan(20);
    expect(areas).toHaveLength(declared.length);
    for (const area of areas) expect(area.screens.length).toBeGreaterThan(0);
  });

  // The areas come in their folders' order, not a chosen one: a path two areas' screens both match would
  // depend on it (the first match wins in routes.ts). Within one area (`/profiles/new` before `/profiles/:id`)
  // the area's own order decides.
  it('gives no two areas screens that match the same path', () => {
    const areaOf = new Map(areas.flatMap((area, index) => area.screens.map((screen) => [screen, index])));
    for (const page of pages) {
      const literal = page.path.replace(/:(\w+)/g, '$1');
      const matching = pages.filter((other) => matchPath(other.path, literal));
      expect(new Set(matching.map((p) => areaOf.get(p))).size, page.path).toBe(1);
    }
  });
});
