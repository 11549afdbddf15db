import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptaxProvider, ptaxUrl, PTAX_BASE_URL, type Fetch } from './ptax.js';
import { QuoteUnavailable } from './provider.js';

/* PTAX against responses recorded in the Olinda service's shape (fixtures/): no network. */

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering each URL from `answers` (an empty `value` for any other), recording what was asked. */
function recorded(answers: Record<string, () => Response>): Fetch & { urls: string[] } {
  const urls: string[] = [];
  const fn = (url: string) => {
    urls.push(url);
    return Promise.resolve((answers[url] ?? (() => json(fixture('ptax-empty.json'))))());
  };
  return Object.assign(fn, { urls });
}

const url = (currency: string, date: string) => ptaxUrl(PTAX_BASE_URL, currency, date);

describe('PTAX provider', () => {
  it('asks CotacaoDolarDia for USD and CotacaoMoedaDia for the others, dates as MM-dd-yyyy', () => {
    expect(url('USD', '2026-11-24')).toBe(
      `${PTAX_BASE_URL}/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='11-24-2026'&$format=json`,
    );
    expect(url('EUR', '2026-11-24')).toBe(
      `${PTAX_BASE_URL}/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='EUR'&@dataCotacao='11-24-2026'&$format=json`,
    );
  });

  it('quotes the closing bulletin’s buy rate of the day, to 8 places', async () => {
    const fetch = recorded({ [url('EUR', '2026-11-24')]: () => json(fixture('ptax-eur-2026-11-24.json')) });
    const quote = await ptaxProvider({ fetch }).buyRate('EUR', new Date('2026-11-24T20:00:00Z'));
    expect(quote).toEqual({ rate: '6.15970000', at: new Date('2026-11-24T16:09:28.418Z') });
    const usd = recorded({ [url('USD', '2026-11-24')]: () => json(fixture('ptax-usd-2026-11-24.json')) });
    expect((await ptaxProvider({ fetch: usd }).buyRate('USD', new Date('2026-11-24T20:00:00Z'))).rate).toBe(
      '5.34120000',
    );
  });

  it('during the day, the latest bulletin published by the instant', async () => {
    const fetch = recorded({
      [url('EUR', '2026-11-25')]: () => json(fixture('ptax-eur-2026-11-25-morning.json')),
    });
    // 10:30 in São Paulo: the opening is out, the 11:05 intermediate is not yet.
    const quote = await ptaxProvider({ fetch }).buyRate('EUR', new Date('2026-11-25T13:30:00Z'));
    expect(quote.rate).toBe('6.17050000');
  });

  it('walks back over days without bulletins (weekend, holiday) and refuses after a few', async () => {
    const fetch = recorded({ [url('EUR', '2026-11-24')]: () => json(fixture('ptax-eur-2026-11-24.json')) });
    // Friday 2026-11-27 … back to Tuesday 24th (empty answers for 27, 26, 25).
    const quote = await ptaxProvider({ fetch }).buyRate('EUR', new Date('2026-11-27T18:00:00Z'));
    expect(quote.rate).toBe('6.15970000');
    expect(fetch.urls).toEqual(
      ['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24'].map((d) => url('EUR', d)),
    );

    const none = recorded({});
    await expect(
      ptaxProvider({ fetch: none, daysBack: 2 }).buyRate('EUR', new Date('2026-11-27T18:00:00Z')),
    ).rejects.toBeInstanceOf(QuoteUnavailable);
    expect(none.urls).toHaveLength(3);
  });

  it('keeps a past day’s bulletins instead of asking again', async () => {
    const fetch = recorded({ [url('EUR', '2026-11-24')]: () => json(fixture('ptax-eur-2026-11-24.json')) });
    const provider = ptaxProvider({ fetch });
    await provider.buyRate('EUR', new Date('2026-11-25T12:00:00Z'));
    await provider.buyRate('EUR', new Date('2026-11-25T12:00:03Z'));
    expect(fetch.urls.filter((u) => u === url('EUR', '2026-11-24'))).toHaveLength(1);
  });

  it('an HTTP error, a malformed answer or a timeout is QuoteUnavailable', async () => {
    const at = new Date('2026-11-24T20:00:00Z');
    const failing = recorded({
      [url('EUR', '2026-11-24')]: () => json('{"error":"Service Unavailable"}', 503),
    });
    await expect(ptaxProvider({ fetch: failing }).buyRate('EUR', at)).rejects.toThrow(/HTTP 503/);
    const malformed = recorded({
      [url('EUR', '2026-11-24')]: () => json('{"value":[{"cotacaoCompra":"x"}]}'),
    });
    await expect(ptaxProvider({ fetch: malformed }).buyRate('EUR', at)).rejects.toBeInstanceOf(
      QuoteUnavailable,
    );

    // A service that never answers: the call is aborted by its own time limit.
    const silent: Fetch = (_url, init) =>
      new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
    await expect(ptaxProvider({ fetch: silent, timeoutMs: 10 }).buyRate('EUR', at)).rejects.toThrow(
      /did not answer.*TimeoutError/,
    );
  });

  it('refuses a currency PTAX does not publish without calling it', async () => {
    const fetch = recorded({});
    await expect(ptaxProvider({ fetch }).buyRate('CNY', new Date())).rejects.toBeInstanceOf(QuoteUnavailable);
    expect(fetch.urls).toEqual([]);
  });
});
