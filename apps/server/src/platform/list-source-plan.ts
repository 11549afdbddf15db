import { parseSort, type SortString } from '@fxbo/domain';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { idsFirst } from '../http/ids-first.js';
import {
  listPage,
  listPageCountFirst,
  listPageSmallSetFirst,
  orderBySort,
  type Page,
  type SortColumns,
} from '../http/list-query.js';
import { pageIdsAside } from '../http/page-ids-aside.js';
import type { ClientScope } from './client-scope.js';
import { isSet } from './list-source-filters.js';

/*
 * How a list source reads a page (platform/list-source.ts): the parts its declaration derives, handed to a
 * planning strategy. `pageIdsFirst` (the default: listPage, the page's ids first, a bounded count),
 * `pageSmallSetFirst` (a contains-search, http/list-query.ts), `pageJoined` and `pageCountFirst` (a range
 * correlated with the sort) are written here; an area with its own strategy writes a function of the same parts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own tables; its declaration types its rows
export type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface PlanParts<Row, Q = Record<string, unknown>, P = undefined> {
  db: Kysely<Database>;
  query: Q & { page: number; pageSize: number; sort: SortString<string> };
  scope: ClientScope;
  parent: P;
  /** `from <table> where <scope> and <filters>`, nothing selected. */
  filtered: AnyQuery;
  /** The same for other filters (a range read by its parts). */
  filteredBy: (filters: object) => AnyQuery;
  /**
   * The same with each two-form filter in its walked form (list-source-filters.ts `TwoForms`), on `db` (a
   * transaction) when given.
   */
  walked: (db?: Kysely<Database>) => AnyQuery;
  /** The list's table alone (`from rdes as r`). */
  table: () => AnyQuery;
  /** The joins and the select list of a row. */
  select: (q: AnyQuery) => AnyQuery;
  /** `q` in the list's sort (the tiebreaker last). */
  ordered: (q: AnyQuery) => AnyQuery;
  /** The rows of these ids (or of a subquery's), in the list's order. */
  byIds: (ids: readonly string[] | RawBuilder<string>) => AnyQuery;
  map: (row: Record<string, unknown>) => Row;
  sortColumns: SortColumns<string>;
  tiebreaker: string;
  countThreshold: number | undefined;
  /** No filter and every client: the total may come from the table's size. */
  unfiltered: boolean;
}

/** A planning strategy: one page of the source's rows. */
export type Plan<Row, Q = Record<string, unknown>, P = undefined> = (
  parts: PlanParts<Row, Q, P>,
) => Promise<Page<Row>>;

/** The parts' `ordered`: orderBySort in the query's sort. */
export function orderedBy(sort: SortString<string>, columns: SortColumns<string>, tiebreaker: string) {
  return (q: AnyQuery): AnyQuery => orderBySort(q, sort, columns, tiebreaker);
}

/** The default: `listPage`, the page's ids first (http/ids-first.ts), the total bounded. */
export function pageIdsFirst<Row>(parts: PlanParts<Row, object, unknown>): Promise<Page<Row>> {
  return listPage({
    db: parts.db,
    rows: idsFirst({
      table: parts.table(),
      filtered: parts.filtered,
      id: parts.tiebreaker,
      sort: parts.query.sort,
      columns: parts.sortColumns,
      select: parts.select,
    }),
    filtered: parts.filtered,
    request: parts.query,
    countThreshold: parts.countThreshold,
    unfiltered: parts.unfiltered,
    map: parts.map,
  });
}

/**
 * A contains-search whose matches are few or very many (`listPageSmallSetFirst`): few are read once and their
 * page's rows read by id; many walk the sort index with the search as a row condition (a two-form filter in
 * its walked form). `serialWalk`: the walk without parallel workers, where starting them costs more than the
 * walk (set for its transaction only).
 */
export function pageSmallSetFirst<Row>(
  parts: PlanParts<Row, object, unknown>,
  opts: { wholeSetLimit?: number; serialWalk?: boolean } = {},
): Promise<Page<Row>> {
  const walk = async (db: Kysely<Database>, limit: number, offset: number) =>
    (
      await parts
        .ordered(parts.select(parts.walked(db)))
        .limit(limit)
        .offset(offset)
        .execute()
    ).map(parts.map);
  return listPageSmallSetFirst({
    db: parts.db,
    filtered: parts.filtered,
    sort: parts.query.sort,
    columns: parts.sortColumns,
    tiebreaker: parts.tiebreaker,
    request: parts.query,
    countThreshold: parts.countThreshold,
    wholeSetLimit: opts.wholeSetLimit,
    rowsOf: async (ids) => (await parts.byIds(ids).execute()).map(parts.map),
    largeRows: (limit, offset) =>
      opts.serialWalk
        ? parts.db.transaction().execute(async (trx) => {
            await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
            return walk(trx, limit, offset);
          })
        : walk(parts.db, limit, offset),
  });
}

/** `listPage` with the rows joined and cut in one query: for lists whose joins cost little per row. */
export function pageJoined<Row>(parts: PlanParts<Row, object, unknown>): Promise<Page<Row>> {
  return listPage({
    db: parts.db,
    rows: parts.ordered(parts.select(parts.filtered)),
    filtered: parts.filtered,
    request: parts.query,
    countThreshold: parts.countThreshold,
    unfiltered: parts.unfiltered,
    map: parts.map,
  });
}

/**
 * A range correlated with the sort (`listPageCountFirst`: a date that follows the sort's date by days, which
 * the planner cannot know): the total counted first; up to its sort limit, the page's ids sorted out of the
 * filters' own indexes (`pageIdsAside`) and their rows joined, or `merged`'s ids (the matches fall into
 * `parts` groups an index yields each in the sort's order: the first offset + limit of each, merged); beyond
 * it, the sort index walked. `sortLimit` and `preferMerged` choose a branch (tests, the bench).
 */
export function pageCountFirst<Row>(
  parts: PlanParts<Row, object, unknown>,
  opts: {
    merged?: { parts: number; ids: (limit: number, offset: number) => RawBuilder<string> } | undefined;
    sortLimit?: number | undefined;
    preferMerged?: boolean | undefined;
  } = {},
): Promise<Page<Row>> {
  const { query, sortColumns, tiebreaker } = parts;
  const ids = parts.filtered.select(tiebreaker);
  const { merged } = opts;
  return listPageCountFirst({
    db: parts.db,
    filtered: parts.filtered,
    sorted: (limit, offset) =>
      parts.byIds(pageIdsAside(ids, query.sort, sortColumns, tiebreaker, { limit, offset })),
    walked: (limit, offset) => parts.ordered(parts.select(parts.filtered)).limit(limit).offset(offset),
    merged: merged && {
      parts: merged.parts,
      rows: (limit, offset) => parts.byIds(merged.ids(limit, offset)),
    },
    request: query,
    map: parts.map,
    countThreshold: parts.countThreshold,
    sortLimit: opts.sortLimit,
    preferMerged: opts.preferMerged,
  });
}

/** Whether `query` sets one of `ranges` (by their names without From/To) other than the one it sorts by. */
export function rangeOffSort(
  query: { sort: SortString<string> } & Record<string, unknown>,
  ranges: readonly string[],
): boolean {
  const field = parseSort(query.sort).field;
  return ranges.some((base) => base !== field && (isSet(query[`${base}From`]) || isSet(query[`${base}To`])));
}
