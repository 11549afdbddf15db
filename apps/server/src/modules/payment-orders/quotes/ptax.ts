import { Dec, toRateString, toSaoPauloDate } from '@fxbo/domain';
import { z } from 'zod';
import { QuoteUnavailable, type MarketRate, type QuoteProvider } from './provider.js';

/*
 * The Central Bank's PTAX (QUOTE_PROVIDER=ptax), from its public Olinda OData service: the day's bulletins of a
 * currency (opening, three intermediate, closing), the buy rate (cotacaoCompra) of the latest one published by
 * the instant asked, the closing one when the day has it. A day without bulletins (weekend, holiday, before the
 * 10:00 opening) walks back to the day before, a few days at most. An HTTP error, a malformed answer or a
 * timeout is QuoteUnavailable (never a stale guess).
 */

export const PTAX_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata';

/** The currencies PTAX publishes (its Moedas resource); others are refused without a call. */
export const PTAX_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD',
  'CAD',
  'CHF',
  'DKK',
  'EUR',
  'GBP',
  'JPY',
  'NOK',
  'SEK',
  'USD',
]);

const bulletinSchema = z.object({
  cotacaoCompra: z.number().positive(),
  dataHoraCotacao: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/),
  // CotacaoDolarDia publishes only the closing bulletin and names no type.
  tipoBoletim: z.string().optional(),
});
const answerSchema = z.object({ value: z.array(bulletinSchema) });
type Bulletin = z.infer<typeof bulletinSchema>;

export type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

export interface PtaxOptions {
  fetch: Fetch;
  /** Each call's limit, in ms. */
  timeoutMs?: number;
  /** How many days before the instant's date to try when a day has no bulletin. */
  daysBack?: number;
  baseUrl?: string;
  /** How long today's bulletins are reused, in ms of the instants asked (past days are final). */
  todayCacheMs?: number;
}

/** 'yyyy-MM-dd' → PTAX's 'MM-dd-yyyy'. */
const ptaxDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** The São Paulo date `days` before `iso` (calendar arithmetic, at noon UTC to stay on the date). */
function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A bulletin's São Paulo local time as an instant (Brazil keeps UTC−3 all year since 2019). */
const bulletinInstant = (b: Bulletin) => new Date(`${b.dataHoraCotacao.replace(' ', 'T')}-03:00`);

/** The URL of a currency's bulletins on one date: CotacaoDolarDia for USD, CotacaoMoedaDia for the others. */
export function ptaxUrl(baseUrl: string, currency: string, isoDate: string): string {
  const date = `@dataCotacao='${ptaxDate(isoDate)}'`;
  return currency === 'USD'
    ? `${baseUrl}/CotacaoDolarDia(dataCotacao=@dataCotacao)?${date}&$format=json`
    : `${baseUrl}/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='${currency}'&${date}&$format=json`;
}

/** The bulletin to quote from: among those published by `at`, the closing one, else the latest. */
function pick(bulletins: Bulletin[], at: Date): Bulletin | undefined {
  const published = bulletins
    .filter((b) => bulletinInstant(b).getTime() <= at.getTime())
    .sort((a, b) => bulletinInstant(a).getTime() - bulletinInstant(b).getTime());
  return published.find((b) => b.tipoBoletim?.startsWith('Fechamento')) ?? published.at(-1);
}

export function ptaxProvider(opts: PtaxOptions): QuoteProvider {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const daysBack = opts.daysBack ?? 5;
  const baseUrl = opts.baseUrl ?? PTAX_BASE_URL;
  const todayCacheMs = opts.todayCacheMs ?? 60_000;
  // The hub asks every few seconds: a past day's bulletins never change, today's are kept a minute.
  const cache = new Map<string, { bulletins: Bulletin[]; at: number; final: boolean }>();

  async function bulletinsOn(currency: string, isoDate: string, at: Date): Promise<Bulletin[]> {
    const key = `${currency}:${isoDate}`;
    const kept = cache.get(key);
    if (kept && (kept.final || Math.abs(at.getTime() - kept.at) < todayCacheMs)) return kept.bulletins;
    let answer: Response;
    try {
      answer = await opts.fetch(ptaxUrl(baseUrl, currency, isoDate), {
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new QuoteUnavailable(currency, `PTAX did not answer (${String(cause)})`, { cause });
    }
    if (!answer.ok) throw new QuoteUnavailable(currency, `PTAX answered HTTP ${answer.status}`);
    let parsed: z.infer<typeof answerSchema>;
    try {
      parsed = answerSchema.parse(await answer.json());
    } catch (cause) {
      throw new QuoteUnavailable(currency, 'PTAX answered in an unexpected shape', { cause });
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, { bulletins: parsed.value, at: at.getTime(), final: isoDate < toSaoPauloDate(at) });
    return parsed.value;
  }

  return {
    source: 'ptax',
    quotes: (currency) => PTAX_CURRENCIES.has(currency),
    async buyRate(currency: string, at: Date): Promise<MarketRate> {
      if (!PTAX_CURRENCIES.has(currency)) throw new QuoteUnavailable(currency, 'PTAX does not publish it');
      const today = toSaoPauloDate(at);
      for (let back = 0; back <= daysBack; back++) {
        const bulletin = pick(await bulletinsOn(currency, daysBefore(today, back), at), at);
        if (bulletin) {
          return {
            rate: toRateString(new Dec(String(bulletin.cotacaoCompra))),
            at: bulletinInstant(bulletin),
          };
        }
      }
      throw new QuoteUnavailable(currency, `no PTAX bulletin in the ${daysBack + 1} days to ${today}`);
    },
  };
}
