import { csvRecords, parseCsv, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { expectDateRangeRefused } from '../../../test/date-range-rule.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';
import type { ContractsTable } from '../../db/schema.js';

describe('GET /api/export-liquidation and its downloads', () => {
  const t = suiteApp();
  let a: ClientFixture;
  let b: ClientFixture;
  let staff: Agent;
  let ofA: Agent;
  let liquidator: Agent;
  let without: Agent;
  /** Contract id → its number. */
  const names = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Exportadora Alfa Ltda');
    b = await createClient(db, 'Exportadora Beta S.A.');
    const add = async (
      number: string,
      values: Partial<Insertable<ContractsTable>> & { client_id: string },
    ) => {
      const row = await db
        .insertInto('contracts')
        .values({
          contract_number: number,
          contract_date: '2026-03-02',
          contract_type: 'export',
          currency: 'USD',
          me_value: '10000.00',
          mn_value: '50000.00',
          rate: '5.00000000',
          liquidation_date: '2026-04-01',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.set(row.id, number);
    };
    await add('EXP1', {
      client_id: a.id,
      liquidation_date: '2026-04-10',
      me_value: '10000.00',
      liquidated_me_value: '2500.50',
      counterparty_name: 'Hamburg Trading GmbH',
    });
    await add('EXP2', {
      client_id: a.id,
      liquidation_date: '2026-04-02',
      currency: 'EUR',
      me_value: '750.00',
    });
    await add('EXP3', { client_id: b.id, liquidation_date: '2026-04-20', me_value: '120.00' });
    await add('EXP4', { client_id: b.id, liquidation_date: '2026-04-05', me_value: '300.00' });
    // Not to liquidate: an import, a liquidated export, a canceled export.
    await add('IMP1', { client_id: a.id, contract_type: 'import' });
    await add('EXPL', {
      client_id: a.id,
      status: 'liquidated',
      liquidated_me_value: '10000.00',
      liquidated_at: new Date('2026-03-20T15:00:00Z'),
    });
    await add('EXPC', { client_id: a.id, status: 'canceled', canceled_at: new Date('2026-03-20T15:00:00Z') });
    ({ agent: staff } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ['trade.consult'],
    }));
    ({ agent: liquidator } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ['trade.liquidate'],
    }));
    // Liquidation is a staff work queue (decisions §45): the scoped reader is staff limited to client A.
    ({ agent: ofA } = await signedInUser(t, {
      kind: 'staff',
      clientIds: [a.id],
      permissions: ['trade.consult'],
    }));
    ({ agent: without } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ['contracts.consult', 'trade.register-dispatch'],
    }));
  });

  const get = apiGet(t);
  const listed = async (query: string, agent = staff) =>
    (await listItems(get(agent, `/api/export-liquidation${query}`))).map((r) => names.get(r.id));

  it('lists the open export contracts due first, with what is liquidated and what is open', async () => {
    const res = await get(staff, '/api/export-liquidation');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { id: string }) => names.get(r.id))).toEqual(['EXP2', 'EXP4', 'EXP1', 'EXP3']);
    expect(body.items[2]).toEqual({
      id: expect.any(String),
      contractNumber: 'EXP1',
      client: { id: a.id, name: 'Exportadora Alfa Ltda' },
      contractDate: '2026-03-02',
      liquidationDate: '2026-04-10',
      currency: 'USD',
      meValue: '10000.00',
      liquidatedMeValue: '2500.50',
      openAmount: '7499.50',
      counterparty: 'Hamburg Trading GmbH',
    });
  });

  it.each([
    ['?currency=eur', ['EXP2']],
    ['?contractNumber=EXP4', ['EXP4']],
    ['?contractNumber=EXP', []],
    ['?contractNumber=EXPL', []],
    ['?contractNumber=IMP1', []],
    ['?liquidationDateFrom=2026-04-05&liquidationDateTo=2026-04-10', ['EXP4', 'EXP1']],
    ['?liquidationDateFrom=2026-04-10&liquidationDateTo=2026-04-10', ['EXP1']],
    ['?liquidationDateFrom=2026-04-11', ['EXP3']],
    ['?liquidationDateTo=2026-04-02', ['EXP2']],
    ['?sort=liquidationDate:desc', ['EXP3', 'EXP1', 'EXP4', 'EXP2']],
    ['?sort=id:asc', ['EXP1', 'EXP2', 'EXP3', 'EXP4']],
    ['?pageSize=2&page=2', ['EXP1', 'EXP3']],
  ])('filters and sorts %s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it('filters by client', async () => {
    expect(await listed(`?clientId=${a.id}`)).toEqual(['EXP2', 'EXP1']);
    expect(await listed(`?clientId=${b.id}&currency=USD`)).toEqual(['EXP4', 'EXP3']);
  });

  it('refuses a date-to before the date-from with the spec message, in both languages', async () => {
    await expectDateRangeRefused((url, lang) => get(staff, url, lang), '/api/export-liquidation', [
      'liquidationDateFrom',
      'liquidationDateTo',
    ]);
  });

  it.each([
    '?sort=meValue:asc',
    '?currency=DOLLAR',
    '?clientId=x1',
    `?contractNumber=${'9'.repeat(41)}`,
    '?page=0',
  ])('answers %s with 400, never 500', async (query) => {
    expect((await get(staff, `/api/export-liquidation${query}`)).statusCode).toBe(400);
  });

  it('a staff user limited to some clients sees only their contracts, in the list and in both downloads', async () => {
    expect(await listed('', ofA)).toEqual(['EXP2', 'EXP1']);
    await expectNotFound(get(ofA, `/api/export-liquidation?clientId=${b.id}`), 'Cliente não encontrado.');
    const csv = await get(ofA, '/api/export-liquidation/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csvRecords(csv.body, ';').map((r) => r[0])).toEqual(['Contrato', 'EXP2', 'EXP1']);
    const xlsx = await get(ofA, '/api/export-liquidation/export.xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await xlsxSheet(xlsx.rawPayload);
    expect(xlsxCell(sheet, 'A2')).toBe('EXP2');
    expect(xlsxCell(sheet, 'A3')).toBe('EXP1');
    expect(xlsxCell(sheet, 'A4')).toBeUndefined();
  });

  it('writes the downloads with the filters, headers in the reader’s language and decimal values', async () => {
    const res = await get(staff, `/api/export-liquidation/export.csv?clientId=${a.id}&currency=USD&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('export-contracts-to-liquidate');
    expect(parseCsv(res.body)).toEqual([
      [
        'Contract',
        'Client',
        'Contract date',
        'Liquidation date',
        'Currency',
        'FC value',
        'Liquidated',
        'Open amount',
        'Payer',
      ],
      [
        'EXP1',
        'Exportadora Alfa Ltda',
        '2026-03-02',
        '2026-04-10',
        'USD',
        '10000.00',
        '2500.50',
        '7499.50',
        'Hamburg Trading GmbH',
      ],
    ]);
  });

  it('is open to trade.consult and trade.liquidate, refused to anyone else', async () => {
    expect(await listed('', liquidator)).toHaveLength(4);
    expect((await get(without, '/api/export-liquidation')).statusCode).toBe(403);
    expect((await get(without, '/api/export-liquidation/export.csv')).statusCode).toBe(403);
    expect((await get(without, '/api/export-liquidation/export.xlsx')).statusCode).toBe(403);
  });
});
