import type { ReceivingRequest } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { receivingFormData } from './api';

const body: ReceivingRequest = {
  quoteId: '7b0e3a52-1f4c-4c3e-9a51-2d6f0b8e4c11',
  payer: 'Acme Exports Inc.',
  payerCountry: 'US',
  bindingRelationship: 'none',
  reason: 'goods_export',
  receiptValue: '3500.00',
  pixKeyType: 'email',
  pixKey: 'financeiro@alfa.example',
};

describe('receivingFormData', () => {
  it('puts the form before the file: the server checks it before reading the file', () => {
    const file = new File(['%PDF-1.7'], 'fatura.pdf', { type: 'application/pdf' });
    const form = receivingFormData(body, file);
    expect([...form.keys()]).toEqual(['data', 'document']);
    expect(JSON.parse(String(form.get('data')))).toEqual(body);
    expect((form.get('document') as File).name).toBe('fatura.pdf');
    expect([...receivingFormData(body, null).keys()]).toEqual(['data']);
  });
});
