import { describe, expect, it } from 'vitest';

// The English catalogues as raw text, so every value is scanned whatever its nesting.
const files = import.meta.glob<string>('./en/*.json', { eager: true, query: '?raw', import: 'default' });

// Literal translations an FX professional would not recognise, and the Portuguese left inside them.
const oddWords = [/Remittant/, /Banker expenses/, /Square \(praça\)/, /\(praça\)/];

describe('English catalogues', () => {
  it('use the FX terms an English-speaking professional expects', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    const found = Object.entries(files).flatMap(([path, text]) =>
      oddWords.filter((word) => word.test(text)).map((word) => `${path}: ${word.source}`),
    );
    expect(found).toEqual([]);
  });
});
