// Subpath imports keep the web bundle small: the package root is one 650 kB module.
import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { randomChar, type Rng } from '../random';

// IN RFB 2.229/2024: since July 2026 the first 12 positions may hold A-Z as well as digits; the two
// check digits stay numeric. Numeric CNPJs remain valid and are a subset of this format.
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Removes the mask (dots, slash, dash, whitespace) and upper-cases, so `12.abc.345/01de-35` → `12ABC34501DE35`. */
export function stripCnpj(input: string): string {
  return input.replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * True for a numeric or alphanumeric CNPJ with correct check digits, masked or not, any case. The checksum
 * is delegated to @brazilian-utils (its `version: 2` mode implements the Receita's alphanumeric rule).
 * A base of one repeated character (00000000000000, 11111111111111…) is rejected: such numbers pass the
 * checksum but are never issued. The library does this only for numeric input, so it is done here.
 */
export function isValidCnpj(input: string): boolean {
  const value = stripCnpj(input);
  return CNPJ_SHAPE.test(value) && !/^(.)\1{11}/.test(value) && libIsValidCnpj(value, { version: 2 });
}

/** `AA.AAA.AAA/AAAA-DD`. A value that is not 14 valid characters once stripped is returned unchanged. */
export function formatCnpj(input: string): string {
  const v = stripCnpj(input);
  if (!CNPJ_SHAPE.test(v)) return input;
  return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
}

/**
 * Modulo 11 over the characters' values (ASCII code − 48, so '0'..'9' → 0..9 and 'A'..'Z' → 17..42), with
 * weights 2..9 cycling from the right; a remainder below 2 gives 0.
 */
function checkDigit(chars: string): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const weight = ((chars.length - 1 - i) % 8) + 2;
    sum += (chars.charCodeAt(i) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base (numeric or alphanumeric, upper case). */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has exactly 12 characters 0-9 or A-Z');
  const first = checkDigit(base);
  return `${first}${checkDigit(base + first)}`;
}

/**
 * A valid unmasked CNPJ drawn from `rng`. Numeric ones get branch 0001 (the head office, as most real
 * ones have); alphanumeric ones draw all 12 base characters and always contain at least one letter.
 */
export function generateCnpj(rng: Rng, options: { alphanumeric?: boolean } = {}): string {
  for (;;) {
    let base = '';
    if (options.alphanumeric) {
      for (let i = 0; i < 12; i++) base += randomChar(rng, ALPHANUMERIC);
      if (!/[A-Z]/.test(base)) continue;
    } else {
      for (let i = 0; i < 8; i++) base += randomChar(rng, '0123456789');
      base += '0001';
    }
    if (!/^(.)\1{7}/.test(base)) return base + cnpjCheckDigits(base);
  }
}
