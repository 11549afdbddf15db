import { sumMoney, type Balance, type ExtractList } from '@fxbo/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Agent } from '../../../test/auth.js';
import type { RemittanceStatus } from '../../db/schema.js';
import {
  today,
  t,
  a,
  sA,
  sB,
  staff,
  ofA,
  noPermission,
  paidId,
  usdExtract,
  remittances,
  get,
} from './balance-setup.js';

describe('balance of a shipper', () => {
  describe('GET /api/balance/shippers', () => {
    it('lists the shippers the user may see with their currencies', async () => {
      const all = (await get(staff, '/api/balance/shippers')).json();
      expect(all.items.map((s: { name: string }) => s.name)).toEqual(['Atlântico Remit', 'Samba Money']);
      const mine = (await get(ofA, '/api/balance/shippers')).json();
      expect(mine.items).toEqual([
        {
          id: sA.id,
          name: 'Atlântico Remit',
          code: expect.any(String),
          status: 'active',
          client: { id: a.id, name: 'Cliente A' },
          currencies: ['USD'],
        },
      ]);
    });
  });

  describe('GET /api/balance/:shipperId', () => {
    it('equals the sums over the extract and the remittances', async () => {
      const res = await get(ofA, `/api/balance/${sA.id}?currency=USD`);
      expect(res.statusCode, res.body).toBe(200);
      const balance = res.json() as Balance;
      const of = (statuses: RemittanceStatus[]) =>
        sumMoney(remittances.filter(([s, , c]) => c === 'USD' && statuses.includes(s)).map(([, me]) => me));
      expect(balance).toEqual({
        shipper: { id: sA.id, name: 'Atlântico Remit', client: { id: a.id, name: 'Cliente A' } },
        currency: 'USD',
        currencies: ['EUR', 'USD'],
        outstandingBalance: sumMoney(usdExtract.map((e) => e.value)),
        lockedBalance: of(['blocked']),
        totalPaidOnDay: sumMoney(
          usdExtract.filter((e) => e.type === 'debit' && e.date === today).map((e) => e.value.slice(1)),
        ),
        paidOnDay: today,
        pendingWire: of(['received', 'pending', 'processing']),
        lastClosureAt: expect.any(String),
        lastUpdateAt: expect.any(String),
        referenceRate: '5.12340000',
      });
      expect(balance).toMatchObject({
        outstandingBalance: '8799.40',
        lockedBalance: '500.55',
        totalPaidOnDay: '300.00',
        pendingWire: '85.10',
      });
      // The closure entry and the newest entry were written now, after the snapshot's times.
      expect(new Date(balance.lastClosureAt ?? 0).getTime()).toBeGreaterThan(
        Date.parse('2026-03-09T21:00:00Z'),
      );
      expect(new Date(balance.lastUpdateAt ?? 0).getTime()).toBeGreaterThan(
        Date.parse('2020-01-01T00:00:00Z'),
      );
    });

    it('agrees with the ledger’s own running balance and with SQL over the rows', async () => {
      const balance = (await get(staff, `/api/balance/${sA.id}`)).json() as Balance;
      const check = (
        await sql<{ last_open: string; sum_extract: string; locked: string }>`
          select (select me_open_balance from shipper_extract_entries where shipper_id = ${sA.id} and currency = 'USD'
                   order by release_date desc, id desc limit 1)::text as last_open,
                 (select sum(me_value) from shipper_extract_entries where shipper_id = ${sA.id} and currency = 'USD')::text as sum_extract,
                 (select sum(me_value) from remittances where shipper_id = ${sA.id} and currency = 'USD' and status = 'blocked')::text as locked`.execute(
          t.database.db,
        )
      ).rows[0];
      expect(balance.currency).toBe('USD');
      expect(balance.outstandingBalance).toBe(check?.last_open);
      expect(balance.outstandingBalance).toBe(check?.sum_extract);
      expect(balance.lockedBalance).toBe(check?.locked);
    });

    it('answers another currency on its own', async () => {
      const eur = (await get(staff, `/api/balance/${sA.id}?currency=eur`)).json() as Balance;
      expect(eur).toMatchObject({
        currency: 'EUR',
        outstandingBalance: '500.00',
        lockedBalance: '70.00',
        pendingWire: '0.00',
        totalPaidOnDay: '0.00',
        referenceRate: null,
      });
      const unused = (await get(staff, `/api/balance/${sA.id}?currency=JPY`)).json() as Balance;
      expect(unused).toMatchObject({
        currency: 'JPY',
        outstandingBalance: '0.00',
        currencies: ['EUR', 'JPY', 'USD'],
      });
    });

    it('refuses an unknown currency', async () => {
      for (const [currency, lang, message] of [
        ['XYZ', 'pt-BR', 'Moeda inválida.'],
        ['US', 'en', 'Invalid currency.'],
      ] as const) {
        const res = await get(staff, `/api/balance/${sA.id}?currency=${currency}`, {
          'accept-language': lang,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([
          { path: 'querystring.currency', code: 'currency_invalid', message },
        ]);
      }
    });

    it('is 404 for another client’s shipper and 403 without balance.consult', async () => {
      expect((await get(ofA, `/api/balance/${sB.id}`)).statusCode).toBe(404);
      expect((await get(staff, `/api/balance/${sB.id}`)).statusCode).toBe(200);
      expect((await get(staff, '/api/balance/99999999')).statusCode).toBe(404);
      expect((await get(staff, '/api/balance/x')).statusCode).toBe(400);
      expect((await get(noPermission, `/api/balance/${sA.id}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/balance/:shipperId/extract', () => {
    const extract = async (agent: Agent, query: string) => {
      const res = await get(agent, `/api/balance/${sA.id}/extract${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ExtractList;
    };

    it('lists release date and type, ME value and ME open balance, newest first', async () => {
      const l = await extract(staff, '?currency=USD');
      expect(l).toMatchObject({ total: 6, totalIsEstimate: false, page: 1 });
      expect(l.items.map((e) => e.meValue)).toEqual([
        '-49.75',
        '-250.25',
        '-0.10',
        '100.00',
        '-1000.50',
        '10000.00',
      ]);
      expect(l.items[4]).toEqual({
        id: expect.any(String),
        releaseDate: '2026-03-02',
        releaseType: 'debit',
        currency: 'USD',
        meValue: '-1000.50',
        meOpenBalance: '8999.50',
        description: 'Pagamento da remessa',
        remittance: { id: paidId, reference: expect.any(String) },
      });
      // The open balance of the newest entry is the outstanding balance.
      expect(l.items[0]?.meOpenBalance).toBe('8799.40');
    });

    it('filters by period and currency, sorts and pages', async () => {
      const period = await extract(staff, '?from=2026-03-02&to=2026-03-03&sort=releaseDate:asc');
      expect(period.items.map((e) => e.releaseType)).toEqual(['debit', 'reversal']);
      const all = await extract(staff, '?sort=releaseDate:asc&pageSize=2&page=2');
      expect(all).toMatchObject({ total: 7, page: 2, pageSize: 2 });
      expect(all.items.map((e) => e.releaseDate)).toEqual(['2026-03-03', '2026-03-04']);
      expect((await extract(staff, '?currency=EUR')).items.map((e) => e.meValue)).toEqual(['500.00']);
    });

    it.each([
      [
        'pt-BR',
        '?from=2026-03-05&to=2026-03-01',
        'querystring.to',
        'A data final deve ser maior que a data inicial.',
      ],
      ['en', '?from=2026-03-05&to=2026-03-01', 'querystring.to', 'Date-to must be greater than date-from.'],
      ['pt-BR', '?currency=dolar', 'querystring.currency', 'Moeda inválida.'],
    ])('validates (%s %s)', async (lang, query, path, message) => {
      const res = await get(staff, `/api/balance/${sA.id}/extract${query}`, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path, message })]);
    });

    it('is 404 for another client’s shipper', async () => {
      expect((await get(ofA, `/api/balance/${sB.id}/extract`)).statusCode).toBe(404);
    });
  });
});
