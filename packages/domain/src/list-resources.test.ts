import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { LIST_RESOURCES, LIST_VIEW_LISTS } from './list-resources';

const src = new URL('./', import.meta.url);

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

// Vitest's module runner forgives reading a binding before it is made; Node's own ESM loader does not (the
// operator CLI, `tsx`, once failed with "LIST_RESOURCES is not defined"). Loaded by Node, as the server does.
describe('LIST_RESOURCES under Node', () => {
  it('loads on its own entry, and the barrel does not export it (that would be an import circle)', () => {
    const url = new URL('./list-resources.ts', import.meta.url).href;
    const barrel = new URL('./index.ts', import.meta.url).href;
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(url)});
         const b = await import(${JSON.stringify(barrel)});
         console.log(m.LIST_RESOURCES.length, m.LIST_VIEW_LISTS.length, 'LIST_RESOURCES' in b);`,
      ],
      { encoding: 'utf8' },
    );
    const [resources, views, inBarrel] = out.trim().split(' ');
    expect(Number(resources)).toBeGreaterThan(20);
    expect(Number(views)).toBe(Number(resources));
    expect(inBarrel).toBe('false');
  }, 60_000);
});
