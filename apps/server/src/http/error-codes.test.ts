import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';

// The web translates problems by `code`: every code the server can send must be in the shared catalogue.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('problem codes', () => {
  it('every code the server raises is in ERROR_CODES', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /new AppError\(\s*\d{3},\s*(?:[^,]*\?\s*)?'([a-z_]+)'(?:\s*:\s*'([a-z_]+)')?/g,
      )) {
        used.add(m[1] ?? '');
        if (m[2]) used.add(m[2]);
      }
      for (const m of text.matchAll(/code: '([a-z_]+)', title: title\(/g)) used.add(m[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(10);
    const known = new Set<string>(ERROR_CODES);
    expect([...used].filter((c) => !known.has(c))).toEqual([]);
  });
});
