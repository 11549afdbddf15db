import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import { LIST_RESOURCES, LIST_VIEW_LISTS } from './list-resources';

const src = new URL('../', import.meta.url);

/** `export const <name> = defineListResource(` in every source file of the package, by its name. */
function declaredLists(): string[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(new URL(file, src), 'utf8').matchAll(/export const (\w+) = defineListResource\(/g)].map(
      (match) => match[1] as string,
    ),
  );
}

describe('LIST_RESOURCES', () => {
  it('holds every list the package declares (a file the barrel does not export would be missed)', () => {
    const declared = declaredLists();
    expect(declared.length).toBeGreaterThan(20);
    const exported = domain as unknown as Record<string, unknown>;
    for (const name of declared) expect(LIST_RESOURCES, name).toContain(exported[name]);
    expect(LIST_RESOURCES).toHaveLength(declared.length);
  });

  it('names each list once, and gives every one saved views', () => {
    const names = LIST_RESOURCES.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    expect(LIST_VIEW_LISTS).toEqual(names);
  });
});
