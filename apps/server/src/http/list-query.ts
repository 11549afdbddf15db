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
 * SQL and counts: exactly up to a threshold, above it the planner's estimate, flagged `totalIsEstimate`, so a
 * list over a million rows stays as fast as its first page. The client scope every query of client-owned rows
 * applies is platform/client-scope.ts.
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
 * Sort fields of an area mapped to their SQL columns. Only columns that lead an index belong here; the
 * tiebreaker (the primary key) makes the order total, so pages never repeat or skip a row.
 */
export type SortColumns<F extends string> = Readonly<Record<F, readonly string[]>>;

const NULLS_LAST = ' nulls last';

/**
 * A sort column that may hold nulls (a quotation not yet closed has no rate): its nulls come last in both
 * directions, where PostgreSQL would put them first when descending. The descending order then needs an index
 * of its own, `(column desc nulls last, …)`, since the ascending index read backwards yields nulls first.
 */
export const nullsLast = (column: string): string => `${column}${NULLS_LAST}`;

/** A sort key's column, and the `nulls last` its descending order takes. */
function keyOrder(key: string, direction: 'asc' | 'desc'): { column: string; nulls: string } {
  if (!key.endsWith(NULLS_LAST)) return { column: key, nulls: '' };
  return { column: key.slice(0, -NULLS_LAST.length), nulls: direction === 'desc' ? NULLS_LAST : '' };
}

/** The columns a sort orders by, the tiebreaker last, and its one direction. */
function sortKeys<F extends string>(
  sort: SortString<F>,
  columns: SortColumns<F>,
  tiebreaker: string,
): { keys: string[]; direction: 'asc' | 'desc' } {
  const { field, direction } = parseSort(sort);
  const keys = [...columns[field]];
  if (!keys.includes(tiebreaker)) keys.push(tiebreaker);
  return { keys, direction: sqlDirection(direction) };
}

/**
 * `order by <columns of field> <dir>, <tiebreaker> <dir>`: one direction, so one index scan serves it.
 * `withoutIndex` writes the same order so that no index can yield it (coalesce(x, x) is x, of x's type and
 * order, but matches no index expression): the planner then finds the rows by the filters' own indexes and
 * sorts them, instead of walking the sort index and filtering. For filters the planner believes are spread
 * evenly over the sort order but are not (see `listPageCountFirst`).
 */
export function orderBySort<DB, TB extends keyof DB, O, F extends string>(
  qb: SelectQueryBuilder<DB, TB, O>,
  sort: SortString<F>,
  columns: SortColumns<F>,
  tiebreaker: string,
  opts: { withoutIndex?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
  const { keys, direction } = sortKeys(sort, columns, tiebreaker);
  return keys.reduce((q, key) => {
    const { column, nulls } = keyOrder(key, direction);
    const ref = sql.ref(column);
    const expression = opts.withoutIndex ? sql`coalesce(${ref}, ${ref})` : ref;
    return q.orderBy(expression, (o) => (nulls ? o.desc().nullsLast() : o[direction]()));
  }, qb);
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
  const exact = await countAtMost(db, filtered, threshold + 1);
  if (exact <= threshold) return { total: exact, isEstimate: false };
  return estimateAbove(filtered, threshold);
}

/** The number of rows `filtered` matches, counting no further than `limit` (the scan stops there). */
export async function countAtMost<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  filtered: SelectQueryBuilder<DB, TB, O>,
  limit: number,
): Promise<number> {
  const ones = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'));
  const counted = await sql<{
    n: string;
  }>`select count(*) as n from (${ones.limit(limit)}) as limited`.execute(db);
  return Number(counted.rows[0]?.n ?? 0);
}

/** The planner's row estimate for `filtered`, known to match more than `threshold` rows. */
export async function estimateAbove<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  threshold: number,
): Promise<Total> {
  return { total: Math.max(await plannedRows(filtered), threshold + 1), isEstimate: true };
}

/** The planner's row estimate for `filtered` (any select list). */
async function plannedRows<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  return planRows(
    await filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`1`.as('one'))
      .explain('json'),
  );
}

/**
 * The total of a list with no condition at all: the table's size as the planner knows it (kept by ANALYZE and
 * autovacuum, within a few percent) when that is far above the threshold, without counting the threshold's
 * rows on every request (most of an unfiltered page's database time); else `countUpTo`.
 */
