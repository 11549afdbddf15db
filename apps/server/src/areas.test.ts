import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas } from './areas.js';

const modules = new URL('./modules/', import.meta.url);

describe('areas', () => {
  it("registers every module's routes (modules/**/routes.ts), each once", async () => {
    const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)routes\.ts$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const exports = (await import(new URL(file, modules).href)) as Record<string, unknown>;
      const plugins = Object.entries(exports).filter(([name]) => name.endsWith('Routes'));
      expect(plugins.length, file).toBeGreaterThan(0);
      for (const [name, plugin] of plugins) expect(areas, `${file}: ${name}`).toContain(plugin);
    }
    expect(new Set(areas).size).toBe(files.length);
  });
});
