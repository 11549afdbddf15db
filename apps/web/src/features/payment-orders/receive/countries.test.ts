import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('payer countries', () => {
  it('holds the 249 codes of ISO 3166-1 once each, every one named by Intl', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const known = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((code) => !/^[A-Z]{2}$/.test(code) || !known.of(code))).toEqual([]);
  });

  it('names and sorts them in the reader’s language', () => {
    const pt = countryOptions('pt-BR');
    const en = countryOptions('en');
    expect(pt.find((c) => c.code === 'US')?.name).toBe('Estados Unidos');
    expect(en.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(pt[0]?.name).toBe('Afeganistão');
    expect(en.findIndex((c) => c.code === 'DE')).toBeLessThan(en.findIndex((c) => c.code === 'GB'));
    expect(pt.findIndex((c) => c.code === 'DE')).toBeLessThan(pt.findIndex((c) => c.code === 'AR'));
  });
});
