import { randomInt } from 'node:crypto';

// Valid, random Brazilian documents for test data, so that parallel runs never collide on a unique tax id.

/** Check digits of Receita Federal documents: modulo 11 with the given weights. */
function mod11(digits: string, weights: number[]): number {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** `n` random digits, never all the same (a repeated digit is no valid CPF or CNPJ). */
export function randomDigits(n: number): string {
  let s = '';
  while (s.length < n) s += String(randomInt(10));
  return /^(\d)\1+$/.test(s) ? randomDigits(n) : s;
}

export function newCpf(): string {
  const base = randomDigits(9);
  const d1 = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(`${base}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
}

/** A headquarters (0001) CNPJ. */
export function newCnpj(): string {
  const base = `${randomDigits(8)}0001`;
  const d1 = mod11(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
}

export const maskCpf = (v: string) => `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`;

export const maskCnpj = (v: string) =>
  `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
