import { z } from 'zod';
import { formatCnpj, isValidCnpj, stripCnpj } from './cnpj';
import { formatCpf, isValidCpf } from './cpf';

export type TaxIdKind = 'cpf' | 'cnpj';
export interface TaxId {
  kind: TaxIdKind;
  /** Unmasked, upper case: 11 digits for a CPF, 14 characters for a CNPJ. */
  value: string;
}

/**
 * Reads a "CPF/CNPJ" field: 11 characters once unmasked is a CPF, 14 is a CNPJ (numeric or alphanumeric).
 * Returns null for anything else or a wrong check digit.
 */
export function parseTaxId(input: string): TaxId | null {
  const value = stripCnpj(input);
  if (value.length === 11) return isValidCpf(value) ? { kind: 'cpf', value } : null;
  if (value.length === 14) return isValidCnpj(value) ? { kind: 'cnpj', value } : null;
  return null;
}

/** The masked form of a parsed tax id. */
export function formatTaxId(taxId: TaxId): string {
  return taxId.kind === 'cpf' ? formatCpf(taxId.value) : formatCnpj(taxId.value);
}

/** A "CPF/CNPJ" field, masked or not; the output is the unmasked upper-case value. */
export const taxIdString = z
  .string()
  .trim()
  .refine((v) => parseTaxId(v) !== null, { message: 'Invalid CPF/CNPJ.' })
  .transform((v) => stripCnpj(v));
