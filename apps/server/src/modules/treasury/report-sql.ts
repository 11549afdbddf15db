import type { TreasuryColumn, TreasuryQuery, TreasuryReport } from '@fxbo/domain';
import { sql, type RawBuilder } from 'kysely';

/*
 * A treasury report as one aggregate query: the source's rows of one client in the period, grouped by currency
 * and the report's row key, with a total per currency from the same scan (grouping sets). Every figure is
 * summed by PostgreSQL; the server only shapes the answer. Each source reads through its client's index:
 * treasury_bills (client_id, direction, due_date), contracts (client_id, contract_date desc, id desc) and
 * exchange_to_hire's key (client_id, month, category, currency). The exchange-to-hire reports over bills also
 * read each hired bill's contract by its key, for its rate (decisions §38).
 */

interface Source {
  from: string;
  /** The date a row falls on. */
  date: string;
  /** The row's amount in the block's currency, and in reais where the source has it. */
  amount: string;
  reais: string | null;
  /** Rows that are not figures at all (canceled). */
  live: string;
  /** How a category is read from the row (bills and plans hold it; contracts derive it from the type). */
  category: string;
  /** The rows each summed column adds up ('true': all of them). */
  rowsOf: Partial<Record<TreasuryColumn, string>>;
  /** The columns that are not a plain sum of their rows, over `m` (the amount or the reais expression). */
  columns: Partial<Record<TreasuryColumn, (m: string) => string>>;
}

/** A column's SQL: its own, or the sum of its rows (0.00 when none, written like every amount). */
function columnSql(source: Source, column: TreasuryColumn): ((m: string) => string) | undefined {
  const own = source.columns[column];
  if (own) return own;
  const rows = source.rowsOf[column];
  if (rows === undefined) return undefined;
  return (m) => `coalesce(sum(${m})${rows === 'true' ? '' : ` filter (where ${rows})`}, 0.00)`;
}

const BILLS: Source = {
  from: 'treasury_bills s',
  date: 's.due_date',
  amount: 's.amount',
  reais: 's.mn_amount',
  live: "s.status <> 'canceled'",
  category: 's.category',
  rowsOf: {
    financial: "s.category = 'financial'",
    import: "s.category = 'import'",
    export: "s.category = 'export'",
    pay: "s.direction = 'pay'",
    receive: "s.direction = 'receive'",
    open: "s.status = 'open'",
    settled: "s.status = 'settled'",
    due: 'true',
    // A bill linked to a contract is covered: its exchange is hired.
    hired: 's.contract_id is not null',
    remaining: 's.contract_id is null',
    total: 'true',
  },
  columns: {
    net: (m) => `coalesce(sum(case when s.direction = 'receive' then ${m} else -${m} end), 0.00)`,
  },
};

/**
 * Bills as the exchange-to-hire reports value them in reais: what is hired at its contract's rate (the
 * contract of the bill's client in the bill's currency; another gives no rate), what is still to hire at the
 * bill's own reference. Each bill is rounded to the cent before the sums, as its own figure would be.
 */
const HIRING_BILLS: Source = {
  ...BILLS,
  from: `treasury_bills s
    left join contracts c on c.id = s.contract_id and c.client_id = s.client_id and c.currency = s.currency`,
  reais: 'case when s.contract_id is null then s.mn_amount else round(s.amount * c.rate, 2) end',
};

const CONTRACT_CATEGORY = `case s.contract_type when 'import' then 'import' when 'export' then 'export' else 'financial' end`;

const CONTRACTS: Source = {
  from: 'contracts s',
  date: 's.contract_date',
  amount: 's.me_value',
  reais: 's.mn_value',
  live: "s.status <> 'canceled'",
  category: CONTRACT_CATEGORY,
  rowsOf: {
    import: "s.contract_type = 'import'",
    export: "s.contract_type = 'export'",
    financial: "s.contract_type in ('financial_purchase', 'financial_sale')",
    total: 'true',
  },
  columns: {
    count: () => 'count(*)',
    // Weighted by the amounts: the reais paid over the currency bought or sold.
    averageRate: () => 'round(sum(s.mn_value) / nullif(sum(s.me_value), 0), 8)',
  },
};

