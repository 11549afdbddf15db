import { documentsList } from '@fxbo/domain';
import { csvRecords, parseCsv, pdfText } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { createDocument } from '../../../test/fixtures/documents.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';
import { listDocuments } from './service.js';

describe('GET /api/documents, its downloads and the document report', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('documents.consult', [
    'contracts.consult',
    'rde.consult',
  ]);
  /** Document id → its name in these tests. */
  const names = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    const contract = await createContract(db, a.id, { contract_number: 'EXP-CT-0002' });
    const add = async (name: string, clientId: string, values: Parameters<typeof createDocument>[2]) =>
      names.set(await createDocument(db, clientId, values), name);
    await add('D1', a.id, {
      document_type: 'import_invoice',
      number: 'INV-001',
      po_number: 'PO-111',
      reference: 'REF-1',
      process: 'PROC 2026/1',
      counterparty_name: 'Shanghai Parts Co.',
      merchandise: 'Autopeças',
      shipping_company: 'Maersk Line',
      issue_date: '2026-03-01',
      due_date: '2026-04-01',
      currency: 'USD',
      value: '2500.50',
    });
    await add('D2', a.id, {
      document_type: 'export_invoice',
      number: 'EXP-002',
      po_number: 'PO-222',
      counterparty_name: 'Hamburg Trading GmbH',
      merchandise: 'Café em grãos',
      shipping_company: 'MSC',
      issue_date: '2026-03-04',
      due_date: '2026-05-04',
      currency: 'EUR',
      value: '75000.00',
      status: 'contracted',
      contract_id: contract.id,
    });
    await add('D3', b.id, {
      document_type: 'knowledge',
      number: 'MSCU123',
      counterparty_name: 'São Paulo Exportação',
      merchandise: 'Soja em grãos',
      issue_date: '2026-03-07',
      currency: 'USD',
      value: '120.00',
      status: 'settled',
    });
    await add('D4', b.id, {
      document_type: 'di',
      number: 'DI-004',
      reference: 'REF-4',
      process: 'PROC 2026/4',
      issue_date: '2026-03-05',
      currency: null,
      value: null,
      status: 'canceled',
    });
  });

  const get = apiGet(t);
  const listed = async (query: string, agent = staff, path = '/api/documents') =>
    (await listItems(get(agent, `${path}${query}`))).map((r) => names.get(r.id));

  it('lists the documents newest issue first, with every column', async () => {
    const res = await get(staff, '/api/documents');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { id: string }) => names.get(r.id))).toEqual(['D3', 'D4', 'D2', 'D1']);
    expect(body.items[3]).toEqual({
      id: expect.any(String),
      type: 'import_invoice',
      number: 'INV-001',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      issueDate: '2026-03-01',
      dueDate: '2026-04-01',
      currency: 'USD',
      value: '2500.50',
      status: 'open',
      poNumber: 'PO-111',
      reference: 'REF-1',
      process: 'PROC 2026/1',
      counterparty: 'Shanghai Parts Co.',
      merchandise: 'Autopeças',
      shippingCompany: 'Maersk Line',
    });
    expect(body.items[1]).toMatchObject({ currency: null, value: null, dueDate: null, poNumber: null });
  });

  it.each([
    ['?type=knowledge', ['D3']],
    ['?type=di', ['D4']],
    ['?type=export_invoice', ['D2']],
    ['?number=INV-001', ['D1']],
    ['?number=INV', []],
    ['?poNumber=PO-222', ['D2']],
    ['?poNumber=PO-2', []],
    ['?reference=REF-4', ['D4']],
    ['?process=PROC%202026/1', ['D1']],
    ['?counterparty=shanghai', ['D1']],
    ['?counterparty=SAO%20PAULO', ['D3']],
    ['?counterparty=trading%20gmbh', ['D2']],
    ['?counterparty=50%25', []],
    ['?merchandise=graos', ['D3', 'D2']],
    ['?merchandise=autope%C3%A7as', ['D1']],
    ['?shippingCompany=maersk', ['D1']],
    ['?shippingCompany=msc', ['D2']],
    ['?merchandise=graos&shippingCompany=msc', ['D2']],
    ['?dueDateFrom=2026-04-01&dueDateTo=2026-04-30', ['D1']],
    ['?dueDateFrom=2026-04-02', ['D2']],
    ['?dueDateTo=2026-05-04', ['D2', 'D1']],
    ['?issueDateFrom=2026-03-04&issueDateTo=2026-03-05', ['D4', 'D2']],
    ['?currency=usd', ['D3', 'D1']],
    ['?currency=EUR', ['D2']],
    ['?valueFrom=120&valueTo=2500,50', ['D3', 'D1']],
    ['?valueFrom=2500.51', ['D2']],
    ['?valueTo=119.99', []],
    ['?status=open', ['D1']],
    ['?status=contracted', ['D2']],
    ['?status=settled', ['D3']],
    ['?status=canceled', ['D4']],
  ])('filters %s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it('filters by client; sorts documents without due date or value last', async () => {
    expect(await listed(`?clientId=${a.id}`)).toEqual(['D2', 'D1']);
    expect(await listed(`?clientId=${b.id}&status=settled`)).toEqual(['D3']);
    expect(await listed('?sort=dueDate:asc')).toEqual(['D1', 'D2', 'D3', 'D4']);
    expect(await listed('?sort=dueDate:desc')).toEqual(['D2', 'D1', 'D4', 'D3']);
    expect(await listed('?sort=value:asc')).toEqual(['D3', 'D1', 'D2', 'D4']);
    expect(await listed('?sort=value:desc')).toEqual(['D2', 'D1', 'D3', 'D4']);
    // A contains-search sorted, from the trigram index's matches.
    expect(await listed('?merchandise=graos&sort=value:asc')).toEqual(['D3', 'D2']);
  });

  it('reads many matches of a contains-search by walking the sort index, in the same order', async () => {
    const list = (query: Record<string, string>) =>
      listDocuments(t.database.db, documentsList.querySchema.parse(query), undefined, { countThreshold: 1 });
    const many = await list({ merchandise: 'grãos' });
    expect(many.totalIsEstimate).toBe(true);
    expect(many.items.map((r) => names.get(r.id))).toEqual(['D3', 'D2']);
    const sorted = await list({ merchandise: 'grãos', sort: 'value:desc', pageSize: '10' });
    expect(sorted.items.map((r) => names.get(r.id))).toEqual(['D2', 'D3']);
    const scoped = await listDocuments(
      t.database.db,
      documentsList.querySchema.parse({ merchandise: 'grãos' }),
      [a.id],
      { countThreshold: 1 },
    );
    expect(scoped.items.map((r) => names.get(r.id))).toEqual(['D2']);
  });

  it("a client user sees only its clients' documents, and not another's by its number", async () => {
    expect(await listed('', ofA)).toEqual(['D2', 'D1']);
    await expectNotFound(get(ofA, `/api/documents?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await listed('?number=MSCU123', ofA)).toEqual([]);
    expect(await listed('?merchandise=graos', ofA)).toEqual(['D2']);
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, `/api/documents/export.csv?clientId=${a.id}&status=open&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body).slice(1)).toEqual([
      [
        'Import invoice',
        'INV-001',
        'Importadora Alfa Ltda',
        '2026-03-01',
        '2026-04-01',
        'USD',
        '2500.50',
        'Open',
        'PO-111',
        'REF-1',
        'PROC 2026/1',
        'Shanghai Parts Co.',
        'Autopeças',
        'Maersk Line',
      ],
    ]);
    // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
    const pt = csvRecords((await get(staff, '/api/documents/export.csv?type=knowledge')).body, ';');
    expect(pt[1]?.slice(0, 8)).toEqual([
      'Conhecimento de embarque',
      'MSCU123',
      'Exportadora Beta S.A.',
      '07/03/2026',
      '',
      'USD',
      '120,00',
      'Liquidado',
    ]);
    const sorted = csvRecords((await get(staff, '/api/documents/export.csv?sort=value:desc')).body, ';');
    expect(sorted.slice(1).map((r) => r[1])).toEqual(['EXP-002', 'INV-001', 'MSCU123', 'DI-004']);
  });

  describe('the document report', () => {
    const period = 'issueDateFrom=2026-03-01&issueDateTo=2026-03-05';

    it('lists the documents of its period, with the list’s filters', async () => {
      expect(await listed(`?${period}`, staff, '/api/document-report')).toEqual(['D4', 'D2', 'D1']);
      expect(await listed(`?${period}&currency=USD`, staff, '/api/document-report')).toEqual(['D1']);
      expect(await listed(`?${period}`, ofA, '/api/document-report')).toEqual(['D2', 'D1']);
    });

    it('prints the period’s documents, in the client scope and the reader’s language', async () => {
      const pdf = await get(ofA, `/api/document-report/export.pdf?${period}&lang=en`);
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Document report');
      expect(text).toContain('INV-001');
      expect(text).toContain('Export invoice');
      expect(text).not.toContain('DI-004');
      expect(text).not.toContain('Exportadora Beta');

      const staffPdf = await get(staff, `/api/document-report/export.pdf?${period}`, 'pt-BR');
      expect(staffPdf.statusCode).toBe(200);
      const pt = pdfText(staffPdf.rawPayload).replace(/\s+/g, ' ');
      expect(pt).toContain('Relatório de documentos');
      expect(pt).toContain('DI-004');
      expect(pt).toContain('Cancelado');
      expect(pt).toContain('05/03/2026');
    });
  });

  it('refuses a user without documents.consult, on the list, the report and every download', async () => {
    const period = 'issueDateFrom=2026-03-01&issueDateTo=2026-03-05';
    for (const url of [
      '/api/documents',
      '/api/documents/export.csv',
      '/api/documents/export.xlsx',
      `/api/document-report?${period}`,
      `/api/document-report/export.csv?${period}`,
      `/api/document-report/export.xlsx?${period}`,
      `/api/document-report/export.pdf?${period}`,
    ])
      expect((await get(without, url)).statusCode, url).toBe(403);
  });
});
