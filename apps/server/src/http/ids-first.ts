import type { SortString } from '@fxbo/domain';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { orderBySort, type SortColumns } from './list-query.js';

/**
 * A page's rows read ids first, for `listPage`'s `rows`: the page's ids in the list's order, cut by limit and
 * offset, then only their rows with their joins, `<id> = any(array(<ordered filtered ids>))`. A deep page then
 * joins its 25 rows, not all those before it; and as an array the ids are read by the primary key (`in
 * (select …)` hashes a whole-table scan).
 */
export function idsFirst<DB, TB extends keyof DB, JDB, JTB extends keyof JDB, O, F extends string>(opts: {
  /** The list's table, nothing selected (`db.selectFrom('rdes as r')`). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
  table: SelectQueryBuilder<DB, TB, {}>;
  /** The same table with the scope and the filters. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
  filtered: SelectQueryBuilder<DB, TB, {}>;
  /** The primary key, also the sort's tiebreaker (`r.id`). */
  id: string;
  sort: SortString<F>;
  columns: SortColumns<F>;
  /** The row's joins and select list. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
  select: (q: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<JDB, JTB, O>;
}): (limit: number, offset: number) => SelectQueryBuilder<JDB, JTB, O> {
  const { id, sort, columns } = opts;
  return (limit, offset) => {
    const ids = orderBySort(opts.filtered.select(id as never), sort, columns, id)
      .limit(limit)
      .offset(offset);
    const page = opts.table.where(sql<SqlBool>`${sql.raw(id)} = any(array(${ids}))`);
    return orderBySort(opts.select(page), sort, columns, id);
  };
}
