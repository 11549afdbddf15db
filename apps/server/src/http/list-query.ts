import { parseSort, type SortDirection, type SortString } from '@fxbo/domain';
import {
  sql,
  type Expression,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

/*
 * The list pattern every area reuses (architecture.md, "API"): the query string is parsed by the area's zod
 * schema (`listQuerySchema(...).extend(filters)`); this module turns the parsed page, page size and sort into
 * SQL, applies the client scope, and counts: exactly up to a threshold, above it the planner's estimate,
 * flagged `totalIsEstimate`, so a list over a million rows stays as fast as its first page.
 */

/** Above this many matching rows the total is the planner's estimate instead of an exact count. */
export const COUNT_EXACT_THRESHOLD = 10_000;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
}

export interface Total {
  total: number;
  isEstimate: boolean;
}

/**
 * The client-scope condition on `column`: no condition for users who see every client (`scope` undefined),
 * nothing at all for a user with no client, otherwise `column = any(clients)`. Every list, detail, action and
 * export query of client-owned rows must include it.
 */
export function inClientScope(column: string, scope: readonly string[] | undefined): Expression<SqlBool> {
  if (scope === undefined) return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} = any(${[...scope]}::int8[])`;
}

/** True when the user may see rows of `clientId`. */
export function clientInScope(clientId: string, scope: readonly string[] | undefined): boolean {
  return scope === undefined || scope.includes(clientId);
}

/**
 * Sort fields of an area mapped to their SQL columns. Only columns that lead an index belong here; the
 * tiebreaker (the primary key) makes the order total, so pages never repeat or skip a row.
 */
export type SortColumns<F extends string> = Readonly<Record<F, readonly string[]>>;

/** `order by <columns of field> <dir>, <tiebreaker> <dir>`: one direction, so one index scan serves it. */
export function orderBySort<DB, TB extends keyof DB, O, F extends string>(
  qb: SelectQueryBuilder<DB, TB, O>,
  sort: SortString<F>,
  columns: SortColumns<F>,
  tiebreaker: string,
): SelectQueryBuilder<DB, TB, O> {
  const { field, direction } = parseSort(sort);
  const list = [...columns[field]];
  if (!list.includes(tiebreaker)) list.push(tiebreaker);
  return list.reduce((q, column) => q.orderBy(sql.ref(column), sqlDirection(direction)), qb);
}

function sqlDirection(direction: SortDirection): 'asc' | 'desc' {
  return direction === 'asc' ? 'asc' : 'desc';
}

/**
 * The number of rows `filtered` (a select with its from and where, any select list) matches: exact up to
 * `threshold` (`count(*)` over the first threshold + 1 rows, which stops early), else the planner's row
 * estimate (never below threshold + 1, since at least that many exist).
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, O>,
  threshold = COUNT_EXACT_THRESHOLD,
): Promise<Total> {
  const ones = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'));
  const counted = await sql<{
    n: string;
  }>`select count(*) as n from (${ones.limit(threshold + 1)}) as limited`.execute(db);
  const exact = Number(counted.rows[0]?.n ?? 0);
  if (exact <= threshold) return { total: exact, isEstimate: false };
  const plan = await ones.explain('json');
  return { total: Math.max(planRows(plan), threshold + 1), isEstimate: true };
}

/** The top node's row estimate of an `explain (format json)` answer. */
function planRows(explained: Record<string, unknown>[]): number {
  const document = explained[0]?.['QUERY PLAN'];
  const parsed: unknown = typeof document === 'string' ? JSON.parse(document) : document;
  const top = Array.isArray(parsed)
    ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)
    : undefined;
  const rows = Number(top?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) && rows > 0 ? Math.round(rows) : 0;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of `rows` (ordered, not yet limited) and the total of `filtered` (the same from and where),
 * queried concurrently. `map` turns a database row into its wire shape.
 */
export async function listPage<DB, TB extends keyof DB, O, CDB, CT extends keyof CDB, CO, T>(opts: {
  db: QueryExecutorProvider;
  rows: SelectQueryBuilder<DB, TB, O>;
  filtered: SelectQueryBuilder<CDB, CT, CO>;
  request: PageRequest;
  map: (row: O) => T;
  countThreshold?: number;
}): Promise<Page<T>> {
  const { page, pageSize } = opts.request;
  const offset = (page - 1) * pageSize;
  const [rows, total] = await Promise.all([
    opts.rows.limit(pageSize).offset(offset).execute(),
    countUpTo(opts.db, opts.filtered, opts.countThreshold),
  ]);
  return {
    items: rows.map(opts.map),
    page,
    pageSize,
    total: total.total,
    totalIsEstimate: total.isEstimate,
  };
}

/** `%text%` for ILIKE with the wildcards of the user's text escaped (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `f_unaccent(column) ilike '%' || f_unaccent(text) || '%'`: accent- and case-insensitive contains-search
 * in the form the trigram indexes on `f_unaccent(column)` serve (docs/data-model.md).
 */
export function unaccentContains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`f_unaccent(${sql.ref(column)}) ilike f_unaccent(${containsPattern(text)})`;
}

/**
 * The instant a São Paulo calendar day starts, for ranges over timestamptz columns:
 * `column >= dayStart(from) and column < dayStart(to + 1)`.
 */
export function saoPauloDayStart(day: string, plusDays = 0): Expression<Date> {
  return sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Sao_Paulo')`;
}
