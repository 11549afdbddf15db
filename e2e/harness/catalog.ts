import { readFileSync } from 'node:fs';

// Tests read the app's own catalogues, so rewording a label does not break them but a missing one does.
const catalogsDir = new URL('../../apps/web/src/i18n/', import.meta.url);

export type Language = 'pt-BR' | 'en';

/** The text of `key` (dotted path) in a language's catalogue; throws if there is no such text. */
export function text(language: Language, key: string, namespace = 'common'): string {
  const catalogue: unknown = JSON.parse(
    readFileSync(new URL(`${language}/${namespace}.json`, catalogsDir), 'utf8'),
  );
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
  if (typeof value !== 'string') throw new Error(`No text for ${namespace}:${key} in ${language}`);
  return value;
}

/** A catalogue text with its `{{name}}` placeholders filled in, as i18next does. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
