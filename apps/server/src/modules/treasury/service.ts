import {
  isSettlementDay,
  nextSettlementDay,
  TREASURY_BILLS_MAX,
  TREASURY_REPORTS,
  type TreasuryBill,
  type TreasuryBlock,
  type TreasuryQuery,
  type TreasuryReport,
  type TreasuryReportAnswer,
  type TreasuryReportId,
  type TreasuryRow,
} from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../http/locale.js';
import type { ClientScope } from '../../platform/client-scope.js';
import { resolveRecord } from '../../platform/filter-records.js';
import { contractNotFound } from './messages.js';
import { reportQuery, type ReportSqlRow } from './report-sql.js';

/*
 * The treasury reports' answers: the client (in the user's scope, or "not found" whatever its id), the
 * aggregate query of the report, and the blocks per currency with the settlement day beside a due date that
 * is not one (a weekend, a Brazilian holiday or a holiday of the currency's market).
 */

export interface TreasuryContext {
  db: Kysely<Database>;
  scope: ClientScope;
  locale: Locale;
}

type ClientQuery = { clientId?: string | undefined; contractId?: string | undefined };

/** The client of the query, in the user's scope; with `contractId`, that contract of the client too. */
async function clientAndContract(ctx: TreasuryContext, query: ClientQuery, withContract: boolean) {
  const id = query.clientId ?? '0';
  const client = { id, name: await resolveRecord(ctx.db, ctx.scope, 'client', id, ctx.locale) };
  if (!withContract || !query.contractId) return { client, contract: null };
  const contract = await ctx.db
    .selectFrom('contracts')
    .select(['id', 'contract_number as contractNumber'])
    .where('id', '=', query.contractId)
    .where('client_id', '=', client.id)
    .executeTakeFirst();
  if (!contract) throw contractNotFound(ctx.locale);
  return { client, contract };
}

/** The business day a due date settles on, when it is not one itself. */
function settlesOn(currency: string, day: string): string | null {
  return isSettlementDay(currency, day) ? null : nextSettlementDay(currency, day);
}

function figures(row: ReportSqlRow, columns: readonly string[]) {
  return {
    values: Object.fromEntries(columns.map((c) => [c, row[c] === null ? null : String(row[c])])),
    reais: row.reais,
    reaisComplete: row.reais_complete ?? true,
  };
}

/** The months of the period, `yyyy-MM`, in order. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * A currency's month rows with the months it has no figure in filled with zeros: a treasurer reads the whole
 * period, and a chart without its empty months would draw March next to July.
 */
function everyMonth(rows: TreasuryRow[], query: TreasuryQuery, report: TreasuryReport): TreasuryRow[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const values = Object.fromEntries(
    report.columns.map((c) => [c, c === 'averageRate' ? null : c === 'count' ? '0' : '0.00']),
  );
  const reais = report.reais ? '0.00' : null;
  return monthsOf(query.from, query.to).map(
    (key) => byKey.get(key) ?? { key, values, reais, reaisComplete: true, settlesOn: null },
  );
}

export async function treasuryReport(
  ctx: TreasuryContext,
  id: TreasuryReportId,
  query: TreasuryQuery,
): Promise<TreasuryReportAnswer> {
  const report = TREASURY_REPORTS[id];
  const { client, contract } = await clientAndContract(ctx, query, 'byContract' in report);
  const { rows } = await reportQuery(report, { ...query, clientId: client.id }).execute(ctx.db);
  const blocks: TreasuryBlock[] = [];
  let rowsOfBlock: TreasuryRow[] = [];
  for (const row of rows) {
    if (!row.is_total) {
      rowsOfBlock.push({
        ...figures(row, report.columns),
        key: row.key ?? '',
        settlesOn: report.rowsBy === 'day' && row.key ? settlesOn(row.currency, row.key) : null,
      });
      continue;
    }
    const rows = report.rowsBy === 'month' ? everyMonth(rowsOfBlock, query, report) : rowsOfBlock;
    blocks.push({ currency: row.currency, rows, total: figures(row, report.columns) });
    rowsOfBlock = [];
  }
  return {
    report: id,
    client: { id: client.id, name: client.name },
    from: query.from,
    to: query.to,
    contract,
    blocks,
  };
}

/** The bills of one client falling due on one day, for a day row opened on a "by day" report. */
export async function billsOfDay(
  ctx: TreasuryContext,
  direction: 'pay' | 'receive',
  query: ClientQuery & { day: string; currency?: string | undefined },
): Promise<{ items: TreasuryBill[]; truncated: boolean }> {
  const { client } = await clientAndContract(ctx, query, true);
  let q = ctx.db
    .selectFrom('treasury_bills as b')
    .leftJoin('contracts as c', 'c.id', 'b.contract_id')
    .select([
      'b.id',
      'b.due_date',
      'b.direction',
      'b.category',
      'b.currency',
      'b.amount',
      'b.mn_amount',
      'b.counterparty_name',
      'b.description',
      'b.status',
      'c.id as contract_id',
      'c.contract_number',
    ])
    .where('b.client_id', '=', client.id)
    .where('b.direction', '=', direction)
    .where('b.due_date', '=', query.day)
    .where('b.status', '<>', 'canceled');
  if (query.currency) q = q.where('b.currency', '=', query.currency);
  if (query.contractId) q = q.where('b.contract_id', '=', query.contractId);
  const rows = await q
    .orderBy('b.currency')
    .orderBy('b.amount', 'desc')
    .orderBy('b.id')
    .limit(TREASURY_BILLS_MAX + 1)
    .execute();
  return {
    items: rows.slice(0, TREASURY_BILLS_MAX).map((r) => ({
      id: r.id,
      dueDate: r.due_date,
      settlesOn: settlesOn(r.currency, r.due_date),
      direction: r.direction as 'pay' | 'receive',
      category: r.category as TreasuryBill['category'],
      currency: r.currency,
      amount: r.amount,
      reais: r.mn_amount,
      counterparty: r.counterparty_name,
      description: r.description,
      status: r.status as TreasuryBill['status'],
      contract:
        r.contract_id && r.contract_number ? { id: r.contract_id, contractNumber: r.contract_number } : null,
    })),
    truncated: rows.length > TREASURY_BILLS_MAX,
  };
}
