import type { TreasuryReportAnswer } from '@fxbo/domain';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createBill, createPlan, createTreasuryContract } from '../../../test/fixtures/treasury.js';
import { suiteApp } from '../../../test/suite.js';

/*
 * The reports that are not sums of bills alone: contracted exchange (counts, sums per type and the weighted
 * average rate of the contracts closed), exchange to hire per month (planned, hired, what is left, never
 * negative) and one contract's bills by day.
 */

describe('treasury: contracted exchange, exchange to hire and a contract’s bills', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff } = suiteAgents(t, {
    staff: staffWith('treasury.bills-to-pay', 'treasury.exchange-contracted', 'treasury.exchange-to-hire'),
  });
  let contract: { id: string; contractNumber: string };

  beforeAll(async () => {
    const db = t.database.db;
    const closed = (values: Parameters<typeof createTreasuryContract>[1]) =>
      createTreasuryContract(db, values);
    // March, USD: two imports, an export, a financial sale and a financial purchase; a canceled import.
    contract = await closed({
      client_id: a.id,
      contract_number: 'CT-TES-IMP-1',
      contract_date: '2026-03-02',
      me_value: '1000.00',
      mn_value: '5100.00',
      rate: '5.10000000',
    });
    await closed({
      client_id: a.id,
      contract_date: '2026-03-20',
      me_value: '3000.00',
      mn_value: '15600.00',
      rate: '5.20000000',
    });
    await closed({
      client_id: a.id,
      contract_date: '2026-03-05',
      contract_type: 'export',
      me_value: '2000.00',
      mn_value: '9900.00',
      rate: '4.95000000',
      status: 'liquidated',
      liquidated_me_value: '2000.00',
      liquidated_at: new Date('2026-03-06T12:00:00Z'),
    });
    await closed({
      client_id: a.id,
      contract_date: '2026-03-31',
      contract_type: 'financial_sale',
      me_value: '0.03',
      mn_value: '0.16',
      rate: '5.33333333',
    });
    await closed({
      client_id: a.id,
      contract_date: '2026-03-31',
      contract_type: 'financial_purchase',
      me_value: '7.00',
      mn_value: '35.00',
      rate: '5.00000000',
    });
    await closed({
      client_id: a.id,
      contract_date: '2026-03-10',
      me_value: '50000.00',
      mn_value: '250000.00',
      status: 'canceled',
    });
    // April in EUR; a contract outside the period and one of another client.
    await closed({
      client_id: a.id,
      contract_date: '2026-04-15',
      currency: 'EUR',
      contract_type: 'export',
      me_value: '300.00',
      mn_value: '1800.00',
      rate: '6.00000000',
    });
    await closed({ client_id: a.id, contract_date: '2026-07-01', me_value: '10.00', mn_value: '50.00' });
    await closed({ client_id: b.id, contract_date: '2026-03-02', me_value: '10.00', mn_value: '50.00' });

    // Plans: March has two categories in USD (import over-hired), April one in EUR; B's plan is noise.
    const plan = (
      month: string,
      category: 'import' | 'export' | 'financial',
      planned: string,
      hired: string,
    ) =>
      createPlan(db, {
        client_id: a.id,
        month,
        category,
        currency: month === '2026-04-01' ? 'EUR' : 'USD',
        planned_amount: planned,
        hired_amount: hired,
      });
    await plan('2026-03-01', 'import', '1000.00', '1200.00');
    await plan('2026-03-01', 'export', '5000.00', '1500.50');
    await plan('2026-03-01', 'financial', '100.00', '0.00');
    await plan('2026-04-01', 'export', '800.00', '800.00');
    await plan('2026-07-01', 'import', '9.00', '0.00');
    await createPlan(db, {
      client_id: b.id,
      month: '2026-03-01',
      category: 'import',
      currency: 'USD',
      planned_amount: '777.00',
    });

    // The contract's bills, and bills of the client outside it.
    await createBill(db, {
      client_id: a.id,
      due_date: '2026-03-16',
      amount: '400.00',
      contract_id: contract.id,
    });
    await createBill(db, {
      client_id: a.id,
      due_date: '2026-03-16',
      amount: '50.00',
      category: 'financial',
      contract_id: contract.id,
    });
    await createBill(db, {
      client_id: a.id,
      due_date: '2026-03-17',
      amount: '600.00',
      contract_id: contract.id,
    });
    await createBill(db, {
      client_id: a.id,
      due_date: '2026-03-18',
      amount: '1.00',
      contract_id: contract.id,
      status: 'canceled',
    });
    await createBill(db, { client_id: a.id, due_date: '2026-03-16', amount: '9999.00' });
  });

  const report = async (id: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/${id}?clientId=${a.id}&${query}`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TreasuryReportAnswer>();
  };
  /** Amounts with their two places (a zero sum may come as "0"); counts and rates as sent. */
  const figures = (values: Record<string, string | null>) =>
    Object.fromEntries(
      Object.entries(values).map(([c, v]) => [
        c,
        v === null || c === 'count' || c === 'averageRate' ? v : new Decimal(v).toFixed(2),
      ]),
    );
  const rowsOf = (answer: TreasuryReportAnswer) =>
    answer.blocks.map((x) => ({
      currency: x.currency,
      rows: x.rows.map((r) => [r.key, figures(r.values)]),
      total: figures(x.total.values),
    }));

  /** A month report's rows: every month of the period, those without figures as zeros. */
  const months = (
    keys: readonly string[],
    filled: Record<string, Record<string, string | null>>,
    zero: Record<string, string | null>,
  ) => keys.map((k) => [k, filled[k] ?? zero]);
  const MARCH_TO_JUNE = ['2026-03', '2026-04', '2026-05', '2026-06'];
  const MARCH_TO_MAY = MARCH_TO_JUNE.slice(0, 3);

  it('sums the contracts closed in the period per type, counts them and weighs their average rate', async () => {
    const answer = await report('exchange-contracted', 'from=2026-03-01&to=2026-06-30');
    const none = {
      import: '0.00',
      export: '0.00',
      financial: '0.00',
      total: '0.00',
      count: '0',
      averageRate: null,
    };
    const march = {
      import: '4000.00',
      export: '2000.00',
      financial: '7.03',
      total: '6007.03',
      count: '5',
      // (5100 + 15600 + 9900 + 0.16 + 35) / 6007.03 = 30635.16 / 6007.03
      averageRate: '5.09988464',
    };
    const april = { ...none, export: '300.00', total: '300.00', count: '1', averageRate: '6.00000000' };
    expect(rowsOf(answer)).toEqual([
      { currency: 'EUR', rows: months(MARCH_TO_JUNE, { '2026-04': april }, none), total: april },
      { currency: 'USD', rows: months(MARCH_TO_JUNE, { '2026-03': march }, none), total: march },
    ]);
    const usd = answer.blocks[1];
    expect(usd?.total).toMatchObject({ reais: '30635.16', reaisComplete: true });
  });

  const noPlan = { planned: '0.00', hired: '0.00', remaining: '0.00' };

  it('reads planned, hired and what is left to hire per month, never below zero', async () => {
    // A plan is a month's: March counts although the period starts on the 15th.
    const answer = await report('exchange-month', 'from=2026-03-15&to=2026-06-30');
    const april = { planned: '800.00', hired: '800.00', remaining: '0.00' };
    // Import: 1000 planned, 1200 hired: nothing left (not −200). Export 3499.50, financial 100.
    const march = { planned: '6100.00', hired: '2700.50', remaining: '3599.50' };
    expect(rowsOf(answer)).toEqual([
      { currency: 'EUR', rows: months(MARCH_TO_JUNE, { '2026-04': april }, noPlan), total: april },
      { currency: 'USD', rows: months(MARCH_TO_JUNE, { '2026-03': march }, noPlan), total: march },
    ]);
    expect(answer.blocks[1]?.total).toMatchObject({ reais: null });
  });

  it.each([
    ['exchange-importation', { planned: '1000.00', hired: '1200.00', remaining: '0.00' }],
    ['exchange-exportation', { planned: '5000.00', hired: '1500.50', remaining: '3499.50' }],
  ])('%s: only that category’s plans', async (id, march) => {
    const answer = await report(id, 'from=2026-03-01&to=2026-05-31');
    const usd = answer.blocks.find((x) => x.currency === 'USD');
    expect(usd?.rows.map((r) => [r.key, figures(r.values)])).toEqual(
      months(MARCH_TO_MAY, { '2026-03': march }, noPlan),
    );
    expect(usd && figures(usd.total.values)).toEqual(march);
    // Only exports are planned in EUR.
    expect(answer.blocks.map((x) => x.currency)).toEqual(
      id === 'exchange-exportation' ? ['EUR', 'USD'] : ['USD'],
    );
  });

  it('bills-to-pay-contract: only the contract’s live bills, by day, with the contract named', async () => {
    const answer = await report(
      'bills-to-pay-contract',
      `from=2026-03-01&to=2026-03-31&contractId=${contract.id}`,
    );
    expect(answer.contract).toEqual({ id: contract.id, contractNumber: 'CT-TES-IMP-1' });
    expect(rowsOf(answer)).toEqual([
      {
        currency: 'USD',
        rows: [
          ['2026-03-16', { financial: '50.00', import: '400.00', total: '450.00' }],
          ['2026-03-17', { financial: '0.00', import: '600.00', total: '600.00' }],
        ],
        total: { financial: '50.00', import: '1000.00', total: '1050.00' },
      },
    ]);
  });
});
