import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../test/auth.js';
import { clientOf, signIn, staffOf, staffWith } from '../../test/agents.js';
import { createClient } from '../../test/fixtures/clients.js';
import { createContract, createQuotation } from '../../test/fixtures/quotations.js';
import { createRemittance, createShipper } from '../../test/fixtures/remittances.js';
import { suiteApp } from '../../test/suite.js';

// Issue 24, decisions §50: the remittances' ME and MN (BRL) values sorted and totalled per currency, the
// contracts' and quotations' totals per currency (and the contracts' MN value sort), each in the caller's
// client scope: a client user's totals hold its clients' rows only, another client named is a 404.
describe('value sorts and totals per currency: remittances, contracts, quotations', () => {
  const t = suiteApp();
  let staff: Agent;
  let ofA: Agent;
  let a: { id: string };
  let b: { id: string };
  const get = (who: Agent, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': 'en' } });
  const json = async (who: Agent, url: string) => {
    const res = await get(who, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db);
    b = await createClient(db);
    const shipperA = await createShipper(db, a.id);
    const shipperB = await createShipper(db, b.id);
    // [shipper, currency, ME value, MN value (null: not priced yet), status]
    const remittances = [
      [shipperA, 'USD', '300.00', '1500.00', 'paid'],
      [shipperA, 'USD', '100.25', null, 'pending'],
      [shipperA, 'USD', '2000.10', '10000.50', 'paid'],
      [shipperA, 'EUR', '50.00', '300.00', 'paid'],
      [shipperB, 'USD', '9999.99', '50000.00', 'paid'],
    ] as const;
    for (const [shipper, currency, me, mn, status] of remittances)
      await createRemittance(db, shipper, { currency, me_value: me, mn_value: mn, status });
    for (const [clientId, currency, me, mn] of [
      [a.id, 'USD', '1000.00', '5100.00'],
      [a.id, 'USD', '250.50', '1200.00'],
      [a.id, 'GBP', '80.00', '560.00'],
      [b.id, 'USD', '7000.00', '35000.00'],
    ] as const) {
      const contract = await createContract(db, clientId, { me_value: me });
      await db
        .updateTable('contracts')
        .set({ currency, mn_value: mn })
        .where('id', '=', contract.id)
        .execute();
    }
    for (const [clientId, currency, value, status] of [
      [a.id, 'USD', '700.00', 'pending'],
      [a.id, 'USD', '300.50', 'pending'],
      [a.id, 'EUR', '90.00', 'registered'],
      [b.id, 'USD', '88888.00', 'pending'],
    ] as const)
      await db
        .insertInto('export_dispatch_requests')
        .values({
          client_id: clientId,
          request_date: '2026-03-02',
          currency,
          value,
          status,
          ...(status === 'registered'
            ? { due_number: `26BR${value.replace('.', '')}0000000`.slice(0, 14), registered_at: new Date() }
            : {}),
        })
        .execute();
    for (const [clientId, currency, amount] of [
      [a.id, 'USD', '1000.00'],
      [a.id, 'EUR', '400.40'],
      [a.id, 'EUR', '99.60'],
      [b.id, 'EUR', '123456.00'],
    ] as const)
      await createQuotation(db, { client_id: clientId, currency, quoted_amount: amount });
    ({ staff, ofA } = await signIn(t, {
      staff: staffWith('remittances.consult', 'contracts.consult', 'quotations.consult'),
      ofA: clientOf([a.id], 'remittances.consult', 'contracts.consult', 'quotations.consult'),
    }));
  });

  it('sorts remittances by ME value and by MN value both ways, the unpriced last', async () => {
    const values = async (sort: string, field: 'meValue' | 'mnValue') =>
      (await json(ofA, `/api/remittances?sort=${sort}`)).items.map(
        (r: Record<string, string | null>) => r[field],
      );
    expect(await values('meValue:desc', 'meValue')).toEqual(['2000.10', '300.00', '100.25', '50.00']);
    expect(await values('meValue:asc', 'meValue')).toEqual(['50.00', '100.25', '300.00', '2000.10']);
    expect(await values('mnValue:desc', 'mnValue')).toEqual(['10000.50', '1500.00', '300.00', null]);
    expect(await values('mnValue:asc', 'mnValue')).toEqual(['300.00', '1500.00', '10000.50', null]);
    // Staff sorting every client's: the other client's largest comes first.
    const all = await json(staff, `/api/remittances?sort=meValue:desc&pageSize=10`);
    expect(all.items[0].meValue).toBe('9999.99');
  });

  it('totals remittances per currency (ME, and the same remittances’ MN in reais), with the filters', async () => {
    expect(await json(staff, `/api/remittances/totals?clientId=${a.id}`)).toEqual({
      totals: [
        { currency: 'EUR', count: 1, sums: { meValue: '50.00', mnValue: '300.00' } },
        { currency: 'USD', count: 3, sums: { meValue: '2400.35', mnValue: '11500.50' } },
      ],
    });
    expect((await json(staff, `/api/remittances/totals?clientId=${a.id}&status=pending`)).totals).toEqual([
      { currency: 'USD', count: 1, sums: { meValue: '100.25', mnValue: '0.00' } },
    ]);
    // The sort and page of the list do not change its totals.
    expect(await json(staff, `/api/remittances/totals?clientId=${a.id}&sort=meValue:asc&page=2`)).toEqual(
      await json(staff, `/api/remittances/totals?clientId=${a.id}`),
    );
  });

  it('keeps every total to the client scope: a client user’s exclude the other client’s rows', async () => {
    expect((await json(ofA, '/api/remittances/totals')).totals).toEqual([
      { currency: 'EUR', count: 1, sums: { meValue: '50.00', mnValue: '300.00' } },
      { currency: 'USD', count: 3, sums: { meValue: '2400.35', mnValue: '11500.50' } },
    ]);
    expect((await json(ofA, '/api/contracts/totals')).totals).toEqual([
      { currency: 'GBP', count: 1, sums: { meValue: '80.00', mnValue: '560.00' } },
      { currency: 'USD', count: 2, sums: { meValue: '1250.50', mnValue: '6300.00' } },
    ]);
    expect((await json(ofA, '/api/quotations/totals')).totals).toEqual([
      { currency: 'EUR', count: 2, sums: { quotedAmount: '500.00' } },
      { currency: 'USD', count: 1, sums: { quotedAmount: '1000.00' } },
    ]);
    for (const path of ['remittances', 'contracts', 'quotations'])
      expect((await get(ofA, `/api/${path}/totals?clientId=${b.id}`)).statusCode, path).toBe(404);
  });

  it('totals contracts and quotations with their filters, and sorts contracts by MN value', async () => {
    expect((await json(staff, `/api/contracts/totals?clientId=${a.id}&currency=USD`)).totals).toEqual([
      { currency: 'USD', count: 2, sums: { meValue: '1250.50', mnValue: '6300.00' } },
    ]);
    expect((await json(staff, `/api/quotations/totals?clientId=${b.id}`)).totals).toEqual([
      { currency: 'EUR', count: 1, sums: { quotedAmount: '123456.00' } },
    ]);
    const mn = async (sort: string) =>
      (await json(ofA, `/api/contracts?sort=${sort}`)).items.map((r: { mnValue: string }) => r.mnValue);
    expect(await mn('mnValue:desc')).toEqual(['5100.00', '1200.00', '560.00']);
    expect(await mn('mnValue:asc')).toEqual(['560.00', '1200.00', '5100.00']);
  });

  it('answers the scope’s remittance totals from the sums the database keeps, through every write', async () => {
    const db = t.database.db;
    // No filter: the kept sums (remittance_amount_totals); a filter matching every row: the aggregate.
    const kept = async (who: Agent) => (await json(who, '/api/remittances/totals')).totals;
    const summed = async (who: Agent) =>
      (await json(who, '/api/remittances/totals?paymentDateFrom=2000-01-01')).totals;
    const same = async () => {
      for (const who of [staff, ofA]) expect(await kept(who)).toEqual(await summed(who));
    };
    await same();
    const shipper = await createShipper(db, a.id);
    const added = await createRemittance(db, shipper, {
      currency: 'GBP',
      me_value: '10.00',
      mn_value: null,
      status: 'received',
    });
    await same();
    // Priced, then a status change alone, then a new value and currency, then deleted.
    await db.updateTable('remittances').set({ mn_value: '66.60' }).where('id', '=', added.id).execute();
    await db.updateTable('remittances').set({ status: 'pending' }).where('id', '=', added.id).execute();
    await same();
    expect((await kept(ofA)).find((x: { currency: string }) => x.currency === 'GBP')).toEqual({
      currency: 'GBP',
      count: 1,
      sums: { meValue: '10.00', mnValue: '66.60' },
    });
    await db
      .updateTable('remittances')
      .set({ currency: 'EUR', me_value: '20.00' })
      .where('id', '=', added.id)
      .execute();
    await same();
    expect((await kept(ofA)).find((x: { currency: string }) => x.currency === 'EUR')).toEqual({
      currency: 'EUR',
      count: 2,
      sums: { meValue: '70.00', mnValue: '366.60' },
    });
    await db.deleteFrom('remittances').where('id', '=', added.id).execute();
    await same();
    expect((await kept(ofA)).map((x: { currency: string }) => x.currency)).toEqual(['EUR', 'USD']);
    // A truncate empties the kept sums (rolled back here).
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`truncate remittances cascade`.execute(trx);
        const left = await trx.selectFrom('remittance_amount_totals').select('client_id').execute();
        expect(left).toEqual([]);
        throw new Error('rollback');
      })
      .catch((err: Error) => expect(err.message).toBe('rollback'));
    await same();
  });

  it('answers the scope’s contract totals from the sums the database keeps, through every write', async () => {
    const db = t.database.db;
    // No filter: the kept sums (contract_amount_totals, migration 0039); a filter matching every row: the aggregate.
    const kept = async (who: Agent) => (await json(who, '/api/contracts/totals')).totals;
    const summed = async (who: Agent) =>
      (await json(who, '/api/contracts/totals?contractDateFrom=2000-01-01')).totals;
    const same = async () => {
      for (const who of [staff, ofA]) expect(await kept(who)).toEqual(await summed(who));
    };
    await same();
    expect(await kept(ofA)).toEqual([
      { currency: 'GBP', count: 1, sums: { meValue: '80.00', mnValue: '560.00' } },
      { currency: 'USD', count: 2, sums: { meValue: '1250.50', mnValue: '6300.00' } },
    ]);
    // The kept rows themselves (the totals route reads them when no filter is set).
    const keptRows = await db
      .selectFrom('contract_amount_totals')
      .select(['currency', 'contracts', 'me_value'])
      .where('client_id', '=', a.id)
      .orderBy('currency')
      .execute();
    expect(keptRows.map((r) => [r.currency, String(r.contracts), String(r.me_value)])).toEqual([
      ['GBP', '1', '80.00'],
      ['USD', '2', '1250.50'],
    ]);
    const added = await createContract(db, a.id, { me_value: '10.00' });
    await same();
    await db.updateTable('contracts').set({ rate: '5.5' }).where('id', '=', added.id).execute();
    await db
      .updateTable('contracts')
      .set({ currency: 'EUR', me_value: '20.00', mn_value: '110.00' })
      .where('id', '=', added.id)
      .execute();
    await same();
    expect((await kept(ofA)).find((x: { currency: string }) => x.currency === 'EUR')).toEqual({
      currency: 'EUR',
      count: 1,
      sums: { meValue: '20.00', mnValue: '110.00' },
    });
    // Moved to another client: it leaves A's sums and joins B's.
    await db.updateTable('contracts').set({ client_id: b.id }).where('id', '=', added.id).execute();
    await same();
    expect((await kept(ofA)).map((x: { currency: string }) => x.currency)).toEqual(['GBP', 'USD']);
    await db.deleteFrom('contracts').where('id', '=', added.id).execute();
    await same();
  });

  it('totals the dispatch requests per currency in the scope, and sorts them by value', async () => {
    // A staff-only queue (§45): staff limited to client A.
    const ofAStaff = (await signedInUser(t, staffOf([a.id], 'trade.consult'))).agent;
    expect((await json(ofAStaff, '/api/dispatch-requests/totals')).totals).toEqual([
      { currency: 'EUR', count: 1, sums: { value: '90.00' } },
      { currency: 'USD', count: 2, sums: { value: '1000.50' } },
    ]);
    expect((await json(ofAStaff, '/api/dispatch-requests/totals?status=pending')).totals).toEqual([
      { currency: 'USD', count: 2, sums: { value: '1000.50' } },
    ]);
    expect((await get(ofAStaff, `/api/dispatch-requests/totals?clientId=${b.id}`)).statusCode).toBe(404);
    const values = async (sort: string) =>
      (await json(ofAStaff, `/api/dispatch-requests?sort=${sort}`)).items.map(
        (r: { value: string }) => r.value,
      );
    expect(await values('value:desc')).toEqual(['700.00', '300.50', '90.00']);
    expect(await values('value:asc')).toEqual(['90.00', '300.50', '700.00']);
  });

  it('needs the list’s permission for its totals', async () => {
    const none = (await signedInUser(t, staffWith())).agent;
    for (const path of ['remittances', 'contracts', 'quotations'])
      expect((await get(none, `/api/${path}/totals`)).statusCode, path).toBe(403);
  });

  it('declares the totals once, on each list that shows amounts', () => {
    const declaring = LIST_RESOURCES.filter((resource) => resource.totals?.length).map((r) => r.name);
    expect(declaring).toEqual(
      expect.arrayContaining(['remittances', 'contracts', 'quotations', 'dispatch-requests']),
    );
  });
});
