import { paymentOrdersList } from '@fxbo/domain';
import { parseCsv } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth.js';
import { areaSuite } from '../../../test/area-suite.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { expectTableSizeUnfiltered } from '../../../test/estimated-total.js';
import { apiGet, expectNotFound, listItems } from '../../../test/requests.js';
import { listPaymentOrders } from './service.js';

describe('GET /api/payment-orders and its downloads', () => {
  const { t, a, b, staff, ofA, without } = areaSuite('payment-orders.consult', []);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.database.db;
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

  it('filters by client; sorts an order with no credit date last', async () => {
    expect(await oprs(`?clientId=${b.id}`)).toEqual(['OPR-B-1']);
    expect(await oprs('?sort=creditDate:asc')).toEqual(['OPR-A-2', 'OPR-B-1', 'OPR-A-1']);
  });

  it("a client user sees only its clients' orders, and not another's by its issuer", async () => {
    expect(await oprs('', ofA)).toEqual(['OPR-A-2', 'OPR-A-1']);
    await expectNotFound(get(ofA, `/api/payment-orders?clientId=${b.id}`), 'Cliente não encontrado.');
    expect(await oprs('?issuer=beta', ofA)).toEqual([]);
  });

  it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
    const res = await get(staff, '/api/payment-orders/export.csv?state=confirmed&lang=en');
    expect(res.statusCode).toBe(200);
    const [, row] = parseCsv(res.body);
    expect(row).toContain('Confirmed');
    expect(row).toContain('75000.00');
    expect(parseCsv(res.body)).toHaveLength(2);
  });

  it('is the table’s size for an unfiltered list of every client, with no rows counted', async () => {
    await expectTableSizeUnfiltered(
      t.database.pool,
      (db, query, scope) =>
        listPaymentOrders(db, paymentOrdersList.querySchema.parse({ pageSize: '2', ...query }), scope, {
          countThreshold: 1,
        }),
      { currency: 'USD' },
      a.id,
    );
  });

  it('refuses a user without payment-orders.consult', async () => {
    expect((await get(without, '/api/payment-orders')).statusCode).toBe(403);
    expect((await get(without, '/api/payment-orders/export.csv')).statusCode).toBe(403);
    expect((await get(without, '/api/payment-orders/export.xlsx')).statusCode).toBe(403);
  });
});
