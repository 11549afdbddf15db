import {
  randomInt,
  seededRng,
  TREASURY_CATEGORIES,
  TREASURY_REPORTS,
  type Rng,
  type TreasuryColumn,
  type TreasuryReport,
  type TreasuryReportAnswer,
  type TreasuryReportId,
} from '@fxbo/domain';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/auth.js';
import { signIn, staffWith } from '../../../test/agents.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createBills, createTreasuryContract, type NewBill } from '../../../test/fixtures/treasury.js';
import { suiteApp } from '../../../test/suite.js';

/*
 * The property of every bills report: each row's and each block total's figures are the sums of the live bills
 * (canceled ones excluded) that fall in the row, computed here with decimal.js from the very bills inserted.
 * Random bills per seed: every category, direction, status and currency, due dates around a year, some without
 * an amount in reais, some linked to a contract; another client's bills in the same days as noise. The
 * exchange-to-hire reports value what falls due in reais: a hired bill at its contract's rate (none when the
 * contract is in another currency), a bill still to hire at its own reference; partial where one has none.
 */

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF'] as const;
const STATUSES = ['open', 'settled', 'canceled'] as const;
const SEEDS = [1, 7, 42, 2026, 90210];

interface Contract {
  id: string;
  currency: string;
  rate: string;
}

