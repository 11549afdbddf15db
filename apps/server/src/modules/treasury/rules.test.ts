import { TREASURY_REPORT_IDS, TREASURY_REPORTS, type PermissionKey } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createBill, createTreasuryContract } from '../../../test/fixtures/treasury.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet } from '../../../test/requests.js';

/*
 * The rules every treasury route keeps: the spec's client-required and one-year messages in both languages,
 * a date-to after the date-from, bad input a 400 (never a 500), the client in the user's scope (a client
 * outside it answers like one that does not exist) and each report's own permission on all its routes.
 */

const TREASURY_PERMISSIONS: readonly PermissionKey[] = [
  'treasury.bills-to-pay',
  'treasury.bills-to-receive',
  'treasury.exchange-contracted',
  'treasury.exchange-to-hire',
];

type FieldErrors = { errors?: { path: string; message: string }[] };

describe('treasury reports: rules, client scope and permissions', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff, ofA } = suiteAgents(t, {
    staff: staffWith(...TREASURY_PERMISSIONS),
    ofA: () => clientOf([a.id], ...TREASURY_PERMISSIONS),
  });
  let contractOfB: string;
  /** Every treasury permission but one. */
  const without = new Map<PermissionKey, Agent>();

  beforeAll(async () => {
    const db = t.database.db;
    contractOfB = (await createTreasuryContract(db, { client_id: b.id })).id;
    await createBill(db, { client_id: a.id, due_date: '2026-03-10', amount: '1500.00' });
    await createBill(db, {
      client_id: b.id,
      due_date: '2026-03-10',
      amount: '900.00',
      contract_id: contractOfB,
    });
    for (const missing of TREASURY_PERMISSIONS) {
      const { agent } = await signedInUser(
        t,
        staffWith(...TREASURY_PERMISSIONS.filter((p) => p !== missing)),
      );
      without.set(missing, agent);
    }
  });

  const get = apiGet(t);
  const messages = (body: string) => ((JSON.parse(body) as FieldErrors).errors ?? []).map((e) => e.message);
  const period = 'from=2026-01-01&to=2026-12-31';

  it.each([
    ['pt-BR', 'Selecione um cliente associado.'],
    ['en', 'Please select an associated customer.'],
  ])(
    'asks for the client with the spec message (%s), on the report and its downloads',
    async (lang, text) => {
      for (const path of ['bills-to-pay', 'exchange-month/export.xlsx', 'receive-client/pdf']) {
        const res = await get(staff, `/api/treasury/${path}?${period}`, lang);
        expect(res.statusCode, path).toBe(400);
        expect(messages(res.body), path).toContain(text);
      }
      const drill = await get(staff, '/api/treasury/bills-to-pay-day/bills?day=2026-03-10', lang);
      expect(drill.statusCode).toBe(400);
      expect(messages(drill.body)).toContain(text);
    },
  );

  it.each([
    ['pt-BR', 'Selecione um período de no máximo um ano.'],
    ['en', 'Please select a period of one year maximum.'],
  ])('refuses a period over one year with the spec message (%s)', async (lang, text) => {
    const res = await get(
      staff,
      `/api/treasury/exchange-contracted?clientId=${a.id}&from=2026-01-01&to=2027-01-02`,
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ errors: [{ path: 'querystring.to', message: text }] });
    // One year exactly is allowed, both ends included.
    const year = await get(
      staff,
      `/api/treasury/exchange-contracted?clientId=${a.id}&from=2026-01-01&to=2027-01-01`,
    );
    expect(year.statusCode, year.body).toBe(200);
  });

  it.each([
    ['pt-BR', 'A data final deve ser maior que a data inicial.'],
    ['en', 'Date-to must be greater than date-from.'],
  ])('refuses a date-to before the date-from (%s); one day is a period', async (lang, text) => {
    const res = await get(
      staff,
      `/api/treasury/receive-month?clientId=${a.id}&from=2026-03-10&to=2026-03-09`,
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toContain(text);
    const day = await get(staff, `/api/treasury/bills-to-pay?clientId=${a.id}&from=2026-03-10&to=2026-03-10`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().blocks[0].total.values.total).toBe('1500.00');
  });

  it.each([
    '?from=2026-01-01',
    '?to=2026-12-31',
    '?from=&to=2026-12-31',
    '?from=2026-02-30&to=2026-12-31',
    '?from=01/01/2026&to=2026-12-31',
    '?from=2026-01-01&to=2026-12-31&currency=DOLLAR',
    '?from=2026-01-01&to=2026-12-31&currency=U1D',
    '?from=2026-01-01&to=2026-12-31&contractId=abc',
  ])('answers %s (with the client) with 400, never 500', async (query) => {
    const res = await get(staff, `/api/treasury/bills-to-pay${query}&clientId=${a.id}`);
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    '/api/treasury/bills-to-pay?clientId=x1&from=2026-01-01&to=2026-12-31',
    '/api/treasury/bills-to-pay?clientId=-3&from=2026-01-01&to=2026-12-31',
    '/api/treasury/bills-to-pay?clientId=99999999999999999999999&from=2026-01-01&to=2026-12-31',
    '/api/treasury/bills-to-pay/pdf?clientId=1&from=2026-01-01&to=2026-12-31&lang=fr',
    '/api/treasury/bills-to-pay-day/bills?clientId=1&day=2026-13-01',
    '/api/treasury/receive-day/bills?clientId=1&day=',
    '/api/treasury/receive-day/bills?clientId=1&day=2026-03-10&currency=EURO',
  ])('answers %s with 400, never 500', async (url) => {
    expect((await get(staff, url)).statusCode).toBe(400);
  });

  it('answers a client outside the user’s scope like one that does not exist: 404, on every route', async () => {
    const q = (clientId: string) => `clientId=${clientId}&${period}`;
    for (const path of ['bills-to-pay', 'exchange-month/export.xlsx', 'exchange-contracted/pdf']) {
      const mine = await get(ofA, `/api/treasury/${path}?${q(a.id)}`);
      expect(mine.statusCode, `${path} ${mine.body}`).toBe(200);
      const other = await get(ofA, `/api/treasury/${path}?${q(b.id)}`);
      const none = await get(ofA, `/api/treasury/${path}?${q('987654321')}`);
      expect(other.statusCode, path).toBe(404);
      expect(none.statusCode, path).toBe(404);
      expect(other.json()).toEqual(none.json());
    }
    const pt = await get(ofA, `/api/treasury/bills-to-pay?${q(b.id)}`, 'pt-BR');
    expect(pt.json()).toMatchObject({ code: 'not_found', title: 'Cliente não encontrado.' });
    const drill = (clientId: string) =>
      get(ofA, `/api/treasury/bills-to-pay-day/bills?clientId=${clientId}&day=2026-03-10`);
    expect((await drill(a.id)).json().items).toHaveLength(1);
    expect((await drill(b.id)).statusCode).toBe(404);
    // Staff of every client read B's figures.
    const res = await get(staff, `/api/treasury/bills-to-pay?${q(b.id)}`);
    expect(res.json().blocks[0].total.values.total).toBe('900.00');
  });

  it.each([
    ['pt-BR', 'Informe o contrato.'],
    ['en', 'Please give the contract.'],
  ])('asks the one-contract report for its contract (%s), on every route', async (lang, text) => {
    for (const path of ['', '/export.xlsx', '/pdf']) {
      const res = await get(
        staff,
        `/api/treasury/bills-to-pay-contract${path}?clientId=${a.id}&${period}`,
        lang,
      );
      expect(res.statusCode, path).toBe(400);
      expect(messages(res.body), path).toContain(text);
    }
    const bills = await get(
      staff,
      `/api/treasury/bills-to-pay-contract/bills?clientId=${a.id}&day=2026-03-10`,
      lang,
    );
    expect(bills.statusCode).toBe(400);
    expect(messages(bills.body)).toContain(text);
  });

  it('answers a contract of another client as not found, on the contract report and its bills', async () => {
    const report = await get(
      ofA,
      `/api/treasury/bills-to-pay-contract?clientId=${a.id}&${period}&contractId=${contractOfB}`,
    );
    expect(report.statusCode).toBe(404);
    const pt = await get(
      staff,
      `/api/treasury/bills-to-pay-contract?clientId=${a.id}&${period}&contractId=${contractOfB}`,
      'pt-BR',
    );
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toMatchObject({ code: 'not_found', title: 'Contrato não encontrado.' });
    const bills = await get(
      staff,
      `/api/treasury/bills-to-pay-contract/bills?clientId=${a.id}&day=2026-03-10&contractId=${contractOfB}`,
    );
    expect(bills.statusCode).toBe(404);
    const own = await get(
      staff,
      `/api/treasury/bills-to-pay-contract?clientId=${b.id}&${period}&contractId=${contractOfB}`,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it.each(TREASURY_REPORT_IDS)(
    '%s: refuses a user without its permission on every route of it',
    async (id) => {
      const report = TREASURY_REPORTS[id];
      const contract = 'byContract' in report ? `&contractId=${contractOfB}` : '';
      const query = `clientId=${b.id}&${period}${contract}`;
      const urls = [
        `/api/treasury/${id}?${query}`,
        `/api/treasury/${id}/export.xlsx?${query}`,
        `/api/treasury/${id}/pdf?${query}`,
        ...('drill' in report
          ? [`/api/treasury/${id}/bills?clientId=${b.id}&day=2026-03-10${contract}`]
          : []),
      ];
      const refused = without.get(report.permission);
      if (!refused) throw new Error(`no user without ${report.permission}`);
      for (const url of urls) {
        expect((await get(refused, url)).statusCode, url).toBe(403);
        // Any other treasury permission missing, the report still answers.
        const other = TREASURY_PERMISSIONS.find((p) => p !== report.permission) ?? report.permission;
        const allowed = without.get(other);
        if (!allowed) throw new Error(`no user without ${other}`);
        const res = await get(allowed, url);
        expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      }
    },
  );
});
