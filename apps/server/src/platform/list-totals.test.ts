import { ALL_PERMISSION_KEYS, FIELD_MESSAGES } from '@fxbo/domain';
import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { clientOf, signIn, staffWith } from '../../test/agents.js';
import { createClient } from '../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../test/suite.js';

// Totals per currency of a list's amounts (issue 24, decisions §50), declared by the resource (`totals`) and
// served by listRoutes from the downloads' mapping: the list's filters and client scope, summed in SQL.
// Payment orders total their credit value, and sort by it.
describe('list totals per currency and value sorts (payment orders)', () => {
  const t = suiteApp();
  let staff: Agent;
  let ofA: Agent;
  let a: { id: string };
  let b: { id: string };
  const get = (who: Agent, url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': lang } });

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db);
    b = await createClient(db);
    const orders: [string, string, string, string][] = [
      [a.id, 'USD', '1000.50', 'confirmed'],
      [a.id, 'USD', '250.25', 'waiting_credit_date'],
      [a.id, 'EUR', '99.99', 'confirmed'],
      [b.id, 'USD', '5000.00', 'confirmed'],
    ];
    for (const [clientId, currency, value, state] of orders)
      await createPaymentOrder(db, clientId, {
        currency,
        credit_value: value,
        available_balance: value,
        state: state as never,
        ...(state === 'confirmed' ? { confirmed_at: new Date(), credit_date: '2026-03-03' } : {}),
      });
    ({ staff, ofA } = await signIn(t, {
      staff: staffWith('payment-orders.consult'),
      ofA: clientOf([a.id], 'payment-orders.consult'),
    }));
  });

  it('sums every matching order per currency, with the list’s filters', async () => {
    const all = await get(staff, `/api/payment-orders/totals?clientId=${a.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      totals: [
        { currency: 'EUR', count: 1, sums: { creditValue: '99.99' } },
        { currency: 'USD', count: 2, sums: { creditValue: '1250.75' } },
      ],
    });
    const confirmedUsd = await get(
      staff,
      `/api/payment-orders/totals?clientId=${a.id}&state=confirmed&currency=USD`,
    );
    expect(confirmedUsd.json().totals).toEqual([
      { currency: 'USD', count: 1, sums: { creditValue: '1000.50' } },
    ]);
    const none = await get(staff, `/api/payment-orders/totals?clientId=${a.id}&creditValueFrom=1000000`);
    expect(none.json()).toEqual({ totals: [] });
  });

  it('keeps to the client scope: a client user sums its clients’ orders, another client is a 404', async () => {
    const mine = await get(ofA, '/api/payment-orders/totals?currency=USD');
    expect(mine.json().totals).toEqual([{ currency: 'USD', count: 2, sums: { creditValue: '1250.75' } }]);
    expect((await get(ofA, `/api/payment-orders/totals?clientId=${b.id}`)).statusCode).toBe(404);
  });

  it('refuses bad filters with the list’s translated messages, and needs the list’s permission', async () => {
    const reversed = await get(
      staff,
      '/api/payment-orders/totals?creditValueFrom=10&creditValueTo=5',
      'pt-BR',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(FIELD_MESSAGES.money_range_invalid['pt-BR']);
    const none = (await signedInUser(t, staffWith())).agent;
    expect((await get(none, '/api/payment-orders/totals')).statusCode).toBe(403);
  });

  it('answers the totals of every list that declares them, each column summed per currency', async () => {
    const admin = (await signedInUser(t, staffWith(...ALL_PERMISSION_KEYS))).agent;
    const declaring = LIST_RESOURCES.filter((resource) => resource.totals?.length && !resource.params);
    expect(declaring.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['payment-orders', 'back-to-back', 'export-liquidation', 'parcels']),
    );
    for (const resource of declaring) {
      const res = await get(admin, `/api/${resource.path}/totals`);
      expect(res.statusCode, `${resource.name}: ${res.body}`).toBe(200);
      for (const total of res.json().totals as { sums: Record<string, string> }[])
        expect(Object.keys(total.sums)).toEqual(resource.totals);
    }
  });

  it('sorts by credit value both ways', async () => {
    const values = async (sort: string) =>
      (await get(ofA, `/api/payment-orders?sort=${sort}`))
        .json()
        .items.map((r: { creditValue: string }) => r.creditValue);
    expect(await values('creditValue:desc')).toEqual(['1000.50', '250.25', '99.99']);
    expect(await values('creditValue:asc')).toEqual(['99.99', '250.25', '1000.50']);
  });
});
