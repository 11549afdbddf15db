import type { TreasuryBill, TreasuryReportAnswer } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createBill, createTreasuryContract } from '../../../test/fixtures/treasury.js';
import { suiteApp } from '../../../test/suite.js';

/*
 * The "by day" reports: a due date that is not a settlement day shows the business day it settles on (a
 * weekend, a Brazilian holiday, a holiday of the currency's market), and a day row opens its bills.
 */

describe('treasury reports by day: settlement days and the bills of a day', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff } = suiteAgents(t, {
    staff: staffWith('treasury.bills-to-pay', 'treasury.bills-to-receive', 'treasury.exchange-to-hire'),
  });
  let contract: { id: string; contractNumber: string };

  beforeAll(async () => {
    const db = t.database.db;
    contract = await createTreasuryContract(db, { client_id: a.id, contract_number: 'CT-DIA-0001' });
    const pay = (due_date: string, currency = 'USD') =>
      createBill(db, { client_id: a.id, due_date, currency, amount: '10.00' });
    // Saturday, Tiradentes (Tuesday), a Friday the Fed is open (4 July on a Saturday is not moved),
    // Thanksgiving (USD closed, EUR open), a plain Monday.
    for (const day of ['2026-04-18', '2026-04-21', '2026-07-03', '2026-11-26', '2026-09-14']) await pay(day);
    await pay('2026-11-26', 'EUR');
    // Good Friday: a Brazilian holiday; the Monday after is TARGET2's Easter Monday, so EUR waits to Tuesday.
    await pay('2026-04-03', 'EUR');

    // The day whose bills are opened: pay and receive, open, settled and canceled, with and without contract.
    const day = '2026-05-12';
    await createBill(db, {
      client_id: a.id,
      due_date: day,
      amount: '300.00',
      mn_amount: '1530.00',
      category: 'financial',
      counterparty_name: 'Banco Exterior S.A.',
      description: 'Juros do empréstimo',
    });
    await createBill(db, {
      client_id: a.id,
      due_date: day,
      amount: '700.00',
      contract_id: contract.id,
      status: 'settled',
    });
    await createBill(db, { client_id: a.id, due_date: day, amount: '50.00', status: 'canceled' });
    await createBill(db, { client_id: a.id, due_date: day, amount: '80.00', currency: 'EUR' });
    await createBill(db, {
      client_id: a.id,
      due_date: day,
      amount: '400.00',
      direction: 'receive',
      category: 'export',
    });
    await createBill(db, { client_id: a.id, due_date: '2026-05-13', amount: '5.00' });
    await createBill(db, { client_id: b.id, due_date: day, amount: '999.00' });
  });

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const settles = async (report: string, currency: string) => {
    const answer = await get<TreasuryReportAnswer>(
      `/api/treasury/${report}?clientId=${a.id}&from=2026-04-01&to=2026-11-30`,
    );
    const block = answer.blocks.find((x) => x.currency === currency);
    return Object.fromEntries((block?.rows ?? []).map((r) => [r.key, r.settlesOn]));
  };

  it('shows the next settlement day beside a due date on a weekend or a holiday, and null on a business day', async () => {
    expect(await settles('bills-to-pay-day', 'USD')).toEqual({
      '2026-04-18': '2026-04-20',
      '2026-04-21': '2026-04-22',
      '2026-05-12': null,
      '2026-05-13': null,
      '2026-07-03': null,
      '2026-09-14': null,
      '2026-11-26': '2026-11-27',
    });
    expect(await settles('bills-to-pay-day', 'EUR')).toEqual({
      '2026-04-03': '2026-04-07',
      '2026-05-12': null,
      '2026-11-26': null,
    });
    // The same days on the other "by day" report; month rows (April to November) never carry one.
    expect((await settles('exchange-day', 'USD'))['2026-04-18']).toBe('2026-04-20');
    expect(Object.values(await settles('bills-to-pay', 'USD'))).toEqual(
      Array.from({ length: 8 }, () => null),
    );
  });

  it('opens a day: its live bills of the report’s direction, the largest first, with the contract link', async () => {
    const day = await get<{ items: TreasuryBill[]; truncated: boolean }>(
      `/api/treasury/bills-to-pay-day/bills?clientId=${a.id}&day=2026-05-12`,
    );
    expect(day.truncated).toBe(false);
    expect(day.items.map((x) => [x.currency, x.amount])).toEqual([
      ['EUR', '80.00'],
      ['USD', '700.00'],
      ['USD', '300.00'],
    ]);
    expect(day.items[1]).toMatchObject({
      status: 'settled',
      direction: 'pay',
      contract: { id: contract.id, contractNumber: 'CT-DIA-0001' },
    });
    expect(day.items[2]).toEqual({
      id: expect.any(String),
      dueDate: '2026-05-12',
      settlesOn: null,
      direction: 'pay',
      category: 'financial',
      currency: 'USD',
      amount: '300.00',
      reais: '1530.00',
      counterparty: 'Banco Exterior S.A.',
      description: 'Juros do empréstimo',
      status: 'open',
      contract: null,
    });

    const usd = await get<{ items: TreasuryBill[] }>(
      `/api/treasury/bills-to-pay-day/bills?clientId=${a.id}&day=2026-05-12&currency=usd`,
    );
    expect(usd.items.map((x) => x.amount)).toEqual(['700.00', '300.00']);
    const ofContract = await get<{ items: TreasuryBill[] }>(
      `/api/treasury/bills-to-pay-contract/bills?clientId=${a.id}&day=2026-05-12&contractId=${contract.id}`,
    );
    expect(ofContract.items.map((x) => x.amount)).toEqual(['700.00']);
  });

  it('opens a day of bills to receive on the receiving report', async () => {
    const receive = await get<{ items: TreasuryBill[] }>(
      `/api/treasury/receive-day/bills?clientId=${a.id}&day=2026-05-12`,
    );
    expect(receive.items.map((x) => [x.direction, x.category, x.amount])).toEqual([
      ['receive', 'export', '400.00'],
    ]);
  });

  it('shows the settlement day of a bill opened on a holiday, and nothing on a day without bills', async () => {
    const holiday = await get<{ items: TreasuryBill[] }>(
      `/api/treasury/bills-to-pay-day/bills?clientId=${a.id}&day=2026-04-21`,
    );
    expect(holiday.items.map((x) => x.settlesOn)).toEqual(['2026-04-22']);
    const empty = await get<{ items: TreasuryBill[] }>(
      `/api/treasury/bills-to-pay-day/bills?clientId=${a.id}&day=2026-05-14`,
    );
    expect(empty.items).toEqual([]);
  });
});
