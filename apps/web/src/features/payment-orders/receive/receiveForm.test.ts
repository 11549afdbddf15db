import { receivingRequestSchema } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { issueCode } from '../../../components/forms/codeResolver';
import {
  documentIssue,
  emptyReceiveValues,
  receiveFormSchema,
  toReceivingRequest,
  type ReceiveValues,
} from './receiveForm';

const QUOTE = '7b0e3a52-1f4c-4c3e-9a51-2d6f0b8e4c11';
const filled: ReceiveValues = {
  ...emptyReceiveValues,
  payer: '  Acme Exports Inc. ',
  payerCountry: 'US',
  bindingRelationship: 'none',
  reason: 'goods_export',
  receiptValue: '3.500,00',
};
const pix: ReceiveValues = {
  ...filled,
  destination: 'pix',
  pixKeyType: 'email',
  pixKey: ' financeiro@exportadora.com.br ',
  // Left over from a first choice of a bank account: not sent.
  bankCode: '341',
  agency: '1234',
};
const account: ReceiveValues = {
  ...filled,
  destination: 'account',
  bankCode: '341',
  accountType: 'checking',
  agency: '1234',
  account: '12345-6',
  pixKey: 'left over',
};

/** The codes the form's check reports, by field. */
function codes(values: ReceiveValues, language = 'pt-BR', balance = '10000.00') {
  const result = receiveFormSchema(language, balance).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), issueCode(i)]));
}

const pdf = { name: 'invoice.pdf', size: 2_048, type: 'application/pdf' };

describe('toReceivingRequest', () => {
  it('sends a PIX key alone, the amount as the wire writes it', () => {
    expect(toReceivingRequest(pix, 'pt-BR', QUOTE)).toEqual({
      quoteId: QUOTE,
      payer: 'Acme Exports Inc.',
      payerCountry: 'US',
      bindingRelationship: 'none',
      reason: 'goods_export',
      receiptValue: '3500.00',
      pixKeyType: 'email',
      pixKey: 'financeiro@exportadora.com.br',
    });
  });

  it('sends a bank account alone, read in English too', () => {
    const request = toReceivingRequest({ ...account, receiptValue: '3,500.5' }, 'en', QUOTE);
    expect(request).toMatchObject({
      bankCode: '341',
      accountType: 'checking',
      agency: '1234',
      account: '12345-6',
    });
    expect(request.receiptValue).toBe('3500.5');
    expect(request).not.toHaveProperty('pixKey');
    // The server's schema takes it as it is.
    expect(receivingRequestSchema.parse(request).destination).toEqual({
      kind: 'account',
      bankCode: '341',
      accountType: 'checking',
      agency: { number: '1234', checkDigit: null },
      account: { number: '12345', checkDigit: '6' },
    });
  });

  it('sends no destination when none was chosen, and an unreadable amount as typed', () => {
    const request = toReceivingRequest({ ...filled, receiptValue: '12abc', pixKey: 'x' }, 'pt-BR', QUOTE);
    expect(request.receiptValue).toBe('12abc');
    expect(Object.keys(request).sort()).toEqual(
      ['bindingRelationship', 'payer', 'payerCountry', 'quoteId', 'reason', 'receiptValue'].sort(),
    );
  });
});

describe('receiveFormSchema', () => {
  it('passes a complete form with either destination', () => {
    expect(codes(pix)).toEqual({});
    expect(codes(account)).toEqual({});
  });

  it('asks for one destination when none is chosen (the spec’s one-option rule)', () => {
    expect(codes(filled)).toEqual({ destination: 'choose_one_option' });
  });

  it('names every empty field with the domain’s codes', () => {
    expect(codes({ ...emptyReceiveValues, destination: 'pix' })).toEqual({
      payer: 'field_required',
      payerCountry: 'field_required',
      bindingRelationship: 'field_required',
      reason: 'field_required',
      receiptValue: 'field_required',
      pixKeyType: 'field_required',
      pixKey: 'field_required',
    });
  });

  it('names the chosen option’s empty fields rather than the one-option rule', () => {
    expect(codes({ ...filled, destination: 'account', bankCode: '341' })).toEqual({
      accountType: 'field_required',
      agency: 'field_required',
      account: 'field_required',
    });
  });

  it('checks the destination’s own data', () => {
    expect(codes({ ...pix, pixKeyType: 'cpf', pixKey: '111.111.111-11' })).toEqual({
      pixKey: 'invalid_pix_key',
    });
    expect(codes({ ...account, account: '12.345' })).toEqual({ account: 'invalid_account' });
  });

  it('reads the amount in the UI language and keeps it within the available balance', () => {
    expect(codes({ ...pix, receiptValue: '10.000,00' })).toEqual({});
    expect(codes({ ...pix, receiptValue: '10.000,01' })).toEqual({ receiptValue: 'receipt_above_balance' });
    expect(codes({ ...pix, receiptValue: '10,000.01' }, 'en')).toEqual({
      receiptValue: 'receipt_above_balance',
    });
    expect(codes({ ...pix, receiptValue: '1.2.3' })).toEqual({ receiptValue: 'money_invalid' });
    expect(codes({ ...pix, receiptValue: '0,00' })).toEqual({ receiptValue: 'amount_positive' });
  });

  it('checks the chosen file, and leaves whether one is required to the preview', () => {
    expect(codes(pix)).toEqual({});
    const withFile = { ...pix, document: new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }) };
    expect(codes(withFile)).toEqual({});
    const empty = { ...pix, document: new File([], 'a.pdf', { type: 'application/pdf' }) };
    expect(codes(empty)).toEqual({ document: 'file_empty' });
    const text = { ...pix, document: new File(['hello'], 'notes.txt', { type: 'text/plain' }) };
    expect(codes(text)).toEqual({ document: 'file_type_invalid' });
  });
});

describe('documentIssue', () => {
  it('applies spec 9: PDF, JPEG or PNG, not empty, at most 10 MB', () => {
    expect(documentIssue(null, false)).toBeNull();
    expect(documentIssue(null, true)).toBe('document_required');
    expect(documentIssue(pdf, true)).toBeNull();
    expect(documentIssue({ name: 'scan.JPEG', size: 10, type: '' }, false)).toBeNull();
    expect(documentIssue({ name: 'photo', size: 10, type: 'image/png' }, false)).toBeNull();
    expect(documentIssue({ ...pdf, size: 0 }, false)).toBe('file_empty');
    expect(documentIssue({ name: 'sheet.xlsx', size: 10, type: '' }, false)).toBe('file_type_invalid');
    expect(documentIssue({ ...pdf, size: 10 * 1024 * 1024 }, false)).toBeNull();
    expect(documentIssue({ ...pdf, size: 10 * 1024 * 1024 + 1 }, false)).toBe('file_too_large');
  });
});
