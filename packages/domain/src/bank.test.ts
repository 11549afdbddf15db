import { getBankByCode } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_BANKS,
  bankAccountSchema,
  findBankByCode,
  findBankByIspb,
  parseAccount,
  parseAgency,
} from './bank';

describe('BRAZILIAN_BANKS', () => {
  it.each(BRAZILIAN_BANKS.map((bank) => [bank.code, bank.shortName, bank.ispb] as const))(
    '%s %s has the ISPB of the Bacen STR table',
    (code, _name, ispb) => expect(getBankByCode(code)?.ispb).toBe(ispb),
  );

  it('has unique codes and ISPBs', () => {
    expect(new Set(BRAZILIAN_BANKS.map((b) => b.code)).size).toBe(BRAZILIAN_BANKS.length);
    expect(new Set(BRAZILIAN_BANKS.map((b) => b.ispb)).size).toBe(BRAZILIAN_BANKS.length);
  });

  it('looks banks up by code and ISPB', () => {
    expect(findBankByCode('341')?.shortName).toBe('Itaú');
    expect(findBankByIspb('00360305')?.code).toBe('104');
    expect(findBankByCode('999')).toBeUndefined();
  });
});

describe('parseAgency', () => {
  it.each([
    ['0001', { number: '0001', checkDigit: null }],
    ['1234-5', { number: '1234', checkDigit: '5' }],
    [' 1584-x ', { number: '1584', checkDigit: 'X' }],
  ])('%j', (input, expected) => expect(parseAgency(input)).toEqual(expected));

  it.each(['', '1', '12', '123', '12-3', '12345', '12a4', '1234-', '1234-55', '1234-Y'])(
    'rejects %j',
    (input) => expect(parseAgency(input)).toBeNull(),
  );
});

describe('parseAccount', () => {
  it.each([
    ['00210169-6', { number: '00210169', checkDigit: '6' }],
    ['002101696', { number: '00210169', checkDigit: '6' }],
    ['12345-x', { number: '12345', checkDigit: 'X' }],
    [`${'1'.repeat(20)}-0`, { number: '1'.repeat(20), checkDigit: '0' }],
  ])('%j', (input, expected) => expect(parseAccount(input)).toEqual(expected));

  it.each(['', '1', '-1', `${'1'.repeat(21)}-0`, '1234-P', '12.345-6', '1234-56x'])('rejects %j', (input) =>
    expect(parseAccount(input)).toBeNull(),
  );
});

describe('bankAccountSchema', () => {
  it('accepts and normalises valid data', () => {
    expect(
      bankAccountSchema.parse({
        bankCode: '001',
        agency: '1584-x',
        account: '002101696',
        accountType: 'checking',
      }),
    ).toEqual({ bankCode: '001', agency: '1584-X', account: '00210169-6', accountType: 'checking' });
  });

  it('reports each invalid field with its code', () => {
    const result = bankAccountSchema.safeParse({
      bankCode: '1',
      ispb: '123',
      agency: '12345',
      account: 'abc',
      accountType: 'current',
    });
    const byPath = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [
        i.path.join('.'),
        (i as { params?: { code?: string } }).params?.code ?? i.code,
      ]),
    );
    expect(byPath).toEqual({
      bankCode: 'invalid_bank',
      ispb: 'invalid_bank',
      agency: 'invalid_agency',
      account: 'invalid_account',
      accountType: 'invalid_value',
    });
  });
});
