import { describe, expect, it } from 'vitest';
import { fieldMessageFor } from '../field-messages';
import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  documentDetailSchema,
  documentReport,
  documentsList,
} from './documents';

describe('document labels', () => {
  it('labels each of the 14 types and the 4 statuses in both languages, none alike', () => {
    expect(DOCUMENT_TYPES).toHaveLength(14);
    for (const labels of [DOCUMENT_TYPE_LABELS, DOCUMENT_STATUS_LABELS]) {
      const pt = Object.values(labels).map((v) => v['pt-BR']);
      const en = Object.values(labels).map((v) => v.en);
      expect(new Set(pt).size).toBe(pt.length);
      expect(new Set(en).size).toBe(en.length);
      for (const label of Object.values(labels)) {
        expect(label['pt-BR'].trim()).not.toBe('');
        expect(label.en.trim()).not.toBe('');
      }
    }
    expect(Object.keys(DOCUMENT_TYPE_LABELS)).toEqual([...DOCUMENT_TYPES]);
    expect(Object.keys(DOCUMENT_STATUS_LABELS)).toEqual([...DOCUMENT_STATUSES]);
    expect(DOCUMENT_TYPE_LABELS.import_invoice).toEqual({
      'pt-BR': 'Fatura de importação',
      en: 'Import invoice',
    });
    expect(DOCUMENT_TYPE_LABELS.knowledge).toEqual({
      'pt-BR': 'Conhecimento de embarque',
      en: 'Bill of lading',
    });
    expect(DOCUMENT_TYPE_LABELS.ied.en).toBe('SCE-IED (foreign direct investment)');
    expect(DOCUMENT_TYPE_LABELS.rof['pt-BR']).toBe('SCE-Crédito (ROF)');
    expect(DOCUMENT_STATUS_LABELS.open).toEqual({ 'pt-BR': 'Em aberto', en: 'Open' });
  });
});

describe('documentsList', () => {
  it('reads every filter, the currency upper-case, and sorts newest issue first', () => {
    expect(
      documentsList.querySchema.parse({
        type: 'di',
        number: ' DI-1 ',
        poNumber: 'PO-1',
        reference: 'REF-1',
        process: 'PROC 1',
        clientId: '7',
        counterparty: 'Shanghai',
        merchandise: 'soja',
        shippingCompany: 'maersk',
        dueDateFrom: '2026-03-01',
        dueDateTo: '2026-03-31',
        currency: 'usd',
        valueFrom: '10,50',
        valueTo: '20000',
        status: 'open',
      }),
    ).toMatchObject({
      type: 'di',
      number: 'DI-1',
      currency: 'USD',
      valueFrom: '10.50',
      status: 'open',
      sort: 'issueDate:desc',
    });
  });

  it.each([
    [{ type: 'invoice' }],
    [{ status: 'paid' }],
    [{ dueDateFrom: '2026-03-02', dueDateTo: '2026-03-01' }],
    [{ valueFrom: '100', valueTo: '99.99' }],
    [{ counterparty: 'ab' }],
    [{ sort: 'number:asc' }],
    [{ poNumber: 'x'.repeat(61) }],
  ])('refuses %j', (query) => {
    expect(documentsList.querySchema.safeParse(query).success).toBe(false);
  });
});

describe('documentReport', () => {
  it('requires the issue period, of at most a year, with the spec messages', () => {
    const missing = documentReport.querySchema.safeParse({});
    expect(missing.success).toBe(false);
    const codes = missing.error?.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { code?: string } }).params?.code,
    ]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['issueDateFrom', 'period_required'],
        ['issueDateTo', 'period_required'],
      ]),
    );
    expect(fieldMessageFor('period_required', 'en')).toBe('Please give the period.');
    expect(
      documentReport.querySchema.safeParse({ issueDateFrom: '2025-01-01', issueDateTo: '2026-01-02' })
        .success,
    ).toBe(false);
    expect(
      documentReport.querySchema.safeParse({ issueDateFrom: '2025-01-01', issueDateTo: '2025-12-31' })
        .success,
    ).toBe(true);
    expect(documentReport.exportQuerySchema.safeParse({ issueDateFrom: '2025-01-01' }).success).toBe(false);
    expect(documentReport.pdf?.title.en).toBe('Document report');
  });
});

describe('documentDetailSchema', () => {
  it('takes a document without value, contract, pendencies or file', () => {
    expect(
      documentDetailSchema.safeParse({
        id: '1',
        type: 'knowledge',
        number: 'MSCU1',
        client: { id: '1', name: 'A' },
        issueDate: '2026-03-01',
        dueDate: null,
        currency: null,
        value: null,
        status: 'open',
        poNumber: null,
        reference: null,
        process: null,
        counterparty: null,
        merchandise: null,
        shippingCompany: null,
        notes: null,
        contract: null,
        pendencies: [],
        file: null,
        createdBy: null,
        createdAt: '2026-03-01T12:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});
