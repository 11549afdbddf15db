import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/parcels.json';
import pt from '../../i18n/pt-BR/parcels.json';

// Portuguese counts 0 as singular ("0 parcela selecionada"): the `_zero` keys say "none" in both languages.
const i18n = i18next.createInstance();
await i18n.init({
  resources: { 'pt-BR': { parcels: pt }, en: { parcels: en } },
  ns: ['parcels'],
  defaultNS: 'parcels',
  lng: 'pt-BR',
  interpolation: { escapeValue: false },
});

// Keys as strings: the app's typed keys name the plural family ('selection.count'), not its forms.
type Say = (key: string, options: { count: number }) => string;
const say = (language: string, key: string, count: number) =>
  (i18n.getFixedT(language, 'parcels') as unknown as Say)(key, { count });

describe('parcel counts', () => {
  it('read none, one and many in Portuguese', () => {
    expect([0, 1, 2].map((n) => say('pt-BR', 'selection.count', n))).toEqual([
      'Nenhuma parcela selecionada',
      '1 parcela selecionada',
      '2 parcelas selecionadas',
    ]);
    expect([0, 1, 2].map((n) => say('pt-BR', 'result.authorized', n))).toEqual([
      'Nenhuma parcela autorizada.',
      '1 parcela autorizada.',
      '2 parcelas autorizadas.',
    ]);
    expect(say('pt-BR', 'result.rejected', 0)).toBe('Nenhuma parcela recusada.');
  });

  it('read none, one and many in English', () => {
    expect([0, 1, 2].map((n) => say('en', 'selection.count', n))).toEqual([
      'No parcel selected',
      '1 parcel selected',
      '2 parcels selected',
    ]);
    expect(say('en', 'result.rejected', 0)).toBe('No parcel rejected.');
    expect(say('en', 'result.authorized', 2)).toBe('2 parcels authorized.');
  });
});
