import * as domain from '@fxbo/domain';
import { describe, expect, it } from 'vitest';

// The English catalogues as raw text, so every value is scanned whatever its nesting.
const files = import.meta.glob<string>('./en/*.json', { eager: true, query: '?raw', import: 'default' });

// Literal translations an FX professional would not recognise, and the Portuguese left inside them.
const oddWords = [
  /remittant/i,
  /Banker expenses/,
  /Square \(praça\)/,
  /\(praça\)/,
  /Knowledge/,
  /"Bill"/,
  /\(Câmbio\)/,
];

/** Every `{ 'pt-BR', en }` label the domain exports (label tables and declared words), by where it is. */
function domainLabels(): [where: string, en: string][] {
  const found: [string, string][] = [];
  const visit = (value: unknown, where: string, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (typeof v.en === 'string' && typeof v['pt-BR'] === 'string') {
      found.push([where, v.en]);
      return;
    }
    for (const [key, inner] of Object.entries(v)) visit(inner, `${where}.${key}`, depth + 1);
  };
  for (const [name, value] of Object.entries(domain)) visit(value, name, 0);
  return found;
}

describe('English words', () => {
  it('the catalogues use the FX terms an English-speaking professional expects', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    const found = Object.entries(files).flatMap(([path, text]) =>
      oddWords.filter((word) => word.test(text)).map((word) => `${path}: ${word.source}`),
    );
    expect(found).toEqual([]);
  });

  it('so do the domain’s labels (contract references, documents, PDFs’ words)', () => {
    const labels = domainLabels();
    expect(labels.length).toBeGreaterThan(200);
    const found = labels.filter(([, en]) => oddWords.some((word) => word.test(JSON.stringify(en))));
    expect(found).toEqual([]);
  });
});
