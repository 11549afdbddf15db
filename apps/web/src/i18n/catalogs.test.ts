import { describe, expect, it } from 'vitest';
import { languages } from './languages';

// Eager glob: the test sees exactly the JSON files the app's backend can load, folder by folder.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

type Catalogs = Map<string, Map<string, unknown>>; // language -> namespace -> catalogue

function byLanguage(): Catalogs {
  const result: Catalogs = new Map();
  for (const [path, catalogue] of Object.entries(files)) {
    const [, language, file] = path.split('/');
    if (!language || !file) throw new Error(`Unexpected catalogue path ${path}`);
    const namespaces = result.get(language) ?? new Map<string, unknown>();
    namespaces.set(file.replace(/\.json$/, ''), catalogue);
    result.set(language, namespaces);
  }
  return result;
}

/** Dotted paths of every leaf; a leaf must be a non-empty string (an empty one shows nothing). */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') {
    if (node.trim() === '') throw new Error(`Empty text at ${prefix}`);
    return [prefix];
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    throw new Error(
      `Catalogue entries must be strings or objects, found ${JSON.stringify(node)} at ${prefix}`,
    );
  }
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf text of a catalogue. */
function leafTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(leafTexts) : [];
}

function missing(from: readonly string[], inside: readonly string[]): string[] {
  const present = new Set(inside);
  return from.filter((key) => !present.has(key));
}

describe('i18n catalogues', () => {
  const catalogs = byLanguage();
  const [reference, ...others] = languages;

  it('has a folder for every supported language and no other', () => {
    expect([...catalogs.keys()].sort()).toEqual([...languages].sort());
  });

  it('has the same namespaces in every language', () => {
    const namespaces = (language: string) => [...(catalogs.get(language)?.keys() ?? [])].sort();
    expect(namespaces(reference)).toContain('common');
    for (const language of others) expect(namespaces(language), language).toEqual(namespaces(reference));
  });

  it('has the same keys in every language', () => {
    for (const [namespace, catalogue] of catalogs.get(reference) ?? []) {
      const referenceKeys = leafKeys(catalogue);
      for (const language of others) {
        const keys = leafKeys(catalogs.get(language)?.get(namespace));
        const where = `${language}/${namespace}`;
        expect.soft(missing(referenceKeys, keys), `keys in ${reference} missing from ${where}`).toEqual([]);
        expect.soft(missing(keys, referenceKeys), `keys in ${where} missing from ${reference}`).toEqual([]);
      }
    }
  });

  // A sentence every area says alike lives once, in common (index.ts reads a key an area lacks from there).
  it('keeps the no-connection sentence once, in common, in every language', () => {
    for (const language of languages) {
      const holders = [...(catalogs.get(language) ?? [])]
        .filter(([, catalogue]) => leafKeys(catalogue).includes('errors.network'))
        .map(([namespace]) => namespace);
      expect(holders, language).toEqual(['common']);
    }
  });

  it('says no sentence of five words or more alike in four namespaces or more', () => {
    for (const language of languages) {
      const where = new Map<string, string[]>();
      for (const [namespace, catalogue] of catalogs.get(language) ?? [])
        for (const text of new Set(leafTexts(catalogue)))
          if (text.split(/\s+/).length >= 5) where.set(text, [...(where.get(text) ?? []), namespace]);
      const copied = [...where].filter(([, namespaces]) => namespaces.length >= 4);
      expect(copied, language).toEqual([]);
    }
  });

  it('words the 404 message as the specification does', () => {
    const notFound = (language: string) =>
      (catalogs.get(language)?.get('common') as { notFound: { message: string } }).notFound.message;
    expect(notFound('en')).toBe('Sorry but we could not find the page you are looking for');
    expect(notFound('pt-BR')).toBe('Desculpe, mas não encontramos a página que você está procurando');
  });
});