interface Bill {
  direction: 'pay' | 'receive';
  category: (typeof TREASURY_CATEGORIES)[number];
  status: (typeof STATUSES)[number];
  currency: string;
  dueDate: string;
  amount: string;
  mnAmount: string | null;
  contract: Contract | null;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[randomInt(rng, items.length)] as T;
const cents = (rng: Rng, max: number) => new Decimal(randomInt(rng, max * 100) + 1).div(100).toFixed(2);
/** A day from 2025-12-01 to 2027-01-31: the periods asked start and end inside it. */
function randomDay(rng: Rng): string {
  const day = new Date(Date.UTC(2025, 11, 1) + randomInt(rng, 427) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A rate with its 8 places, from 0.00000001 to 7. */
const randomRate = (rng: Rng) => new Decimal(randomInt(rng, 700_000_000) + 1).div(1e8).toFixed(8);

function randomBills(rng: Rng, count: number, contracts: readonly Contract[]): Bill[] {
  return Array.from({ length: count }, () => {
    const amount = cents(rng, 250_000);
    const currency = pick(rng, CURRENCIES);
    const inCurrency = contracts.filter((c) => c.currency === currency);
    // A third is hired: mostly by a contract in the bill's currency, now and then by one in another.
    const contract =
      rng() < 0.3 ? pick(rng, rng() < 0.85 && inCurrency.length ? inCurrency : contracts) : null;
    return {
      direction: pick(rng, ['pay', 'receive'] as const),
      category: pick(rng, TREASURY_CATEGORIES),
      status: pick(rng, STATUSES),
      currency,
      dueDate: randomDay(rng),
      amount,
      // A fifth has no reference rate yet.
      mnAmount: rng() < 0.2 ? null : new Decimal(amount).times(cents(rng, 7)).toDecimalPlaces(2).toFixed(2),
      contract,
    };
  });
}

/**
 * A bill in reais as a report values it. The exchange-to-hire reports (those with a hired column): a hired bill
 * at its contract's rate, rounded to the cent (no rate when the contract is in another currency), a bill still
 * to hire at its own reference. The others: the bill's own reference.
 */
function reaisOf(report: TreasuryReport, b: Bill): string | null {
  if (!report.columns.includes('hired') || !b.contract) return b.mnAmount;
  if (b.contract.currency !== b.currency) return null;
  return new Decimal(b.amount).times(b.contract.rate).toDecimalPlaces(2).toFixed(2);
}

/** What a bill adds to a column (null: nothing). */
function columnShare(column: TreasuryColumn, b: Bill): 'plus' | 'minus' | null {
  switch (column) {
    case 'financial':
    case 'import':
    case 'export':
      return b.category === column ? 'plus' : null;
    case 'pay':
    case 'receive':
      return b.direction === column ? 'plus' : null;
    case 'net':
      return b.direction === 'receive' ? 'plus' : 'minus';
    case 'open':
    case 'settled':
      return b.status === column ? 'plus' : null;
    case 'hired':
      return b.contract ? 'plus' : null;
    case 'remaining':
      return b.contract ? null : 'plus';
    case 'due':
    case 'total':
      return 'plus';
    default:
      throw new Error(`no bills column ${column}`);
  }
}

interface Figures {
  values: Record<string, string>;
  reais: string;
  reaisComplete: boolean;
}

/** The figures of a group of bills, as the report declares its columns. */
function figuresOf(id: TreasuryReportId, bills: readonly Bill[]): Figures {
  const report: TreasuryReport = TREASURY_REPORTS[id];
  const sum = (column: TreasuryColumn, of: (b: Bill) => string | null) =>
    bills.reduce((acc, b) => {
      const share = columnShare(column, b);
      const value = of(b);
      if (!share || value === null) return acc;
      return share === 'plus' ? acc.plus(value) : acc.minus(value);
    }, new Decimal(0));
  // The reais figure stands for the net, for what falls due (hired and to hire), or for the total.
  const reaisColumn: TreasuryColumn = report.columns.includes('net')
    ? 'net'
    : report.columns.includes('due')
      ? 'due'
      : 'total';
  return {
    values: Object.fromEntries(report.columns.map((c) => [c, sum(c, (b) => b.amount).toFixed(2)])),
    reais: sum(reaisColumn, (b) => reaisOf(report, b)).toFixed(2),
    // Complete when every bill the reais figure adds up has its rate.
    reaisComplete: bills.filter((b) => columnShare(reaisColumn, b)).every((b) => reaisOf(report, b) !== null),
  };
}

/** The months of the period, `yyyy-MM`: a month report writes each one, empty ones as zeros. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.push(m);
    const [y, n] = m.split('-').map(Number) as [number, number];
    m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`;
  }
  return months;
}

function rowKey(id: TreasuryReportId, b: Bill): string {
  const { rowsBy } = TREASURY_REPORTS[id];
  return rowsBy === 'month' ? b.dueDate.slice(0, 7) : rowsBy === 'day' ? b.dueDate : b.category;
}

/** The report's blocks computed from the bills: currency → row key → figures, and each block's total. */
function expectedBlocks(
  id: TreasuryReportId,
  bills: readonly Bill[],
  query: { from: string; to: string; currency?: string; contractId?: string },
) {
  const report: TreasuryReport = TREASURY_REPORTS[id];
  const live = bills.filter(
    (b) =>
      b.status !== 'canceled' &&
      b.dueDate >= query.from &&
      b.dueDate <= query.to &&
      (report.direction === 'both' || b.direction === report.direction) &&
      (!report.category || b.category === report.category) &&
      (!query.currency || b.currency === query.currency) &&
      (!query.contractId || b.contract?.id === query.contractId),
  );
  const currencies = [...new Set(live.map((b) => b.currency))].sort();
  return currencies.map((currency) => {
    const ofCurrency = live.filter((b) => b.currency === currency);
    const keys =
      report.rowsBy === 'month'
        ? monthsOf(query.from, query.to)
        : [...new Set(ofCurrency.map((b) => rowKey(id, b)))].sort();
    return {
      currency,
      rows: keys.map((key) => ({
        key,
        ...figuresOf(
          id,
          ofCurrency.filter((b) => rowKey(id, b) === key),
        ),
      })),
      total: figuresOf(id, ofCurrency),
    };
  });
}

/** The answer's figures with every amount written with two places (PostgreSQL writes a zero sum as "0"). */
function normalized(answer: TreasuryReportAnswer) {
  const fig = (f: {
    values: Record<string, string | null>;
    reais: string | null;
    reaisComplete: boolean;
  }) => ({
    values: Object.fromEntries(
      Object.entries(f.values).map(([c, v]) => [c, v === null ? null : new Decimal(v).toFixed(2)]),
    ),
    reais: f.reais === null ? null : new Decimal(f.reais).toFixed(2),
    reaisComplete: f.reaisComplete,
  });
  return answer.blocks.map((b) => ({
    currency: b.currency,
    rows: b.rows.map((r) => ({ key: r.key, ...fig(r) })),
    total: fig(b.total),
  }));
}

const BILL_REPORTS = (Object.keys(TREASURY_REPORTS) as TreasuryReportId[]).filter(
  (id) => TREASURY_REPORTS[id].source === 'bills',
);

describe('treasury bills reports: the pivot sums are the bills’ sums', () => {
  const t = suiteApp();
  let staff: Agent;

  beforeAll(async () => {
    ({ staff } = await signIn(t, {
      staff: staffWith(
        'treasury.bills-to-pay',
        'treasury.bills-to-receive',
        'treasury.exchange-to-hire',
        'treasury.exchange-contracted',
      ),
    }));
  });

  const report = async (id: TreasuryReportId, query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/${id}?${new URLSearchParams(query).toString()}`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TreasuryReportAnswer>();
  };

  it('covers every bills report of the declaration', () => {
    expect(BILL_REPORTS).toHaveLength(13);
  });

  it.each(SEEDS)('seed %i: every bills report, over a random period, matches the sums', async (seed) => {
    const db = t.database.db;
    const rng = seededRng(seed);
    const client = await createClient(db);
    const other = await createClient(db);
    // A contract or two in each currency, each at its own rate.
    const contracts = await Promise.all(
      [...CURRENCIES, ...CURRENCIES.slice(0, 2)].map(async (currency) => {
        const rate = randomRate(rng);
        const { id } = await createTreasuryContract(db, { client_id: client.id, currency, rate });
        return { id, currency, rate };
      }),
    );
    const bills = randomBills(rng, 240, contracts);
    const row = (b: Bill, clientId: string): NewBill => ({
      client_id: clientId,
      direction: b.direction,
      category: b.category,
      status: b.status,
      currency: b.currency,
      due_date: b.dueDate,
      amount: b.amount,
      mn_amount: b.mnAmount,
      contract_id: clientId === client.id ? (b.contract?.id ?? null) : null,
    });
    await createBills(db, [
      ...bills.map((b) => row(b, client.id)),
      ...randomBills(rng, 60, contracts).map((b) => row(b, other.id)),
    ]);

    // The whole year 2026, and a random period of at most a year inside the bills' days.
    const start = randomDay(rng);
    const end = new Date(Date.parse(start) + randomInt(rng, 365) * 86_400_000).toISOString().slice(0, 10);
    const year = { from: '2026-01-01', to: '2026-12-31' };
    const periods = [year, { from: start, to: end }];
    for (const period of periods) {
      for (const id of BILL_REPORTS) {
        const query = {
          clientId: client.id,
          ...period,
          ...('byContract' in TREASURY_REPORTS[id] ? { contractId: contracts[0]?.id ?? '' } : {}),
        };
        const answer = await report(id, query);
        expect(answer).toMatchObject({
          report: id,
          client: { id: client.id },
          from: period.from,
          to: period.to,
        });
        expect(normalized(answer), `${id} ${period.from}..${period.to}`).toEqual(
          expectedBlocks(id, bills, query),
        );
      }
    }
    // One currency only.
    const currency = pick(rng, CURRENCIES);
    const lower = { clientId: client.id, ...year, currency: currency.toLowerCase() };
    for (const id of ['bills-to-pay', 'receive-day', 'exchange-operation'] as const) {
      const answer = await report(id, lower);
      expect(answer.blocks.map((b) => b.currency)).toEqual(
        expectedBlocks(id, bills, { ...lower, currency }).map((b) => b.currency),
      );
      expect(normalized(answer)).toEqual(expectedBlocks(id, bills, { ...lower, currency }));
    }
  });
});
