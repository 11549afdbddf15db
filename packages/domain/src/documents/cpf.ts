// Subpath imports keep the web bundle small: the package root is one 650 kB module.
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { randomChar, type Rng } from '../random';

const CPF_DIGITS = /^\d{11}$/;

/** Removes the usual mask characters (dots, dash, whitespace). Anything else stays, so it fails validation. */
export function stripCpf(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/**
 * True for a well-formed CPF with correct check digits, masked or not. Repeated-digit numbers such as
 * 111.111.111-11 pass the checksum but are never issued, and are rejected (the library does that).
 */
export function isValidCpf(input: string): boolean {
  const digits = stripCpf(input);
  return CPF_DIGITS.test(digits) && libIsValidCpf(digits);
}

/** `000.000.000-00`. A value that is not 11 digits once stripped is returned unchanged rather than mangled. */
export function formatCpf(input: string): string {
  const digits = stripCpf(input);
  if (!CPF_DIGITS.test(digits)) return input;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** Modulo-11 check digit over `digits` with weights counting down to 2 from the right (Receita Federal rule). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has exactly 9 digits');
  const first = checkDigit(base);
  return `${first}${checkDigit(base + first)}`;
}

/** A valid unmasked CPF drawn from `rng` (deterministic for a seeded source). */
export function generateCpf(rng: Rng): string {
  for (;;) {
    let base = '';
    for (let i = 0; i < 9; i++) base += randomChar(rng, '0123456789');
    if (!/^(\d)\1{8}$/.test(base)) return base + cpfCheckDigits(base);
  }
}
