import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

// Counts in words (issue 24): Portuguese plural rules put 0 with 1 ("0 resultado"), so every counted text has a
// `_zero` form, which i18next uses for a count of 0 in every language.

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

function pluralBases(node: unknown, prefix = ''): { base: string; keys: Set<string> }[] {
  if (!node || typeof node !== 'object') return [];
  const entries = Object.entries(node as Record<string, unknown>);
  const keys = new Set(entries.map(([key]) => key));
  const here = entries
    .filter(([key, value]) => key.endsWith('_one') && typeof value === 'string')
    .map(([key]) => ({ base: `${prefix}${key.slice(0, -4)}`, keys }));
  return [...here, ...entries.flatMap(([key, child]) => pluralBases(child, `${prefix}${key}.`))];
}

describe('counted texts', () => {
  it('have a zero form beside their one and other forms, in every catalogue', () => {
    const lacking = Object.entries(files).flatMap(([path, catalogue]) =>
      pluralBases(catalogue)
        .filter(({ base, keys }) => !keys.has(`${base.split('.').pop()}_zero`))
        .map(({ base }) => `${path}: ${base}`),
    );
    expect(lacking).toEqual([]);
  });

  it('say "0 resultados" and "0 results", "1 resultado" and "2 results"', async () => {
    const resources = Object.fromEntries(
      languages.map((language) => [
        language,
        { components: files[`./${language}/components.json`] as object },
      ]),
    );
    const i18n = createInstance();
    await i18n.init({ resources, lng: 'pt-BR', ns: ['components'], defaultNS: 'components' });
    // Untyped: the catalogue's keys are typed for the app's instance, not this one.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;
    const total = (lng: string, count: number) => t('table.total', { lng, count, formatted: String(count) });
    expect(total('pt-BR', 0)).toBe('0 resultados');
    expect(total('pt-BR', 1)).toBe('1 resultado');
    expect(total('pt-BR', 2)).toBe('2 resultados');
    expect(total('en', 0)).toBe('0 results');
    expect(total('en', 1)).toBe('1 result');
    expect(total('en', 2)).toBe('2 results');
  });
});
