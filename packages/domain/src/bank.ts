import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';

/** A bank as the Central Bank lists it in the STR participants table. */
export interface Bank {
  /** COMPE code, 3 digits. */
  code: string;
  /** ISPB, 8 digits (the first 8 digits of the institution's CNPJ). */
  ispb: string;
  shortName: string;
}

// Checked against the Bacen STR participants table bundled in @brazilian-utils 2.4 (see bank.test.ts).
export const BRAZILIAN_BANKS: readonly Bank[] = [
  { code: '001', ispb: '00000000', shortName: 'Banco do Brasil' },
  { code: '033', ispb: '90400888', shortName: 'Santander' },
  { code: '077', ispb: '00416968', shortName: 'Inter' },
  { code: '104', ispb: '00360305', shortName: 'Caixa' },
  { code: '208', ispb: '30306294', shortName: 'BTG Pactual' },
  { code: '212', ispb: '92894922', shortName: 'Original' },
  { code: '237', ispb: '60746948', shortName: 'Bradesco' },
  { code: '260', ispb: '18236120', shortName: 'Nu Pagamentos' },
  { code: '336', ispb: '31872495', shortName: 'C6' },
  { code: '341', ispb: '60701190', shortName: 'Itaú' },
  { code: '422', ispb: '58160789', shortName: 'Safra' },
  { code: '655', ispb: '59588111', shortName: 'Votorantim' },
  { code: '745', ispb: '33479023', shortName: 'Citibank' },
  { code: '748', ispb: '01181521', shortName: 'Sicredi' },
  { code: '756', ispb: '02038232', shortName: 'Sicoob' },
];

export function findBankByCode(code: string): Bank | undefined {
  return BRAZILIAN_BANKS.find((bank) => bank.code === code);
}

export function findBankByIspb(ispb: string): Bank | undefined {
  return BRAZILIAN_BANKS.find((bank) => bank.ispb === ispb);
}

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface NumberWithCheckDigit {
  number: string;
  /** A digit or `X` (upper case); null when an agency is given without one. */
  checkDigit: string | null;
}

// Agency: 4 digits (a Brazilian branch number, zeros included: `0001`; issue 24 refused `12`), optionally `-`
// and a check digit. The dash is required for the check digit, otherwise `12345` could be 1234-5 or a typo.
const AGENCY = /^(\d{4})(?:-([\dX]))?$/;
// Account: up to 20 digits and a mandatory check character (digit or X), dash optional since the last
// character is always the check digit.
const ACCOUNT = /^(\d{1,20})-?([\dX])$/;

export function parseAgency(input: string): NumberWithCheckDigit | null {
  const match = AGENCY.exec(input.trim().toUpperCase());
  return match ? { number: match[1] ?? '', checkDigit: match[2] ?? null } : null;
}

export function parseAccount(input: string): NumberWithCheckDigit | null {
  const match = ACCOUNT.exec(input.trim().toUpperCase());
  return match ? { number: match[1] ?? '', checkDigit: match[2] ?? null } : null;
}

/** `number-checkDigit`, the way both are stored and shown. */
export function formatWithCheckDigit(value: NumberWithCheckDigit): string {
  return value.checkDigit === null ? value.number : `${value.number}-${value.checkDigit}`;
}

// Custom issues carry a stable code in `params.code`; the web translates it (see errors.ts).
export const bankCodeString = z
  .string()
  .refine((v) => /^\d{3}$/.test(v), { message: 'Invalid bank.', params: { code: 'invalid_bank' } });

export const ispbString = z
  .string()
  .refine((v) => /^\d{8}$/.test(v), { message: 'Invalid bank.', params: { code: 'invalid_bank' } });

/** Output is normalised: trimmed, `X` upper case. */
export const agencyString = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => AGENCY.test(v), {
    message: FIELD_MESSAGES.invalid_agency.en,
    params: { code: 'invalid_agency' },
  });

/** Output is normalised to `number-checkDigit`. */
export const accountString = z
  .string()
  .transform((v) => parseAccount(v))
  .refine((v) => v !== null, { message: 'Invalid account.', params: { code: 'invalid_account' } })
  .transform((v) => formatWithCheckDigit(v));

export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { message: 'Invalid account type.' });

/** Beneficiary bank data of a remittance. The ISPB is optional: the COMPE code identifies the bank. */
export const bankAccountSchema = z.object({
  bankCode: bankCodeString,
  ispb: ispbString.optional(),
  agency: agencyString,
  account: accountString,
  accountType: accountTypeSchema,
});
export type BankAccount = z.output<typeof bankAccountSchema>;
