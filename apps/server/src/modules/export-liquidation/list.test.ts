import { parseCsv } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { itListsWorkQueue, workQueueSuite } from '../../../test/work-queue.js';
import type { ContractsTable } from '../../db/schema.js';

describe('GET /api/export-liquidation and its downloads', () => {
  // A contract's name in these tests is its number.
  const q = workQueueSuite('/api/export-liquidation', 'trade.liquidate', [
    'contracts.consult',
    'trade.register-dispatch',
  ]);
  const { t, a, b, staff, rows, get } = q;

  beforeAll(async () => {
    const db = t.database.db;
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
      rows.add(number, row.id);
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
  });

  it('lists the open export contracts due first, with what is liquidated and what is open', async () => {
    const res = await get(staff, '/api/export-liquidation');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(rows.of(body.items)).toEqual(['EXP2', 'EXP4', 'EXP1', 'EXP3']);
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

  itListsWorkQueue(q, {
    filters: [
      ['?currency=eur', ['EXP2']],
      ['?contractNumber=EXP4', ['EXP4']],
      ['?contractNumber=EXP', []],
      ['?contractNumber=EXPL', []],
      ['?contractNumber=IMP1', []],
      ['?liquidationDateFrom=2026-04-05&liquidationDateTo=2026-04-10', ['EXP4', 'EXP1']],
      ['?liquidationDateFrom=2026-04-10&liquidationDateTo=2026-04-10', ['EXP1']],
      ['?liquidationDateFrom=2026-04-11', ['EXP3']],
      ['?liquidationDateTo=2026-04-02', ['EXP2']],
      ['?pageSize=2&page=2', ['EXP1', 'EXP3']],
    ],
    clientA: ['EXP2', 'EXP1'],
    clientB: ['&currency=USD', ['EXP4', 'EXP3']],
    actorSees: 4,
  });

  it('writes the downloads with the filters and decimal values', async () => {
    const res = await get(staff, `/api/export-liquidation/export.csv?clientId=${a.id}&currency=USD&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body).slice(1)).toEqual([
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
});
