import type { SortString } from '@fxbo/domain';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { orderBySort, type SortColumns } from './list-query.js';

/**
 * One page of `ids` (a filtered select of the id column) sorted without the sort's index, so the filters'
 * own indexes (a date range's) read the matches, as a subquery for `id in (…)`.
 */
export function pageIdsAside<DB, TB extends keyof DB, O, F extends string>(
  ids: SelectQueryBuilder<DB, TB, O>,
  sort: SortString<F>,
  columns: SortColumns<F>,
  tiebreaker: string,
  page: { limit: number; offset: number },
): RawBuilder<string> {
  const sorted = orderBySort(ids, sort, columns, tiebreaker, { withoutIndex: true });
  return sql<string>`(${sorted.limit(page.limit).offset(page.offset)})`;
}
