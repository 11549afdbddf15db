import { rdesList } from '@fxbo/domain';
import { csvRecords, parseCsv } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaSuite } from '../../../test/area-suite.js';
import { expectListTableSizeUnfiltered } from '../../../test/estimated-total.js';
import {
  apiGet,
  expectForbidden,
  expectNotFound,
  listAndDownloads,
  listItems,
} from '../../../test/requests.js';
import type { RdesTable } from '../../db/schema.js';
import { listRdes } from './service.js';

describe('GET /api/rdes and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('rde.consult', [
    'documents.consult',
    'contracts.consult',
  ]);
  /** RDE id → its number (the number names it in these tests). */
  const names = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    const add = async (
      values: Partial<Insertable<RdesTable>> & { client_id: string; rde_number: string },
    ) => {
      const row = await db
        .insertInto('rdes')
        .values({
          rde_type: 'rof',
          currency: 'USD',
          value: '1000.00',
          registration_date: '2026-03-02',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      names.set(row.id, values.rde_number);
    };
    await add({
      client_id: a.id,
      rde_number: 'TA26000001',
      registration_date: '2026-03-01',
      value: '250000.50',
      counterparty_name: 'Yoshida Corporation',
      counterparty_country: 'JP',
      details: JSON.stringify({ modalidade: 'Empréstimo direto' }),
    });
    await add({
      client_id: a.id,
      rde_number: 'IE26000002',
      rde_type: 'ied',
      registration_date: '2026-03-04',
      currency: 'EUR',
      value: '1500000.00',
      counterparty_name: 'Müller Beteiligungen GmbH',
      counterparty_country: 'DE',
      status: 'settled',
    });
    await add({
      client_id: b.id,
      rde_number: 'PT26000003',
      rde_type: 'portfolio',
      registration_date: '2026-03-07',
      value: '120000.00',
      counterparty_name: 'Crédit Agricole Investissement',
      counterparty_country: 'FR',
      status: 'pending',
    });
    await add({
      client_id: b.id,
      rde_number: 'TB26000004',
      registration_date: '2026-03-05',
      value: '30000.00',
      counterparty_name: 'Friedrich Rofmann AG',
      counterparty_country: 'CH',
      status: 'canceled',
    });
  });

  const get = apiGet(t);
  const listed = async (query: string, agent = staff) =>
    (await listItems(get(agent, `/api/rdes${query}`))).map((r) => names.get(r.id));

  it('lists the registrations newest first, with every column', async () => {
    const res = await get(staff, '/api/rdes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { id: string }) => names.get(r.id))).toEqual([
      'PT26000003',
      'TB26000004',
      'IE26000002',
      'TA26000001',
    ]);
    expect(body.items[3]).toEqual({
      id: expect.any(String),
      rdeNumber: 'TA26000001',
      rdeType: 'rof',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      counterparty: 'Yoshida Corporation',
      counterpartyCountry: 'JP',
      currency: 'USD',
      value: '250000.50',
      registrationDate: '2026-03-01',
      status: 'registered',
    });
  });

  it.each([
    ['?rdeType=rof', ['TB26000004', 'TA26000001']],
    ['?rdeType=ied', ['IE26000002']],
    ['?rdeType=portfolio', ['PT26000003']],
    ['?rdeNumber=TB26000004', ['TB26000004']],
    ['?rdeNumber=TB2600000', []],
    ['?counterparty=yoshida', ['TA26000001']],
    ['?counterparty=MULLER', ['IE26000002']],
    ['?counterparty=credit agricole', ['PT26000003']],
    ['?status=pending', ['PT26000003']],
    ['?status=settled&status=canceled', ['TB26000004', 'IE26000002']],
    ['?registrationDateFrom=2026-03-04&registrationDateTo=2026-03-05', ['TB26000004', 'IE26000002']],
    ['?registrationDateFrom=2026-03-06', ['PT26000003']],
    ['?registrationDateTo=2026-03-01', ['TA26000001']],
    ['?currency=eur', ['IE26000002']],
    ['?valueFrom=120000&valueTo=250000.50', ['PT26000003', 'TA26000001']],
    ['?valueFrom=1000000', ['IE26000002']],
    ['?valueTo=30000,00', ['TB26000004']],
  ])('filters %s', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it.each([
    // The module's names, today's and former, accent- and case-insensitive, select the module…
    ['RDE-ROF', ['TB26000004', 'TA26000001']],
    ['rde rof', ['TB26000004', 'TA26000001']],
    ['ROF', ['TB26000004', 'TA26000001']],
    ['SCE-Crédito', ['TB26000004', 'TA26000001']],
    ['sce-credito', ['TB26000004', 'TA26000001']],
    ['RDE-IED', ['IE26000002']],
    ['IED', ['IE26000002']],
    ['sce-ied', ['IE26000002']],
    ['portfolio', ['PT26000003']],
    // …anything else searches the number and the counterparty (contains).
    ['26000003', ['PT26000003']],
    ['ta2600', ['TA26000001']],
    ['Rofmann', ['TB26000004']],
    ['muller', ['IE26000002']],
    ['corporation', ['TA26000001']],
    ['nothing like it', []],
  ])('keyword %s', async (keyword, expected) => {
    expect(await listed(`?keyword=${encodeURIComponent(keyword)}`)).toEqual(expected);
  });

  it('combines the keyword with the other filters', async () => {
    expect(await listed('?keyword=RDE-ROF&status=canceled')).toEqual(['TB26000004']);
    expect(await listed(`?keyword=ROF&clientId=${a.id}`)).toEqual(['TA26000001']);
    expect(await listed('?keyword=IED&rdeType=rof')).toEqual([]);
  });

  it('filters by client; sorts by the number as text', async () => {
    expect(await listed(`?clientId=${a.id}`)).toEqual(['IE26000002', 'TA26000001']);
    expect(await listed(`?clientId=${b.id}&status=pending`)).toEqual(['PT26000003']);
    expect(await listed('?sort=rdeNumber:asc')).toEqual([
      'IE26000002',
      'PT26000003',
      'TA26000001',
      'TB26000004',
    ]);
  });

  it("a client user sees only its clients' registrations, by number and by keyword", async () => {
    expect(await listed('', ofA)).toEqual(['IE26000002', 'TA26000001']);
    await expectNotFound(get(ofA, `/api/rdes?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await listed('?rdeNumber=PT26000003', ofA)).toEqual([]);
    expect(await listed('?keyword=ROF', ofA)).toEqual(['TA26000001']);
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, `/api/rdes/export.csv?keyword=RDE-ROF&clientId=${a.id}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body).slice(1)).toEqual([
      [
        'TA26000001',
        'SCE-Crédito',
        'Importadora Alfa Ltda',
        'Yoshida Corporation',
        'JP',
        'USD',
        '250000.50',
        '2026-03-01',
        'Registered',
      ],
    ]);
    // In Portuguese: `;`, a decimal comma and days first, as a Brazilian spreadsheet reads them.
    const pt = csvRecords((await get(staff, '/api/rdes/export.csv?currency=EUR')).body, ';');
    expect(pt[1]).toEqual([
      'IE26000002',
      'SCE-IED',
      'Importadora Alfa Ltda',
      'Müller Beteiligungen GmbH',
      'DE',
      'EUR',
      '1500000,00',
      '04/03/2026',
      'Liquidado',
    ]);
    const portfolio = csvRecords((await get(staff, '/api/rdes/export.csv?rdeType=portfolio')).body, ';');
    expect(portfolio[1]?.[1]).toBe('Portfólio (RDE-Portfólio)');
  });

  it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
    await expectListTableSizeUnfiltered(t.database.pool, listRdes, rdesList, { status: 'pending' }, a.id);
  });

  it('refuses a user without rde.consult', async () => {
    await expectForbidden(get, without, listAndDownloads('/api/rdes'));
  });
});
