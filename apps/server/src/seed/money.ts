import type { Prng } from './random.js';
import { FIRST_DAY, REFERENCE_DAY, isBusinessDay } from './time.js';

/*
 * Money and rates for the demo data, in exact integer arithmetic (the hot loops cannot afford decimal.js and
 * must not use floating point for money): amounts are integer cents, rates integer millionths (1e-6).
 * Products stay below 2^53 for every amount the seed draws (≤ 3·10^10 cents × ≤ 10^7).
 *
 * Pricing rules (documented once, used everywhere):
 *  - Commercial rate: a daily series per currency (BRL per 1 unit; JPY too, e.g. 0.036200 = R$ 3,62 per
 *    100 JPY), moving only on business days, mean-reverting inside a plausible band.
 *  - Inbound remittance: the broker buys the currency at `rate = commercial × (1 − spread)`, spread set per
 *    shipper (0.6 %–1.8 %). gross = round2(ME × rate); IOF = round2(gross × 0.38 %) (IOF-câmbio on inbound
 *    transfers); mn_value = gross − IOF, the BRL credited to the beneficiary. vet_rate = mn_value / ME
 *    (8 decimals): the effective rate the beneficiary got, all costs included.
 *  - Payment-order receiving: the same, plus a fixed BRL operation fee taken from the BRL:
 *    value_to_receive = round2(ME × rate) − IOF − fee; vet_rate = value_to_receive / ME.
 *  - Contracts: rate = commercial × (1 + spread) for sales (import, financial sale) and × (1 − spread) for
 *    purchases (export, financial purchase), spread 0.1 %–0.6 %; mn_value = round2(ME × rate).
 */

export const IOF_INBOUND_BPS = 38; // 0.38 % in basis points

export interface CurrencyProfile {
  code: string;
  /** Band of the commercial rate, BRL per unit. */
  low: number;
  high: number;
  /** Decimals of the commercial rate as quoted. */
  quoteDecimals: number;
  /** Minor units (0 for JPY: amounts are whole). */
  decimals: number;
}

export const CURRENCY_PROFILES: Record<string, CurrencyProfile> = {
  USD: { code: 'USD', low: 5.3, high: 5.6, quoteDecimals: 4, decimals: 2 },
  EUR: { code: 'EUR', low: 5.8, high: 6.2, quoteDecimals: 4, decimals: 2 },
  GBP: { code: 'GBP', low: 6.8, high: 7.2, quoteDecimals: 4, decimals: 2 },
  CAD: { code: 'CAD', low: 3.8, high: 4.05, quoteDecimals: 4, decimals: 2 },
  CHF: { code: 'CHF', low: 6.3, high: 6.7, quoteDecimals: 4, decimals: 2 },
  AUD: { code: 'AUD', low: 3.45, high: 3.7, quoteDecimals: 4, decimals: 2 },
  JPY: { code: 'JPY', low: 0.035, high: 0.0375, quoteDecimals: 6, decimals: 0 },
  CNY: { code: 'CNY', low: 0.73, high: 0.78, quoteDecimals: 5, decimals: 2 },
};

/** Daily commercial rates in millionths, per currency, indexed by epoch day − `start`. */
export class RateBook {
  readonly start: number;
  private readonly series = new Map<string, Int32Array>();

  constructor(rng: Prng, start = FIRST_DAY - 800, end = REFERENCE_DAY + 800) {
    this.start = start;
    for (const p of Object.values(CURRENCY_PROFILES)) {
      const arr = new Int32Array(end - start + 1);
      const mid = (p.low + p.high) / 2;
      const span = p.high - p.low;
      let x = mid + (rng.next() - 0.5) * span * 0.5;
      const step = 10 ** (6 - p.quoteDecimals);
      for (let d = start; d <= end; d++) {
        if (isBusinessDay(d)) {
          x += 0.04 * (mid - x) + span * 0.035 * rng.normal();
          if (x < p.low) x = p.low + (p.low - x) * 0.5;
          if (x > p.high) x = p.high - (x - p.high) * 0.5;
        }
        arr[d - start] = Math.round((x * 1e6) / step) * step;
      }
      this.series.set(p.code, arr);
    }
  }

  /** Commercial rate of `currency` on `day`, in millionths. */
  rate(currency: string, day: number): number {
    const s = this.series.get(currency);
    if (!s) throw new Error(`no rate series for ${currency}`);
    const i = Math.min(Math.max(day - this.start, 0), s.length - 1);
    return s[i] as number;
  }
}

/** round(a × b / 10^6) for non-negative integers, exact while a × b < 2^53. */
export function mulRate(cents: number, rate6: number): number {
  const p = cents * rate6;
  const q = Math.floor(p / 1e6);
  return p - q * 1e6 >= 500_000 ? q + 1 : q;
}

/** rate × (1 ± bps / 10^4), in millionths. */
export function applySpread(rate6: number, bps: number): number {
  return Math.round((rate6 * (10_000 + bps)) / 10_000);
}

/** round(cents × bps / 10^4): a percentage of an amount, half up. */
export function percentOf(cents: number, bps: number): number {
  const p = cents * bps;
  const q = Math.floor(p / 10_000);
  return p - q * 10_000 >= 5_000 ? q + 1 : q;
}

/** numerator / denominator with 8 decimals, half up, as numeric text (BigInt: the quotient needs it). */
export function ratio8(numeratorCents: number, denominatorCents: number): string {
  const n = BigInt(numeratorCents) * 100_000_000n;
  const d = BigInt(denominatorCents);
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  const s = q.toString().padStart(9, '0');
  return `${s.slice(0, -8)}.${s.slice(-8)}`;
}

/** Integer cents as numeric text: -1234 → '-12.34'. */
export function money(cents: number): string {
  const neg = cents < 0;
  const c = neg ? -cents : cents;
  const units = Math.floor(c / 100);
  const rest = c - units * 100;
  return `${neg ? '-' : ''}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** A rate in millionths as numeric text: 5432100 → '5.432100'. */
export function rate(rate6: number): string {
  const units = Math.floor(rate6 / 1e6);
  const rest = rate6 - units * 1e6;
  return `${units}.${String(rest).padStart(6, '0')}`;
}

/**
 * An amount in `currency` worth about `usd` US dollars, in cents, rounded the way people send money:
 * whole units, often to tens or hundreds. Zero-decimal currencies (JPY) come out in whole units too.
 */
export function amountLike(rng: Prng, usd: number, currency: string, rates: RateBook, day: number): number {
  const usdRate = rates.rate('USD', day);
  const curRate = rates.rate(currency, day);
  let units = (usd * usdRate) / curRate;
  const r = rng.next();
  const mag = units >= 10_000 ? 100 : units >= 1_000 ? 10 : 1;
  if (r < 0.35) units = Math.max(mag * 10, Math.round(units / (mag * 10)) * mag * 10);
  else if (r < 0.6) units = Math.max(mag, Math.round(units / mag) * mag);
  else if (CURRENCY_PROFILES[currency]?.decimals === 0) units = Math.max(1, Math.round(units));
  else return Math.max(100, Math.round(units * 100));
  return Math.round(units) * 100;
}
