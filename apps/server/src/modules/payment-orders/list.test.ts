import { paymentOrdersList } from '@fxbo/domain';
import { csvRecords, parseCsv, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDateRangeRefused } from '../../../test/date-range-rule.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { recordingDb } from '../../../test/service-context.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';
import { listPaymentOrders } from './service.js';

describe('GET /api/payment-orders and its downloads', () => {
  const t = suiteApp();
  let a: ClientFixture;
  let b: ClientFixture;
  let staff: Agent;
  let ofA: Agent;
  let without: Agent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Importadora Alfa Ltda');
    b = await createClient(db, 'Exportadora Beta S.A.');
    const manager = await signedInUser(t, { name: 'Gerente Gama' });
    ids.waiting = (
      await createPaymentOrder(db, a.id, {
        opr_number: 'OPR-A-1',
        issuer_name: 'Société Générale Trading',
        manager_user_id: manager.id,
        register_date: '2026-03-01',
        document_date: '2026-02-28',
        credit_value: '2500.50',
        available_balance: '2500.50',
        reference: 'INV-100',
      })
    ).id;
    ids.confirmed = (
      await createPaymentOrder(db, a.id, {
        opr_number: 'OPR-A-2',
        issuer_name: 'Acme Corporation',
        state: 'confirmed',
        confirmed_at: new Date('2026-03-05T15:00:00Z'),
        register_date: '2026-03-04',
        document_date: '2026-03-03',
        credit_date: '2026-03-05',
        currency: 'EUR',
        credit_value: '75000.00',
        available_balance: '70000.00',
        open_dispatch_balance: '5000.00',
        closed_dispatch_balance: '0.00',
        reference: 'PO-200',
      })
    ).id;
    ids.canceled = (
      await createPaymentOrder(db, b.id, {
        opr_number: 'OPR-B-1',
        issuer_name: 'Generale Beta Holdings',
        state: 'canceled',
        canceled_at: new Date('2026-03-08T12:00:00Z'),
        register_date: '2026-03-07',
        document_date: '2026-03-06',
        credit_date: '2026-03-09',
        credit_value: '120.00',
        available_balance: '0.00',
        reference: 'INV-300',
      })
    ).id;
    ({ agent: staff } = await signedInUser(t, {
      kind: 'staff',
      allClients: true,
      permissions: ['payment-orders.consult'],
    }));
    ({ agent: ofA } = await signedInUser(t, {
      kind: 'client',
      permissions: ['payment-orders.consult'],
      clientIds: [a.id],
    }));
    ({ agent: without } = await signedInUser(t, { kind: 'staff', allClients: true, permissions: [] }));
  });

  const get = apiGet(t);
  const oprs = async (query: string, agent = staff) =>
    (await listItems<{ oprNumber: string }>(get(agent, `/api/payment-orders${query}`))).map(
      (r) => r.oprNumber,
    );

  it('lists the orders newest registration first, with every column of spec 3', async () => {
    const res = await get(staff, '/api/payment-orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, totalIsEstimate: false, page: 1, pageSize: 25 });
    expect(body.items.map((r: { oprNumber: string }) => r.oprNumber)).toEqual([
      'OPR-B-1',
      'OPR-A-2',
      'OPR-A-1',
    ]);
    expect(body.items[2]).toEqual({
      id: ids.waiting,
      oprNumber: 'OPR-A-1',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      issuer: 'Société Générale Trading',
      manager: 'Gerente Gama',
      state: 'waiting_credit_date',
      registerDate: '2026-03-01',
      documentDate: '2026-02-28',
      creditDate: null,
      currency: 'USD',
      creditValue: '2500.50',
      openDispatchBalance: '0.00',
      closedDispatchBalance: '0.00',
      reference: 'INV-100',
    });
  });

  it.each([
    ['?state=confirmed', ['OPR-A-2']],
    ['?state=confirmed&state=canceled', ['OPR-B-1', 'OPR-A-2']],
    ['?issuer=generale', ['OPR-B-1', 'OPR-A-1']],
    ['?issuer=SOCIETE', ['OPR-A-1']],
    ['?issuer=50%25', []],
    ['?oprNumber=OPR-A-2', ['OPR-A-2']],
    ['?oprNumber=OPR-A', []],
    ['?reference=INV-300', ['OPR-B-1']],
    ['?reference=INV', []],
    ['?currency=eur', ['OPR-A-2']],
    ['?registerDateFrom=2026-03-04&registerDateTo=2026-03-07', ['OPR-B-1', 'OPR-A-2']],
    ['?registerDateFrom=2026-03-04&registerDateTo=2026-03-04', ['OPR-A-2']],
    ['?documentDateFrom=2026-02-01&documentDateTo=2026-03-03', ['OPR-A-2', 'OPR-A-1']],
    ['?creditDateFrom=2026-03-06', ['OPR-B-1']],
    ['?creditDateTo=2026-03-05', ['OPR-A-2']],
    ['?creditValueFrom=120&creditValueTo=2500.50', ['OPR-B-1', 'OPR-A-1']],
    ['?creditValueFrom=2500,51', ['OPR-A-2']],
  ])('filters %s', async (query, expected) => {
    expect(await oprs(query)).toEqual(expected);
  });

  it('filters by client and sorts by the indexed columns', async () => {
    expect(await oprs(`?clientId=${b.id}`)).toEqual(['OPR-B-1']);
    expect(await oprs('?sort=registerDate:asc')).toEqual(['OPR-A-1', 'OPR-A-2', 'OPR-B-1']);
    expect(await oprs('?sort=oprNumber:asc')).toEqual(['OPR-A-1', 'OPR-A-2', 'OPR-B-1']);
    expect(await oprs('?sort=creditDate:asc')).toEqual(['OPR-A-2', 'OPR-B-1', 'OPR-A-1']);
    expect(await oprs('?pageSize=10&page=2')).toEqual([]);
  });

  it('refuses a date-to before the date-from with the spec message, in both languages', async () => {
    await expectDateRangeRefused(
      (url, lang) => get(staff, url, lang),
      '/api/payment-orders',
      ['creditDateFrom', 'creditDateTo'],
      ['registerDateFrom', 'registerDateTo'],
    );
  });

  it.each([
    '?state=paid',
    '?sort=issuer:asc',
    '?sort=manager:desc', // the credit value sorts since issue 24 (list-totals.test.ts)
    '?issuer=ab',
    '?creditValueFrom=abc',
    '?creditValueFrom=10&creditValueTo=5',
    '?currency=DOLLAR',
    '?clientId=x1',
    '?registerDateFrom=2026-02-30',
    '?page=0',
    '?pageSize=100000',
    `?reference=${'x'.repeat(101)}`,
  ])('answers %s with 400, never 500', async (query) => {
    expect((await get(staff, `/api/payment-orders${query}`)).statusCode).toBe(400);
  });

  it("a client user sees only its clients' orders, in the list and in both downloads", async () => {
    expect(await oprs('', ofA)).toEqual(['OPR-A-2', 'OPR-A-1']);
    await expectNotFound(get(ofA, `/api/payment-orders?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await oprs('?issuer=beta', ofA)).toEqual([]);
    const csv = await get(ofA, '/api/payment-orders/export.csv');
    expect(csv.statusCode).toBe(200);
    const rows = csvRecords(csv.body, ';');
    expect(rows.map((r) => r[0])).toEqual(['Número OPR', 'OPR-A-2', 'OPR-A-1']);
    expect(csv.body).not.toContain('OPR-B-1');
    await expectNotFound(
      get(ofA, `/api/payment-orders/export.xlsx?clientId=${b.id}`),
      'Cliente não encontrado.',
    );
    const all = await get(ofA, '/api/payment-orders/export.xlsx');
    const sheet = await xlsxSheet(all.rawPayload);
    expect(xlsxCell(sheet, 'A2')).toBe('OPR-A-2');
    expect(xlsxCell(sheet, 'A3')).toBe('OPR-A-1');
    expect(xlsxCell(sheet, 'A4')).toBeUndefined();
    expect(sheet).not.toContain('OPR-B-1');
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, '/api/payment-orders/export.csv?state=confirmed&lang=en');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('payment-orders');
    const [header, row] = parseCsv(res.body);
    expect(header?.[0]).toBe('OPR number');
    expect(row).toContain('Confirmed');
    expect(row).toContain('75000.00');
    expect(parseCsv(res.body)).toHaveLength(2);
  });

  it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
    const recording = recordingDb(t.database.pool);
    const counts = () => recording.statements.filter((s) => s.sql.includes('count(*)'));
    const list = (query: Record<string, string>, scope?: string[]) =>
      listPaymentOrders(
        recording.db,
        paymentOrdersList.querySchema.parse({ pageSize: '2', ...query }),
        scope,
        {
          countThreshold: 1,
        },
      );
    const all = await list({});
    expect(all.totalIsEstimate).toBe(true);
    expect(all.items).toHaveLength(2);
    expect(counts()).toEqual([]);
    // A filter, or a client's scope, still counts up to the threshold first.
    await list({ currency: 'USD' });
    expect(counts()).toHaveLength(1);
    await list({}, [a.id]);
    expect(counts()).toHaveLength(2);
  });

  it('refuses a user without payment-orders.consult', async () => {
    expect((await get(without, '/api/payment-orders')).statusCode).toBe(403);
    expect((await get(without, '/api/payment-orders/export.csv')).statusCode).toBe(403);
    expect((await get(without, '/api/payment-orders/export.xlsx')).statusCode).toBe(403);
  });
});
