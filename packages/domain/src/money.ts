import Decimal from 'decimal.js';
import { z } from 'zod';
import { memoizeFormatter } from './intl-cache';

/**
 * Our own Decimal constructor, so that nobody's global settings change our results. 40 significant digits
 * hold the exact product of a numeric(18,2) amount and a numeric(18,8) rate (at most 36 digits), so a result
 * is rounded once, at the end. The default Decimal precision (20) would round the product first and can be a
 * cent off (see money.test.ts).
 *
 * Rounding is ROUND_HALF_UP, which decimal.js defines as "half away from zero" (1.005 → 1.01,
 * −1.005 → −1.01): the rule FX contracts and the Central Bank's reports use, not banker's rounding.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = Decimal;

/** A decimal string with 2 places on the wire, e.g. "1234.56" (numeric(18,2)). */
export type Money = string;
/** A decimal string with 8 places on the wire, e.g. "5.12345678" (numeric(18,8)). */
export type Rate = string;
/** Anything we accept as a decimal: strings or Decimals, never JS numbers (binary floating point). */
export type DecimalInput = string | Decimal;

export const MONEY_SCALE = 2;
export const RATE_SCALE = 8;

// numeric(18,2): at most 16 integer digits; numeric(18,8): at most 10. Plain notation only, so "1e5" or
// "0x10" never reach the database.
const MONEY_PATTERN = /^-?\d{1,16}(\.\d{1,2})?$/;
const RATE_PATTERN = /^\d{1,10}(\.\d{1,8})?$/;

/** An amount as sent by clients: up to 16 integer digits and 2 decimals, optional minus sign. */
export const moneyString = z
  .string()
  .regex(MONEY_PATTERN, 'Must be a decimal amount with up to 16 integer digits and 2 decimal places.');

/**
 * True for a well-formed amount above zero. Refinements run even after the pattern failed (zod keeps checking),
 * so they must not hand decimal.js a malformed string: it throws, and a thrown error is a 500.
 */
export function isPositiveMoney(value: string): boolean {
  return MONEY_PATTERN.test(value) && new Dec(value).gt(0);
}

/** An amount that must be greater than zero (values typed into forms). */
export const positiveMoneyString = moneyString.refine(isPositiveMoney, {
  message: 'Must be greater than zero.',
  params: { code: 'not_positive' },
});

/** An amount that may be zero but never negative (a fee): what a `check (x >= 0)` column holds. */
export const nonNegativeMoneyString = moneyString.refine(
  (value) => !MONEY_PATTERN.test(value) || !value.startsWith('-') || new Dec(value).isZero(),
  { message: 'The amount cannot be negative.', params: { code: 'amount_negative' } },
);

/** A rate: unsigned, up to 10 integer digits and 8 decimals. */
export const rateString = z
  .string()
  .regex(RATE_PATTERN, 'Must be a decimal rate with up to 10 integer digits and 8 decimal places.');

function parseWith(pattern: RegExp, what: string, value: string): Decimal {
  if (!pattern.test(value)) throw new RangeError(`Invalid ${what}: ${JSON.stringify(value)}`);
  return new Dec(value);
}

/** Parses a wire amount (see moneyString); throws RangeError on anything else. */
export function parseMoney(value: string): Decimal {
  return parseWith(MONEY_PATTERN, 'amount', value);
}

/** Parses a wire rate (see rateString); throws RangeError on anything else. */
export function parseRate(value: string): Decimal {
  return parseWith(RATE_PATTERN, 'rate', value);
}

function toFixedString(value: DecimalInput, places: number): string {
  const rounded = new Dec(value).toDecimalPlaces(places, Dec.ROUND_HALF_UP);
  // Avoid "-0.00" when a tiny negative rounds to zero.
  return (rounded.isZero() ? new Dec(0) : rounded).toFixed(places);
}

/** Rounds half-up to cents: "1234.5" → "1234.50", "0.005" → "0.01". */
export function toMoneyString(value: DecimalInput): Money {
  return toFixedString(value, MONEY_SCALE);
}

/** Rounds half-up to 8 places. */
export function toRateString(value: DecimalInput): Rate {
  return toFixedString(value, RATE_SCALE);
}

/** Exact sum, rounded to cents once at the end. */
export function sumMoney(values: readonly DecimalInput[]): Money {
  return toMoneyString(values.reduce<Decimal>((total, v) => total.plus(v), new Dec(0)));
}

/** Foreign-currency (ME) amount × rate = local-currency (MN) amount in reais, rounded half-up to cents. */
export function meToMn(me: DecimalInput, rate: DecimalInput): Money {
  return toMoneyString(new Dec(me).times(rate));
}

/**
 * VET (valor efetivo total, required by the Central Bank's FX rules): the effective rate the client pays, in
 * reais per unit of foreign currency, including the rate, fees and taxes (IOF): total MN ÷ ME, 8 places.
 */
export function vet(mnTotalIncludingFeesAndTaxes: DecimalInput, me: DecimalInput): Rate {
  const foreign = new Dec(me);
  if (foreign.isZero()) throw new RangeError('VET is undefined for a zero foreign-currency amount');
  return toRateString(new Dec(mnTotalIncludingFeesAndTaxes).dividedBy(foreign));
}

/** Spec: "document upload required above USD 3,000.00". */
export const DOCUMENT_UPLOAD_THRESHOLD_USD: Money = '3000.00';

/** True strictly above USD 3,000.00 (3,000.00 itself needs no document). */
export function requiresDocumentUpload(amountUsd: DecimalInput): boolean {
  return new Dec(amountUsd).gt(DOCUMENT_UPLOAD_THRESHOLD_USD);
}

export type MoneyLocale = 'pt-BR' | 'en';

const formatter = memoizeFormatter(
  (locale: MoneyLocale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/**
 * "R$ 1.234,56" in pt-BR and "BRL 1,234.56" in English: English shows the ISO code, because "R$" or "$"
 * alone is ambiguous for an English reader in a multi-currency screen. Intl puts a no-break space (U+00A0)
 * between symbol and number. Always 2 places, as stored, even for currencies like JPY. The value is rounded
 * with decimal.js first and handed to Intl as a string, which Intl formats exactly (no float conversion).
 */
export function formatMoney(value: DecimalInput, currency: string, locale: MoneyLocale): string {
  const amount = toMoneyString(value) as `${number}`;
  return formatter(locale, {
    style: 'currency',
    currency,
    currencyDisplay: locale === 'en' ? 'code' : 'symbol',
    minimumFractionDigits: MONEY_SCALE,
    maximumFractionDigits: MONEY_SCALE,
  }).format(amount);
}

/** A rate with its 8 places and the locale's separators: "5,12345678" (pt-BR), "5.12345678" (en). */
export function formatRate(value: DecimalInput, locale: MoneyLocale): string {
  const rate = toRateString(value) as `${number}`;
  return formatter(locale, { minimumFractionDigits: RATE_SCALE, maximumFractionDigits: RATE_SCALE }).format(
    rate,
  );
}
