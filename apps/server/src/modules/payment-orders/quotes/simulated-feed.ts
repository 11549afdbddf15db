import { Dec, toRateString } from '@fxbo/domain';
import { QuoteUnavailable, type MarketRate, type QuoteProvider } from './provider.js';

/*
 * A simulated market, so a server runs offline (QUOTE_PROVIDER=simulated, the default): the rate of a currency
 * at an instant is a pure function of the two, constant within a 15-second tick, so every instance of the
 * server quotes the same rate at the same instant and a test can name it. The wiggle is value noise: hashed
 * knots every few ticks joined by smoothstep, two octaves, bounded to ±AMPLITUDE around the currency's base.
 * Floats shape the noise only; it is cut to 6 places before the decimal arithmetic of the rate.
 */

/** The market moves once per tick. */
export const TICK_MS = 15_000;

/** BRL per unit, around which each currency moves. */
export const SIMULATED_BASES: Readonly<Record<string, string>> = {
  USD: '5.45',
  EUR: '5.95',
  GBP: '7.00',
  CHF: '6.50',
  CAD: '3.95',
  AUD: '3.55',
  JPY: '0.0365',
  CNY: '0.755',
};

/** The largest relative distance from the base: 1.5 %. */
export const AMPLITUDE = 0.015;

/** Slow swings (a knot every 16 ticks, 4 minutes) and small steps (a knot every 2 ticks). */
const OCTAVES = [
  { ticksPerKnot: 16, weight: 0.75 },
  { ticksPerKnot: 2, weight: 0.25 },
] as const;

/** FNV-1a, 32 bits: the same number for the same text on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The knot's value in [-1, 1]. */
const knot = (currency: string, octave: number, index: number) =>
  (hash(`${currency}:${octave}:${index}`) / 0xffffffff) * 2 - 1;

/** The noise at a tick, in [-1, 1]: each octave interpolates its two knots around the tick. */
function noise(currency: string, tick: number): number {
  return OCTAVES.reduce((sum, { ticksPerKnot, weight }, octave) => {
    const index = Math.floor(tick / ticksPerKnot);
    const t = (tick - index * ticksPerKnot) / ticksPerKnot;
    const smooth = t * t * (3 - 2 * t);
    const a = knot(currency, octave, index);
    const b = knot(currency, octave, index + 1);
    return sum + weight * (a + (b - a) * smooth);
  }, 0);
}

/** The simulated buy rate of `currency` at `at` (undefined for a currency it does not quote). */
export function simulatedRate(currency: string, at: Date): MarketRate | undefined {
  const base = SIMULATED_BASES[currency];
  if (base === undefined) return undefined;
  const tick = Math.floor(at.getTime() / TICK_MS);
  const wiggle = (noise(currency, tick) * AMPLITUDE).toFixed(6);
  return {
    rate: toRateString(new Dec(base).times(new Dec(1).plus(wiggle))),
    at: new Date(tick * TICK_MS),
  };
}

export const simulatedProvider: QuoteProvider = {
  source: 'simulated',
  quotes: (currency) => Object.hasOwn(SIMULATED_BASES, currency),
  buyRate(currency, at) {
    const quoted = simulatedRate(currency, at);
    return quoted
      ? Promise.resolve(quoted)
      : Promise.reject(new QuoteUnavailable(currency, 'the simulated market does not trade it'));
  },
};
