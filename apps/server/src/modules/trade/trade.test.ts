import { csvRecords, parseCsv, pdfText, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';
import type { ContractsTable, DocumentsTable } from '../../db/schema.js';

describe('Imp/Exp: import contracts, pending exports, exchange to contract and the reports', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('trade.consult', [
    'contracts.consult',
    'documents.consult',
  ]);
  /** Record id → its name in these tests (contracts and documents alike). */
  const names = new Map<string, string>();
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    const contract = async (
      name: string,
      values: Partial<Insertable<ContractsTable>> & { client_id: string },
    ) => {
      const row = await db
        .insertInto('contracts')
        .values({
          contract_number: name,
          contract_date: '2026-03-02',
          contract_type: 'import',
          currency: 'USD',
          me_value: '1000.00',
          mn_value: '5000.00',
          rate: '5.00000000',
          counterparty_name: 'Shanghai Trading Co.',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.set(`c${row.id}`, name);
      ids.set(name, row.id);
      return row.id;
    };
    const i1 = await contract('IMP-1', {
      client_id: a.id,
      contract_date: '2026-03-01',
      me_value: '10000.50',
      liquidated_me_value: '2500.25',
      liquidation_date: '2026-04-01',
    });
    await contract('IMP-2', {
      client_id: a.id,
      contract_date: '2026-03-05',
      currency: 'EUR',
      me_value: '3000.00',
      liquidated_me_value: '3000.00',
      status: 'liquidated',
      liquidated_at: new Date('2026-03-10T15:00:00Z'),
      documentation_status: 'complete',
    });
    await contract('IMP-3', {
      client_id: a.id,
      contract_date: '2025-01-10',
      me_value: '500.00',
      status: 'canceled',
      canceled_at: new Date('2025-01-11T15:00:00Z'),
    });
    await contract('EXP-1', { client_id: a.id, contract_type: 'export', contract_date: '2026-03-03' });
    await contract('FIN-1', { client_id: a.id, contract_type: 'financial_purchase' });
    await contract('IMP-B', { client_id: b.id, contract_date: '2026-03-04' });
    await contract('EXP-B', { client_id: b.id, contract_type: 'export', contract_date: '2026-03-04' });
    await db
      .insertInto('contract_documents')
      .values([
        { contract_id: i1, kind: 'di', number: 'DI-1' },
        { contract_id: i1, kind: 'di', number: 'DI-2' },
        { contract_id: i1, kind: 'invoice', number: 'INV-1' },
        { contract_id: i1, kind: 'knowledge', number: 'BL-1' },
        { contract_id: i1, kind: 'application', number: 'AP-1' },
        { contract_id: ids.get('EXP-1') ?? '', kind: 'due', number: 'DUE-1' },
        { contract_id: ids.get('EXP-1') ?? '', kind: 're', number: 'RE-1' },
      ])
      .execute();

    const document = async (
      name: string,
      values: Partial<Insertable<DocumentsTable>> & { client_id: string },
    ) => {
      const row = await db
        .insertInto('documents')
        .values({
          number: name,
          document_type: 'export_invoice',
          issue_date: '2026-02-01',
          due_date: '2026-04-01',
          currency: 'USD',
          value: '1000.00',
          counterparty_name: 'Hamburg Import GmbH',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.set(`d${row.id}`, name);
    };
    await document('INV-A1', {
      client_id: a.id,
      due_date: '2026-04-10',
      value: '1500.10',
      po_number: 'PO-9',
    });
    await document('INV-A2', { client_id: a.id, due_date: '2026-04-05', currency: 'EUR', value: '200.00' });
    await document('INV-A3', { client_id: a.id, due_date: '2026-05-01', value: '250.40' });
    // No amount yet: pending, but nothing to contract.
    await document('INV-A4', { client_id: a.id, due_date: '2026-06-01', currency: null, value: null });
    await document('INV-B1', { client_id: b.id, due_date: '2026-04-20', value: '99999.99' });
    // Not pending: contracted, canceled, another type.
    await document('INV-C', {
      client_id: a.id,
      status: 'contracted',
      contract_id: ids.get('EXP-1') ?? null,
    });
    await document('INV-X', { client_id: a.id, status: 'canceled' });
    await document('IMPINV', { client_id: a.id, document_type: 'import_invoice' });
  });

  const get = apiGet(t);
  const listed = async (path: string, query: string, agent = staff) => {
    const kind = path.includes('report') || path.includes('contracts') ? 'c' : 'd';
    return (await listItems(get(agent, `/api/${path}${query}`))).map((r) => names.get(`${kind}${r.id}`));
  };

  describe('import contracts', () => {
    it('lists the client’s import contracts with their documents, open amount and labels', async () => {
      const res = await get(staff, `/api/import-contracts?clientId=${a.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 3, totalIsEstimate: false });
      expect(body.items.map((r: { id: string }) => names.get(`c${r.id}`))).toEqual([
        'IMP-2',
        'IMP-1',
        'IMP-3',
      ]);
      expect(body.items[1]).toEqual({
        id: ids.get('IMP-1'),
        contractNumber: 'IMP-1',
        contractDate: '2026-03-01',
        client: { id: a.id, name: 'Importadora Alfa Ltda' },
        counterparty: 'Shanghai Trading Co.',
        currency: 'USD',
        meValue: '10000.50',
        rate: '5.00000000',
        mnValue: '5000.00',
        liquidatedMeValue: '2500.25',
        openValue: '7500.25',
        status: 'open',
        documentationStatus: 'pending',
        liquidationDate: '2026-04-01',
        diCount: 2,
        reCount: 0,
        invoiceCount: 1,
        knowledgeCount: 1,
      });
      // Liquidated and canceled contracts have nothing open.
      expect(body.items[0]).toMatchObject({ openValue: '0.00', status: 'liquidated', diCount: 0 });
      expect(body.items[2]).toMatchObject({ openValue: '0.00', status: 'canceled' });
    });

    it.each([
      ['&status=open', ['IMP-1']],
      ['&status=liquidated&status=canceled', ['IMP-2', 'IMP-3']],
      ['&documentationStatus=complete', ['IMP-2']],
      ['&documentationStatus=pending', ['IMP-1', 'IMP-3']],
      ['&currency=eur', ['IMP-2']],
      ['&contractNumber=IMP-3', ['IMP-3']],
      ['&contractNumber=IMP', []],
      ['&contractNumber=EXP-1', []],
      ['&contractDateFrom=2026-03-01&contractDateTo=2026-03-04', ['IMP-1']],
      ['&contractDateTo=2025-12-31', ['IMP-3']],
      ['&sort=contractNumber:asc', ['IMP-1', 'IMP-2', 'IMP-3']],
    ])('filters %s', async (query, expected) => {
      expect(await listed('import-contracts', `?clientId=${a.id}${query}`)).toEqual(expected);
    });

    it('writes the downloads with labels in the reader’s language and decimal amounts', async () => {
      const res = await get(staff, `/api/import-contracts/export.csv?clientId=${a.id}&status=open&lang=en`);
      expect(res.statusCode).toBe(200);
      expect(parseCsv(res.body).slice(1)).toEqual([
        [
          'IMP-1',
          '2026-03-01',
          'Importadora Alfa Ltda',
          'Shanghai Trading Co.',
          'USD',
          '10000.50',
          '2500.25',
          '7500.25',
          'Open',
          'Pending',
          '2',
          '1',
          '1',
          '2026-04-01',
        ],
      ]);
      const pt = csvRecords(
        (await get(staff, `/api/import-contracts/export.csv?clientId=${a.id}&currency=EUR`)).body,
        ';',
      );
      expect(pt[1]?.slice(6, 10)).toEqual(['3000,00', '0,00', 'Liquidado', 'Completa']);
    });

    it('shows a client user its client’s import contracts', async () => {
      expect(await listed('import-contracts', `?clientId=${a.id}`, ofA)).toEqual(['IMP-2', 'IMP-1', 'IMP-3']);
    });
  });

  describe('import and export reports', () => {
    const period = 'contractDateFrom=2026-01-01&contractDateTo=2026-12-31';

    it('lists one client’s contracts of the report’s type over the period', async () => {
      expect(await listed('import-report', `?clientId=${a.id}&${period}`)).toEqual(['IMP-2', 'IMP-1']);
      expect(await listed('export-report', `?clientId=${a.id}&${period}`)).toEqual(['EXP-1']);
      expect(await listed('export-report', `?clientId=${b.id}&${period}`)).toEqual(['EXP-B']);
      expect(await listed('import-report', `?clientId=${a.id}&${period}&status=open`)).toEqual(['IMP-1']);
      const exp = (await get(staff, `/api/export-report?clientId=${a.id}&${period}`)).json();
      expect(exp.items[0]).toMatchObject({ reCount: 2, diCount: 0, openValue: '1000.00' });
    });

    it('prints the report as XLSX and PDF with the client’s rows in the reader’s language', async () => {
      const xlsx = await get(staff, `/api/import-report/export.xlsx?clientId=${a.id}&${period}&lang=en`);
      expect(xlsx.statusCode).toBe(200);
      const sheet = await xlsxSheet(xlsx.rawPayload);
      expect(xlsxCell(sheet, 'A2')).toBe('IMP-2');
      expect(xlsxCell(sheet, 'A3')).toBe('IMP-1');
      // Without the client's and the liquidated amount's columns: the open amount is F.
      expect(xlsxCell(sheet, 'F3')).toBe('7500.25');
      expect(xlsxCell(sheet, 'F1')).toBe('Open amount');
      const pdf = await get(staff, `/api/export-report/export.pdf?clientId=${a.id}&${period}&lang=en`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Export report');
      expect(text).toContain('EXP-1');
      expect(text).not.toContain('EXP-B');
      const pt = pdfText(
        (await get(staff, `/api/import-report/export.pdf?clientId=${a.id}&${period}`)).rawPayload,
      ).replace(/\s+/g, ' ');
      expect(pt).toContain('Relatório de importação');
      expect(pt).toContain('Liquidado');
    });

    it('prints amounts in the millions whole, each on one line, in both languages', async () => {
      const db = t.database.db;
      const big = await createClient(db, 'Importadora Grande S.A.');
      await db
        .insertInto('contracts')
        .values({
          client_id: big.id,
          contract_number: 'IMP-BIG',
          contract_date: '2026-06-01',
          contract_type: 'import',
          currency: 'USD',
          me_value: '1234567.89',
          mn_value: '6172839.45',
          rate: '5.00000000',
          counterparty_name: 'Shanghai Trading Co.',
        })
        .execute();
      for (const [lang, amount] of [
        ['pt-BR', 'US$ 1.234.567,89'],
        ['en', 'USD 1,234,567.89'],
      ] as const) {
        const pdf = await get(
          staff,
          `/api/import-report/export.pdf?clientId=${big.id}&${period}&lang=${lang}`,
        );
        expect(pdf.statusCode, pdf.body).toBe(200);
        const lines = pdfText(pdf.rawPayload)
          .split('\n')
          .map((line) => line.replace(/\u00a0/g, ' ').trim());
        expect(lines, lang).toContain(amount);
      }
    });
  });

  describe('pending exports and exchange to contract', () => {
    it('lists the export invoices not yet contracted, soonest due first, with decimal values', async () => {
      expect(await listed('export-pending', '')).toEqual(['INV-A2', 'INV-A1', 'INV-B1', 'INV-A3', 'INV-A4']);
      const res = (await get(staff, '/api/export-pending?pageSize=10')).json();
      expect(res.total).toBe(5);
      expect(res.items[1]).toEqual({
        id: expect.any(String),
        number: 'INV-A1',
        client: { id: a.id, name: 'Importadora Alfa Ltda' },
        counterparty: 'Hamburg Import GmbH',
        poNumber: 'PO-9',
        reference: null,
        process: null,
        issueDate: '2026-02-01',
        dueDate: '2026-04-10',
        currency: 'USD',
        value: '1500.10',
      });
    });

    it.each([
      ['export-pending', `?clientId=CLIENT_B`, ['INV-B1']],
      ['export-pending', '?currency=EUR', ['INV-A2']],
      ['export-pending', '?dueDateFrom=2026-04-06&dueDateTo=2026-04-30', ['INV-A1', 'INV-B1']],
      ['export-pending', '?valueFrom=250.40&valueTo=1500.10', ['INV-A1', 'INV-A3']],
      ['export-pending', '?sort=value:desc', ['INV-A4', 'INV-B1', 'INV-A1', 'INV-A3', 'INV-A2']],
      ['exchange-to-contract', '', ['INV-A2', 'INV-A1', 'INV-B1', 'INV-A3']],
      ['exchange-to-contract', '?clientId=CLIENT_A&currency=USD', ['INV-A1', 'INV-A3']],
      ['exchange-to-contract', '?dueDateTo=2026-04-10', ['INV-A2', 'INV-A1']],
      ['exchange-to-contract', '?sort=dueDate:desc', ['INV-A3', 'INV-B1', 'INV-A1', 'INV-A2']],
    ])('%s filters %s', async (path, query, expected) => {
      const q = query.replace('CLIENT_A', a.id).replace('CLIENT_B', b.id);
      expect(await listed(path, q)).toEqual(expected);
    });

    it('totals exchange to contract per currency in decimals, over every matching invoice', async () => {
      const all = await get(staff, '/api/exchange-to-contract/totals');
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({
        totals: [
          { currency: 'EUR', invoices: 1, total: '200.00' },
          { currency: 'USD', invoices: 3, total: '101750.49' },
        ],
      });
      const ofClient = (
        await get(staff, `/api/exchange-to-contract/totals?clientId=${a.id}&currency=USD`)
      ).json();
      expect(ofClient.totals).toEqual([{ currency: 'USD', invoices: 2, total: '1750.50' }]);
      const bad = await get(
        staff,
        '/api/exchange-to-contract/totals?dueDateFrom=2026-05-01&dueDateTo=2026-04-01',
      );
      expect(bad.statusCode).toBe(400);
    });

    it('shows a client user only its clients’ invoices and totals', async () => {
      expect(await listed('export-pending', '', ofA)).toEqual(['INV-A2', 'INV-A1', 'INV-A3', 'INV-A4']);
      const totals = (await get(ofA, '/api/exchange-to-contract/totals')).json();
      expect(totals.totals).toEqual([
        { currency: 'EUR', invoices: 1, total: '200.00' },
        { currency: 'USD', invoices: 2, total: '1750.50' },
      ]);
      // A client outside the scope is not found, as in the list (platform/list-filter-scope.test.ts).
      await expectNotFound(
        get(ofA, `/api/exchange-to-contract/totals?clientId=${b.id}`),
        'Cliente não encontrado.',
      );
      await expectNotFound(
        get(ofA, '/api/exchange-to-contract/totals?clientId=987654321'),
        'Cliente não encontrado.',
      );
    });
  });

  it('refuses a user without trade.consult on every route', async () => {
    for (const url of [
      `/api/import-contracts?clientId=${a.id}`,
      `/api/import-contracts/export.csv?clientId=${a.id}`,
      `/api/import-report/export.xlsx?clientId=${a.id}&contractDateFrom=2026-01-01&contractDateTo=2026-12-31`,
      `/api/export-report/export.pdf?clientId=${a.id}&contractDateFrom=2026-01-01&contractDateTo=2026-12-31`,
      `/api/export-report?clientId=${a.id}&contractDateFrom=2026-01-01&contractDateTo=2026-12-31`,
      '/api/export-pending',
      '/api/export-pending/export.xlsx',
      '/api/exchange-to-contract',
      '/api/exchange-to-contract/export.csv',
      '/api/exchange-to-contract/totals',
    ])
      expect((await get(without, url)).statusCode, url).toBe(403);
  });
});
