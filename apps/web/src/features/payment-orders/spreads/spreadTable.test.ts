import type { FxSpread } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { appliedSpread, currencyName, spreadsByCurrency } from './spreadTable';

const spread = (currency: string, client: string | null, spreadPercent: string): FxSpread => ({
  client: client ? { id: client, name: `Cliente ${client}` } : null,
  currency,
  spreadPercent,
  operationFee: '0.00',
  updatedBy: null,
  updatedAt: '2026-03-03T13:00:00.000Z',
});

describe('spreadsByCurrency', () => {
  it('puts each currency’s default and the client’s own on one line, in the server’s order', () => {
    const items = [
      spread('EUR', null, '1.0000'),
      spread('EUR', '7', '0.6000'),
      spread('GBP', null, '1.2500'),
      spread('USD', null, '1.0000'),
      spread('USD', '7', '1.2500'),
    ];
    const lines = spreadsByCurrency(items);
    expect(lines.map((l) => [l.currency, l.standard?.spreadPercent, l.own?.spreadPercent ?? null])).toEqual([
      ['EUR', '1.0000', '0.6000'],
      ['GBP', '1.2500', null],
      ['USD', '1.0000', '1.2500'],
    ]);
  });

  it('keeps a client’s spread of a currency without a default', () => {
    const [line] = spreadsByCurrency([spread('CHF', '7', '2.0000')]);
    expect(line).toMatchObject({ currency: 'CHF', standard: null, own: { spreadPercent: '2.0000' } });
  });
});

describe('appliedSpread', () => {
  it('is the client’s own when set, else the default (what a quote takes)', () => {
    const [eur, gbp] = spreadsByCurrency([
      spread('EUR', null, '1.0000'),
      spread('EUR', '7', '0.6000'),
      spread('GBP', null, '1.2500'),
    ]);
    expect(appliedSpread(eur!)?.spreadPercent).toBe('0.6000');
    expect(appliedSpread(gbp!)?.spreadPercent).toBe('1.2500');
  });
});

describe('currencyName', () => {
  it('names a currency in the UI language, the code when unknown', () => {
    expect(currencyName('USD', 'en')).toBe('US Dollar');
    expect(currencyName('USD', 'pt-BR')).toMatch(/^Dólar/i);
    expect(currencyName('not a code', 'en')).toBe('not a code');
  });
});
