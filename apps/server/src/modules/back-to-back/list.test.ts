import { backToBackList } from '@fxbo/domain';
import { csvRecords, parseCsv } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import { expectListTableSizeUnfiltered } from '../../../test/estimated-total.js';
import {
  apiGet,
  expectForbidden,
  expectNotFound,
  listAndDownloads,
  listItems,
} from '../../../test/requests.js';
import type { BackToBackOperationsTable } from '../../db/schema.js';
import { listBackToBack } from './service.js';

describe('GET /api/back-to-back and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('treasury.back-to-back', [
    'contracts.consult',
    'treasury.bills-to-pay',
  ]);
  /** Operation id → its name in these tests. */
  const names = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    const imp = await createContract(db, a.id, { contract_number: 'IMP-B2B-001' });
    const exp = await createContract(db, a.id, { contract_number: 'EXP-B2B-001' });
    const add = async (
      name: string,
      values: Partial<Insertable<BackToBackOperationsTable>> & { client_id: string },
    ) => {
      const row = await db
        .insertInto('back_to_back_operations')
        .values({
          operation_number: name,
          currency: 'USD',
          value: '1000.00',
          operation_date: '2026-03-02',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.set(row.id, name);
    };
    await add('BB1', {
      client_id: a.id,
      operation_date: '2026-03-01',
      value: '2500.50',
      import_contract_id: imp.id,
      export_contract_id: exp.id,
    });
    await add('BB2', {
      client_id: a.id,
      operation_date: '2026-03-04',
      currency: 'EUR',
      value: '75000.00',
      status: 'settled',
      settlement_date: '2026-03-06',
    });
    await add('BB3', { client_id: b.id, operation_date: '2026-03-07', value: '120.00' });
    await add('BB4', {
      client_id: b.id,
      operation_date: '2026-03-05',
      value: '300.00',
      status: 'canceled',
    });
  });

  const get = apiGet(t);
  const listed = async (query: string, agent = staff) =>
    (await listItems(get(agent, `/api/back-to-back${query}`))).map((r) => names.get(r.id));

  it('lists the operations newest first, with their legs as links and every column', async () => {
    const res = await get(staff, '/api/back-to-back');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { id: string }) => names.get(r.id))).toEqual(['BB3', 'BB4', 'BB2', 'BB1']);
    expect(body.items[3]).toEqual({
      id: expect.any(String),
      operationNumber: 'BB1',
      operationDate: '2026-03-01',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      currency: 'USD',
      value: '2500.50',
      importContract: { id: expect.any(String), contractNumber: 'IMP-B2B-001' },
      exportContract: { id: expect.any(String), contractNumber: 'EXP-B2B-001' },
      status: 'pending',
      settlementDate: null,
    });
    expect(body.items[2]).toMatchObject({
      importContract: null,
      exportContract: null,
      status: 'settled',
      settlementDate: '2026-03-06',
    });
  });

  it.each([
    ['?status=pending', ['BB3', 'BB1']],
    ['?status=settled&status=canceled', ['BB4', 'BB2']],
    ['?currency=eur', ['BB2']],
    ['?operationNumber=BB4', ['BB4']],
    ['?operationNumber=BB', []],
    ['?operationDateFrom=2026-03-04&operationDateTo=2026-03-05', ['BB4', 'BB2']],
    ['?operationDateFrom=2026-03-04&operationDateTo=2026-03-04', ['BB2']],
    ['?operationDateFrom=2026-03-06', ['BB3']],
    ['?operationDateTo=2026-03-01', ['BB1']],
  ])('filters %s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it('filters by client; cuts a page before reading its client and legs', async () => {
    expect(await listed(`?clientId=${a.id}`)).toEqual(['BB2', 'BB1']);
    expect(await listed(`?clientId=${b.id}&status=pending`)).toEqual(['BB3']);
    // A page's rows are cut before their client and legs are read: the second page, in its order.
    expect(await listed('?pageSize=2&page=2')).toEqual(['BB2', 'BB1']);
    expect(await listed('?pageSize=2&page=2&sort=value:asc')).toEqual(['BB1', 'BB2']);
  });

  it("a client user sees only its clients' operations, and not another's by its number", async () => {
    expect(await listed('', ofA)).toEqual(['BB2', 'BB1']);
    await expectNotFound(get(ofA, `/api/back-to-back?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await listed('?operationNumber=BB3', ofA)).toEqual([]);
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, '/api/back-to-back/export.csv?status=pending&clientId=' + a.id + '&lang=en');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toEqual([
      [
        'BB1',
        '2026-03-01',
        'Importadora Alfa Ltda',
        'USD',
        '2500.50',
        'IMP-B2B-001',
        'EXP-B2B-001',
        'Pending',
        '',
      ],
    ]);
    // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
    const pt = csvRecords((await get(staff, '/api/back-to-back/export.csv?currency=EUR')).body, ';');
    expect(pt[1]).toEqual([
      'BB2',
      '04/03/2026',
      'Importadora Alfa Ltda',
      'EUR',
      '75000,00',
      '',
      '',
      'Liquidada',
      '06/03/2026',
    ]);
  });

  it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
    await expectListTableSizeUnfiltered(
      t.database.pool,
      listBackToBack,
      backToBackList,
      { status: 'pending' },
      a.id,
    );
  });

  it('refuses a user without treasury.back-to-back', async () => {
    await expectForbidden(get, without, listAndDownloads('/api/back-to-back'));
  });
});