async function unfilteredTotal<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  table: SelectQueryBuilder<DB, TB, O>,
  threshold = COUNT_EXACT_THRESHOLD,
): Promise<Total> {
  const estimate = await plannedRows(table);
  if (estimate > 2 * threshold) return { total: estimate, isEstimate: true };
  return countUpTo(db, table, threshold);
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

function pageOf<T>(items: T[], request: PageRequest, total: Total): Page<T> {
  return {
    items,
    page: request.page,
    pageSize: request.pageSize,
    total: total.total,
    totalIsEstimate: total.isEstimate,
  };
}

/**
 * One page of `rows` (ordered, not yet limited) and the total of `filtered` (the same from and where),
 * queried concurrently. `map` turns a database row into its wire shape.
 */
export async function listPage<DB, TB extends keyof DB, O, CDB, CT extends keyof CDB, CO, T>(opts: {
  db: QueryExecutorProvider;
  /** The ordered rows; or a function of limit and offset when the page is cut inside a subquery. */
  rows: SelectQueryBuilder<DB, TB, O> | ((limit: number, offset: number) => SelectQueryBuilder<DB, TB, O>);
  filtered: SelectQueryBuilder<CDB, CT, CO>;
  request: PageRequest;
  map: (row: O) => T;
  countThreshold?: number;
  /** `filtered` has no condition (no filter, every client): its total may come from the table's size. */
  unfiltered?: boolean;
}): Promise<Page<T>> {
  const { page, pageSize } = opts.request;
  const offset = (page - 1) * pageSize;
  const [rows, total] = await Promise.all([
    (typeof opts.rows === 'function'
      ? opts.rows(pageSize, offset)
      : opts.rows.limit(pageSize).offset(offset)
    ).execute(),
    (opts.unfiltered ? unfilteredTotal : countUpTo)(opts.db, opts.filtered, opts.countThreshold),
  ]);
  return pageOf(rows.map(opts.map), opts.request, total);
}

/** Above this many matches, `listPageCountFirst` walks the sort index instead of sorting the matches. */
export const SORT_MATCHES_LIMIT = 100_000;

/**
 * One page for filters correlated with the sort column, where the planner's choice can be off by a factor
 * of a thousand: a payment-date range under the inclusion-date order (payment follows inclusion by days, which
 * the planner cannot know). It walks the inclusion index from the newest row and filters, which is instant
 * for last month and reads 900,000 rows for a month two years ago. So the total is counted first (exact up to
 * the threshold, else the planner's estimate), then:
 *  - `sorted`, up to `sortLimit` matches found by the filters' indexes and sorted (a cost bounded by the count);
 *    or, cheaper, `merged`, when the matches fall into `parts` groups that an index yields each in sort order
 *    (one payment day each): the first offset + limit rows of every group, merged. It reads at most parts ×
 *    (offset + limit) index entries (a month: 775 for the first page instead of 50,000), and is taken when
 *    that is fewer than the matches (`preferMerged`, for tests: true always, false never);
 *  - `walked`, more matches than that are frequent enough to walk the sort index (a wide range of many days
 *    would cost the merge one index descent a day).
 */
export async function listPageCountFirst<DB, TB extends keyof DB, O, CDB, CT extends keyof CDB, CO, T>(opts: {
  db: QueryExecutorProvider;
  filtered: SelectQueryBuilder<CDB, CT, CO>;
  sorted: (limit: number, offset: number) => SelectQueryBuilder<DB, TB, O>;
  walked: (limit: number, offset: number) => SelectQueryBuilder<DB, TB, O>;
  merged?: { parts: number; rows: (limit: number, offset: number) => SelectQueryBuilder<DB, TB, O> };
  request: PageRequest;
  map: (row: O) => T;
  countThreshold?: number;
  sortLimit?: number;
  preferMerged?: boolean;
}): Promise<Page<T>> {
  const { page, pageSize } = opts.request;
  const offset = (page - 1) * pageSize;
  const total = await countUpTo(opts.db, opts.filtered, opts.countThreshold);
  const sort = total.total <= (opts.sortLimit ?? SORT_MATCHES_LIMIT);
  const merged =
    opts.merged && (opts.preferMerged ?? (sort && opts.merged.parts * (offset + pageSize) < total.total))
      ? opts.merged.rows
      : undefined;
  const rows = await (merged ?? (sort ? opts.sorted : opts.walked))(pageSize, offset).execute();
  return pageOf(rows.map(opts.map), opts.request, total);
}

/**
 * One page for a contains-search on a trigram index, whose matches are either few (a name) or very many (a
 * surname shared by 3% of the rows), and where the wrong plan costs 100 ms. The planner's estimate decides:
 *  - few: the first `wholeSetLimit` + 1 matches (the count threshold by default) are read once, by the
 *    trigram index, and the page's ids sorted out of them; when they are all the matches, that is the page and
 *    the exact total (one index scan instead of two);
 *  - many (estimated above that, or found so): `largeRows` reads the page in sort order with the
 *    search as a plain row condition, so the sort index is walked until the page is full (quick, since matches
 *    are frequent), and the total is the estimate, flagged, never below threshold + 1. Not counted: a count
 *    must recheck every match's text (25 ms for 10,000 of a common surname), more than the page itself.
 * Reliable estimates need a large statistics sample on the indexed expression (migration 0006).
 */
export async function listPageSmallSetFirst<DB, TB extends keyof DB, O, F extends string, T>(opts: {
  db: QueryExecutorProvider;
  filtered: SelectQueryBuilder<DB, TB, O>;
  sort: SortString<F>;
  columns: SortColumns<F>;
  tiebreaker: string;
  request: PageRequest;
  /** The rows of these ids, in the list's order. */
  rowsOf: (ids: string[]) => Promise<T[]>;
  /** The page in sort order, for many matches. */
  largeRows: (limit: number, offset: number) => Promise<T[]>;
  countThreshold?: number;
  /**
   * The most matches read whole (the count threshold by default). A search whose text is long (a contract's
   * notes) costs more to recheck per match than the sort index costs to walk: 4,939 contracts sharing a
   * phrase took 55 ms read whole, 10 ms walked.
   */
  wholeSetLimit?: number;
}): Promise<Page<T>> {
  const threshold = opts.countThreshold ?? COUNT_EXACT_THRESHOLD;
  const whole = Math.min(threshold, opts.wholeSetLimit ?? threshold);
  const { page, pageSize } = opts.request;
  const offset = (page - 1) * pageSize;
  const estimate = await plannedRows(opts.filtered);
  const many = async (): Promise<Page<T>> => {
    const items = await opts.largeRows(pageSize, offset);
    return { items, page, pageSize, total: Math.max(estimate, whole + 1), totalIsEstimate: true };
  };
  if (estimate > whole) return many();

  const { keys, direction } = sortKeys(opts.sort, opts.columns, opts.tiebreaker);
  const idKey = sql.ref(`k${keys.indexOf(opts.tiebreaker)}`);
  const matches = opts.filtered
    .clearSelect()
    .clearOrderBy()
    .select(keys.map((key, i) => sql.ref(keyOrder(key, direction).column).as(`k${i}`)))
    .limit(whole + 1);
  const order = sql.join(
    keys.map((key, i) => sql`${sql.ref(`k${i}`)} ${sql.raw(direction + keyOrder(key, direction).nulls)}`),
  );
  const found = await sql<{ total: number; ids: string[] }>`
    with m as materialized (${matches})
    select (select count(*) from m)::int as total,
           array(select ${idKey}::text from m order by ${order} limit ${pageSize} offset ${offset}) as ids`.execute(
    opts.db,
  );
  const total = Number(found.rows[0]?.total ?? 0);
  if (total > whole) return many();
  const ids = found.rows[0]?.ids ?? [];
  return { items: ids.length ? await opts.rowsOf(ids) : [], page, pageSize, total, totalIsEstimate: false };
}

/** `%text%` for ILIKE with the wildcards of the user's text escaped (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `f_unaccent(column) ilike '%' || f_unaccent(text) || '%'`: accent- and case-insensitive contains-search
 * in the form the trigram indexes on `f_unaccent(column)` serve (docs/data-model.md).
 *
 * Text of several words is searched word by word through the index (each word of 3 characters or more, in
 * that same form), and the whole text is then checked on the rows found, in a form the index does not take.
 * The result is the same; the index scan is 2–3 times cheaper, because the trigrams that span two words
 * (" b", "a b") are frequent in names and were most of the work.
 */
export function unaccentContains(
  column: string,
  text: string,
  opts: { indexed?: boolean } = {},
): Expression<SqlBool> {
  const ref = sql.ref(column);
  // The same condition as a plain row filter, for plans that must not start from the trigram index.
  if (opts.indexed === false)
    return sql<SqlBool>`(f_unaccent(${ref}) || '') ilike f_unaccent(${containsPattern(text)})`;
  const whole = sql<SqlBool>`f_unaccent(${ref}) ilike f_unaccent(${containsPattern(text)})`;
  const words = [...new Set(text.split(/\s+/).filter((w) => [...w].length >= 3))];
  if (!/\s/.test(text.trim()) || words.length === 0) return whole;
  const indexed = words.map((w) => sql<SqlBool>`f_unaccent(${ref}) ilike f_unaccent(${containsPattern(w)})`);
  // `|| ''` keeps the planner from sending the whole text to the index as well.
  const recheck = sql<SqlBool>`(f_unaccent(${ref}) || '') ilike f_unaccent(${containsPattern(text)})`;
  return sql<SqlBool>`(${sql.join([...indexed, recheck], sql` and `)})`;
}

/**
 * The instant a São Paulo calendar day starts, for ranges over timestamptz columns:
 * `column >= dayStart(from) and column < dayStart(to + 1)`.
 */
export function saoPauloDayStart(day: string, plusDays = 0): Expression<Date> {
  return sql<Date>`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Sao_Paulo')`;
}
