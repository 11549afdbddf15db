import { quotationsList } from '@fxbo/domain';
import { csvRecords, parseCsv } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createBank, createGroup, createQuotation } from '../../../test/fixtures/quotations.js';
import { expectListTableSizeUnfiltered } from '../../../test/estimated-total.js';
import {
  apiGet,
  expectForbidden,
  expectNotFound,
  listAndDownloads,
  listItems,
} from '../../../test/requests.js';
import { listQuotations } from './service.js';

describe('GET /api/quotations and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('quotations.consult', [
    'contracts.consult',
    'contracts.print',
  ]);
  let c: ClientFixture;
  let groupId: string;
  let bankX: { id: string; code: string };
  /** Quotation id → its name in these tests. */
  const names = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    groupId = await createGroup(db, 'Grupo Ômega');
    c = await createClient(db, 'Comercial Gama Ltda');
    await db.updateTable('clients').set({ group_id: groupId }).where('id', 'in', [a.id, c.id]).execute();
    bankX = await createBank(db, 'Banco Xis de Investimento S.A.');
    const bankY = await createBank(db, 'Banco Ypsilon S.A.');
    const add = async (name: string, values: Parameters<typeof createQuotation>[1]) =>
      names.set(await createQuotation(db, values), name);
    await add('Q1', {
      client_id: a.id,
      quotation_date: '2026-03-01',
      quoted_amount: '2500.50',
      winning_rate: '5.12345678',
      winning_bank_id: bankX.id,
      status: 'closed',
    });
    await add('Q2', {
      group_id: groupId,
      quotation_date: '2026-03-04',
      quotation_type: 'sale',
      currency: 'EUR',
      quoted_amount: '75000.00',
      winning_rate: '6.10000000',
      winning_bank_id: bankY.id,
      status: 'closed',
    });
    await add('Q3', { client_id: b.id, quotation_date: '2026-03-07', quoted_amount: '120.00' });
    await add('Q4', {
      client_id: c.id,
      quotation_date: '2026-03-05',
      quotation_type: 'sale',
      quoted_amount: '300.00',
      status: 'canceled',
    });
  });

  const get = apiGet(t);
  const listed = async (query: string, agent = staff) =>
    (await listItems(get(agent, `/api/quotations${query}`))).map((r) => names.get(r.id));

  it('lists the quotations newest first, with every column of spec 3', async () => {
    const res = await get(staff, '/api/quotations');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { id: string }) => names.get(r.id))).toEqual(['Q3', 'Q4', 'Q2', 'Q1']);
    expect(body.items[3]).toEqual({
      id: expect.any(String),
      quotationDate: '2026-03-01',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      group: { id: groupId, name: 'Grupo Ômega' },
      byGroup: false,
      quotationType: 'purchase',
      currency: 'USD',
      winningRate: '5.12345678',
      quotedAmount: '2500.50',
      bank: { id: bankX.id, code: bankX.code, name: 'Banco Xis de Investimento S.A.' },
      status: 'closed',
    });
    expect(body.items[2]).toMatchObject({
      client: null,
      group: { id: groupId, name: 'Grupo Ômega' },
      byGroup: true,
      quotationType: 'sale',
      currency: 'EUR',
    });
    expect(body.items[0]).toMatchObject({ group: null, winningRate: null, bank: null, status: 'open' });
  });

  it.each([
    ['?quotationType=sale', ['Q4', 'Q2']],
    ['?currency=eur', ['Q2']],
    ['?status=open', ['Q3']],
    ['?status=closed&status=canceled', ['Q4', 'Q2', 'Q1']],
    ['?quotationDateFrom=2026-03-04&quotationDateTo=2026-03-05', ['Q4', 'Q2']],
    ['?quotationDateFrom=2026-03-04&quotationDateTo=2026-03-04', ['Q2']],
    ['?quotationDateFrom=2026-03-06', ['Q3']],
    ['?quotationDateTo=2026-03-01', ['Q1']],
    ['?winningRateFrom=5.5', ['Q2']],
    ['?winningRateFrom=5&winningRateTo=5,2', ['Q1']],
    ['?quotedAmountFrom=120&quotedAmountTo=2500.50', ['Q3', 'Q4', 'Q1']],
    ['?quotedAmountFrom=2500,51', ['Q2']],
  ])('filters %s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it('filters by bank, by client (its own quotations and its group’s); sorts rates with no rate last', async () => {
    expect(await listed(`?bankCode=${bankX.code}`)).toEqual(['Q1']);
    expect(await listed(`?clientId=${a.id}`)).toEqual(['Q2', 'Q1']);
    expect(await listed(`?clientId=${c.id}`)).toEqual(['Q4', 'Q2']);
    expect(await listed(`?clientId=${b.id}`)).toEqual(['Q3']);
    expect(await listed('?sort=winningRate:asc&status=closed')).toEqual(['Q1', 'Q2']);
    // Q3 (open) and Q4 (canceled) have no rate: last in both directions.
    expect(await listed('?sort=winningRate:asc')).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(await listed('?sort=winningRate:desc')).toEqual(['Q2', 'Q1', 'Q4', 'Q3']);
  });

  it("a client user sees its clients' quotations and their groups'; another client of the group is not found", async () => {
    expect(await listed('', ofA)).toEqual(['Q2', 'Q1']);
    // Another client, even of the same group, is outside the scope: not found (its group's quotation is listed
    // without the filter).
    for (const other of [b, c])
      await expectNotFound(get(ofA, `/api/quotations?clientId=${other.id}`), 'Cliente não encontrado.');
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, '/api/quotations/export.csv?currency=EUR&lang=en');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '2026-03-04',
      'Grupo Ômega',
      'Sale',
      'EUR',
      '6.10000000',
      '75000.00',
      expect.stringContaining('Banco Ypsilon S.A.'),
      'Closed',
    ]);
    // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
    const pt = csvRecords((await get(staff, `/api/quotations/export.csv?bankCode=${bankX.code}`)).body, ';');
    expect(pt[1]).toEqual([
      '01/03/2026',
      'Importadora Alfa Ltda',
      'Compra',
      'USD',
      '5,12345678',
      '2500,50',
      `${bankX.code} - Banco Xis de Investimento S.A.`,
      'Fechada',
    ]);
  });

  it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
    await expectListTableSizeUnfiltered(
      t.database.pool,
      listQuotations,
      quotationsList,
      { currency: 'USD' },
      a.id,
    );
  });

  it('refuses a user without quotations.consult', async () => {
    await expectForbidden(get, without, listAndDownloads('/api/quotations'));
  });
});