const PLANS: Source = {
  from: 'exchange_to_hire s',
  date: 's.month',
  amount: 's.planned_amount',
  reais: null,
  live: 'true',
  category: 's.category',
  rowsOf: {},
  columns: {
    planned: () => 'coalesce(sum(s.planned_amount), 0.00)',
    hired: () => 'coalesce(sum(s.hired_amount), 0.00)',
    // Hiring more than planned leaves nothing to hire, not a negative amount.
    remaining: () => 'coalesce(sum(greatest(s.planned_amount - s.hired_amount, 0)), 0.00)',
  },
};

const SOURCES = { bills: BILLS, contracts: CONTRACTS, plans: PLANS } as const;

/** The report's source: its declared one, the bills valued by their contracts where the report has a hired column. */
function sourceOf(report: TreasuryReport): Source {
  return report.source === 'bills' && report.columns.includes('hired')
    ? HIRING_BILLS
    : SOURCES[report.source];
}

/** The row key's SQL: the month (yyyy-MM), the day, or the category. */
function rowKey(report: TreasuryReport, source: Source): string {
  if (report.rowsBy === 'month') return `to_char(${source.date}, 'YYYY-MM')`;
  if (report.rowsBy === 'day') return `to_char(${source.date}, 'YYYY-MM-DD')`;
  return source.category;
}

/** The column that the row's reais figure stands for: the net, what falls due (hired and to hire), or the total. */
function reaisColumn(report: TreasuryReport): TreasuryColumn {
  if (report.columns.includes('net')) return 'net';
  if (report.columns.includes('due')) return 'due';
  return 'total';
}

export interface ReportSqlRow {
  currency: string;
  key: string | null;
  /** The block's total row (grouping sets). */
  is_total: boolean;
  reais: string | null;
  reais_complete: boolean | null;
  [column: string]: string | boolean | null;
}

/** The report's aggregate query for one client; its rows ordered by currency, then the rows before the total. */
export function reportQuery(
  report: TreasuryReport,
  query: TreasuryQuery & { clientId: string },
): RawBuilder<ReportSqlRow> {
  const source = sourceOf(report);
  const key = rowKey(report, source);
  const values = report.columns.map((c) => {
    const column = columnSql(source, c);
    if (!column) throw new Error(`the ${report.source} source has no column ${c}`);
    return `${column(source.amount)} as "${c}"`;
  });
  const withReais = source.reais !== null && report.reais;
  const inReais = reaisColumn(report);
  const reaisOf = withReais ? columnSql(source, inReais) : undefined;
  const reais = reaisOf && source.reais ? reaisOf(source.reais) : 'null';
  // Complete when every row the reais figure adds up has its rate.
  const reaisRows = source.rowsOf[inReais] ?? 'true';
  const reaisComplete = withReais
    ? `coalesce(bool_and(${source.reais} is not null) filter (where ${reaisRows}), true)`
    : 'null';
  // A plan is a month's: the months whose first day falls in the period.
  const period =
    report.source === 'plans'
      ? sql`s.month between date_trunc('month', ${query.from}::date)::date and ${query.to}::date`
      : sql`${sql.raw(source.date)} between ${query.from}::date and ${query.to}::date`;
  const conditions = [
    sql`s.client_id = ${query.clientId}::int8`,
    period,
    sql.raw(source.live),
    ...(report.direction === 'pay' || report.direction === 'receive'
      ? [sql`s.direction = ${report.direction}`]
      : report.source === 'bills'
        ? [sql`s.direction in ('pay', 'receive')`]
        : []),
    ...(report.category ? [sql`${sql.raw(source.category)} = ${report.category}`] : []),
    ...(query.currency ? [sql`s.currency = ${query.currency}`] : []),
    ...(report.byContract && query.contractId ? [sql`s.contract_id = ${query.contractId}::int8`] : []),
  ];
  return sql<ReportSqlRow>`
    select s.currency::text as currency, ${sql.raw(key)} as key, grouping(${sql.raw(key)}) = 1 as is_total,
           ${sql.raw(values.join(', '))},
           ${sql.raw(reais)}::text as reais, ${sql.raw(reaisComplete)} as reais_complete
      from ${sql.raw(source.from)}
     where ${sql.join(conditions, sql` and `)}
     group by grouping sets ((s.currency, ${sql.raw(key)}), (s.currency))
     order by s.currency, is_total, key`;
}
