import {
  setsNoFilter,
  type ColumnDef,
  type DownloadColumnId,
  type ExportColumn,
  type FilterDef,
  type Language,
  type SortString,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import type { Page, SortColumns } from '../http/list-query.js';
import { currentUser } from './auth-guard.js';
import { clientScope, inClientScope, type ClientScope } from './client-scope.js';
import { fieldExpression, leavesOf, rowMapper, selectList, type Fields } from './list-source-fields.js';
import {
  isSet,
  rangeEnd,
  standardCondition,
  type FilterForm,
  type FilterSpec,
} from './list-source-filters.js';
import { orderedBy, pageIdsFirst, type AnyQuery, type Plan } from './list-source-plan.js';
import type { DownloadMapping } from './list-routes.js';

/*
 * The server half of a list, declared (ARCHITECTURE.md, "Lists: declared once"): beside the domain's resource,
 * an area declares its source (its table and joins, each wire field's SQL, the scope's column, the filters
 * that need their own SQL, the sorts and download columns whose SQL is not their field's, and the planning
 * strategy), and everything else derives: the select list and the row mapper (list-source-fields.ts), the
 * standard filter SQL by kind (list-source-filters.ts), the sort columns, the download mapping, the page
 * (list-source-plan.ts, the page's ids first by default) and what `listRoutes` takes. Checked when declared:
 * a filter, sort or download column that no field and no declaration answers stops the server's start.
 */

interface SourceResource {
  name: string;
  filters: Readonly<Record<string, FilterDef>>;
  sortable: readonly string[];
  columns: Readonly<Record<string, ColumnDef>>;
  exportColumns?: readonly string[] | undefined;
  totals?: readonly string[] | undefined;
  querySchema: z.ZodType;
  downloadColumns(language: Language, visible?: readonly string[]): ExportColumn<string>[];
}

type FilterName<R extends SourceResource> = keyof R['filters'] & string;
type RangeBase<K> = K extends `${infer B}From` ? B : K extends `${infer B}To` ? B : never;
type SortField<R extends SourceResource> = R['sortable'][number];
type Query<R extends SourceResource> = z.output<R['querySchema']>;

/** The derived download mapping; its filters are the resource's (checked by its query schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's filters
type SourceMapping<R extends SourceResource, P> = DownloadMapping<any, SortField<R>, DownloadColumnId<R>, P>;

export interface ListSourceDef<R extends SourceResource, Row, P = undefined> {
  resource: R;
  /** The wire row's schema (the list's items, named in the OpenAPI document). */
  row: z.ZodType<Row>;
  /** The list's table and its alias: `rdes as r`. */
  from: string;
  /** The joins the fields read, added to a page's rows and the downloads, never to the count. */
  joins?: (q: AnyQuery) => AnyQuery;
  /** Joins the scope or a filter reads (an audit entry's actor): part of the table, the count's too. */
  tableJoins?: (q: AnyQuery) => AnyQuery;
  /** Joins of the viewer's scope that only the downloads' columns read: on the downloads' rows and count. */
  downloadJoins?: (q: AnyQuery, scope: ClientScope) => AnyQuery;
  /** The client id the client scope limits (`r.client_id`), or the scope's own condition (none: undefined). */
  scope: string | ((scope: ClientScope) => Expression<SqlBool> | undefined);
  /** Conditions every row of the list meets, before the scope: the table's kind of row, a parent's records. */
  where?: (parent: P) => Expression<SqlBool>[];
  /** Each wire field's SQL; `id` is the primary key and the sorts' tiebreaker. */
  fields: Fields<Row>;
  /**
   * Filters whose SQL is not their field's standard condition: a column (a range by its name without
   * From/To), a function, its two forms (`containsTwoForms`), or `false` for a filter the plan reads itself.
   */
  filters?: { [K in FilterName<R> | RangeBase<FilterName<R>>]?: FilterSpec };
  /** Sorts whose columns are not their field's (`nullsLast`, two columns). */
  sorts?: { [S in SortField<R>]?: readonly string[] };
  /**
   * The list's own order where the sorts' columns cannot say it (nulls last both ways, the tiebreaker always
   * ascending), of the page and the downloads; its plan reads `ordered` (pageJoined), not the ids first.
   */
  order?: (q: AnyQuery, sort: SortString<SortField<R>>, columns: SortColumns<SortField<R>>) => AnyQuery;
  /** Download columns whose SQL is not their same-named field's. */
  downloads?: { [K in keyof R['columns']]?: string };
  /** The downloads' and totals' mapping where it goes beyond the derived (scopeTotals…). */
  mapping?: Partial<Pick<DownloadMapping<unknown, string, string>, 'totalsUnjoined'>> & {
    scopeTotals?: (db: Kysely<Database>) => DownloadMapping<unknown, string, string>['scopeTotals'];
  };
  /** The planning strategy (default `pageIdsFirst`). */
  plan?: Plan<Row, Query<R>, P>;
  /** The table holds rows of other lists too: its size is never this list's unfiltered total. */
  partOfTable?: true;
}

export interface ListSource<R extends SourceResource, Row, P = undefined> {
  resource: R;
  row: z.ZodType<Row>;
  sortColumns: SortColumns<SortField<R>>;
  tiebreaker: string;
  /** `from <table>`, nothing selected. */
  table(db: Kysely<Database>): AnyQuery;
  /**
   * `from <table> where <the list's conditions> and <scope> and <filters>`, nothing selected; each two-form
   * filter in its `form` (indexed by default).
   */
  filtered(
    db: Kysely<Database>,
    filters: object,
    scope: ClientScope,
    parent?: P,
    form?: FilterForm,
  ): AnyQuery;
  /**
   * The joins and the select list of a row (a detail reads its row the same way, adding its own); a field of
   * the viewer's scope needs the scope given.
   */
  select(q: AnyQuery, ...viewer: [scope: ClientScope] | []): AnyQuery;
  map(row: Record<string, unknown>): Row;
  /** One page of the rows the scope allows (by the declared plan, or `plan`: the area's with options). */
  list(
    db: Kysely<Database>,
    query: Query<R>,
    scope: ClientScope,
    opts?: { countThreshold?: number; parent?: P; plan?: Plan<Row, Query<R>, P> },
  ): Promise<Page<Row>>;
  downloads(db: Kysely<Database>): SourceMapping<R, P>;
  /** The same source for another resource of the same filters and columns (a report of the list). */
  also<R2 extends SourceResource>(resource: R2): ListSource<R2, Row, P>;
  /** What `listRoutes` takes of the list: its resource, row, page and downloads. */
  routes(
    db: Kysely<Database>,
    opts?: { brokerage?: string },
  ): {
    resource: R;
    row: z.ZodType<Row>;
    page: (req: FastifyRequest, query: Query<R>, parent: P) => Promise<Page<Row>>;
    downloads: {
      brokerage?: string;
      mapping: SourceMapping<R, P>;
    };
  };
}

/** The filters' conditions, in the resource's order, by their declaration or their kind. */
function filterConditions(def: ListSourceDef<SourceResource, unknown, unknown>) {
  const specs = (def.filters ?? {}) as Record<string, FilterSpec | undefined>;
  const each = Object.entries(def.resource.filters).map(([name, filter]) => {
    const spec = specs[name] ?? specs[rangeEnd(name).base];
    const column =
      spec ?? fieldExpression(def.fields, name, 'key') ?? fieldExpression(def.fields, rangeEnd(name).base);
    if (column === undefined || (filter.kind === 'enum' && filter.default !== undefined && !spec))
      throw new Error(`${def.resource.name}: the filter ${name} needs its SQL in the list's source`);
    return { name, filter, column };
  });
  return (filters: Record<string, unknown>, scope: ClientScope, form: FilterForm): Expression<SqlBool>[] =>
    each.flatMap(({ name, filter, column }) => {
      const value = filters[name];
      if (column === false || !isSet(value)) return [];
      const spec = typeof column === 'object' ? column[form] : column;
      if (typeof spec === 'function') return spec(value, filters, name, scope) ?? [];
      return [standardCondition(name, filter, spec, value)];
    });
}

/** Each sort's columns: its declaration, else its field's expression. */
function sortColumnsOf(def: ListSourceDef<SourceResource, unknown, unknown>): SortColumns<string> {
  const sorts = (def.sorts ?? {}) as Record<string, readonly string[] | undefined>;
  return Object.fromEntries(
    def.resource.sortable.map((field) => {
      const declared = sorts[field];
      const column = fieldExpression(def.fields, field);
      if (!declared && !column) throw new Error(`${def.resource.name}: the sort ${field} needs its columns`);
      return [field, declared ?? [column as string]];
    }),
  );
}

/** Each download column's (and total's) SQL: its declaration, else its field's expression. */
function expressionsOf(def: ListSourceDef<SourceResource, unknown, unknown>): Record<string, string> {
  const declared = (def.downloads ?? {}) as Record<string, string | undefined>;
  const { resource } = def;
  const needed = [...(resource.exportColumns ?? []), ...(resource.totals ?? [])];
  for (const id of resource.totals ?? []) {
    const currency = resource.columns[id]?.kind === 'money' ? resource.columns[id].currency : undefined;
    if (currency && 'field' in currency) needed.push(currency.field);
  }
  return Object.fromEntries(
    [...new Set(needed)].map((id) => {
      const text = declared[id] ?? fieldExpression(def.fields, id);
      if (!text) throw new Error(`${resource.name}: the download column ${id} needs its SQL`);
      return [id, text];
    }),
  );
}

export function listSource<R extends SourceResource, Row, P = undefined>(
  def: ListSourceDef<R, Row, P>,
): ListSource<R, Row, P> {
  const loose = def as unknown as ListSourceDef<SourceResource, unknown, unknown>;
  const conditions = filterConditions(loose);
  const sortColumns = sortColumnsOf(loose);
  const expressions = expressionsOf(loose);
  const tiebreaker = fieldExpression(def.fields, 'id');
  if (!tiebreaker) throw new Error(`${def.resource.name}: the list's source needs the field id`);
  const leaves = leavesOf(def.fields);
  const map = rowMapper<Row>(def.fields);
  const joined = (q: AnyQuery): AnyQuery => def.joins?.(q) ?? q;
  const select = (q: AnyQuery, ...viewer: [ClientScope] | []): AnyQuery =>
    joined(q).select(selectList(leaves, viewer));
  const table = (db: Kysely<Database>): AnyQuery => {
    const from = (db as Kysely<never>).selectFrom(def.from as never) as AnyQuery;
    return def.tableJoins?.(from) ?? from;
  };
  const scoped = (scope: ClientScope) =>
    typeof def.scope === 'string' ? inClientScope(def.scope, scope) : def.scope(scope);
  const filtered = (
    db: Kysely<Database>,
    filters: object,
    scope: ClientScope,
    parent?: P,
    form: FilterForm = 'indexed',
  ): AnyQuery =>
    [
      ...(def.where?.(parent as P) ?? []),
      scoped(scope),
      ...conditions(filters as Record<string, unknown>, scope, form),
    ].reduce((q, condition) => (condition ? q.where(condition) : q), table(db));
  if (def.order && !def.plan) throw new Error(`${def.resource.name}: its own order needs its plan`);
  const plan = def.plan ?? (pageIdsFirst as Plan<Row, Query<R>, P>);
  const order = def.order as
    ((q: AnyQuery, sort: SortString<string>, columns: SortColumns<string>) => AnyQuery) | undefined;
  const ordered = (sort: SortString<string>) =>
    order ? (q: AnyQuery) => order(q, sort, sortColumns) : orderedBy(sort, sortColumns, tiebreaker);

  const list: ListSource<R, Row, P>['list'] = (db, query, scope, opts = {}) => {
    const q = query as Query<R> & { page: number; pageSize: number; sort: SortString<string> };
    return (opts.plan ?? plan)({
      db,
      query: q,
      scope,
      parent: opts.parent as P,
      filtered: filtered(db, q, scope, opts.parent),
      filteredBy: (filters) => filtered(db, filters, scope, opts.parent),
      walked: (on = db) => filtered(on, q, scope, opts.parent, 'walked'),
      table: () => table(db),
      select: (rows) => select(rows, scope),
      ordered: ordered(q.sort),
      byIds: (ids) =>
        ordered(q.sort)(select(table(db).where(sql.ref(tiebreaker), 'in', ids as readonly string[]), scope)),
      map,
      sortColumns,
      tiebreaker,
      countThreshold: opts.countThreshold,
      unfiltered: !def.partOfTable && scope === undefined && setsNoFilter(def.resource.filters, q as never),
    });
  };

  const downloads = (db: Kysely<Database>) =>
    ({
      filtered: (filters: object, scope: ClientScope, parent?: P) => {
        const rows = filtered(db, filters, scope, parent);
        return def.downloadJoins?.(rows, scope) ?? rows;
      },
      joined: def.joins ? joined : undefined,
      expressions,
      sortColumns,
      tiebreaker,
      ...(order && { orderBy: (q: AnyQuery, sort: SortString<string>) => order(q, sort, sortColumns) }),
      ...(def.mapping?.totalsUnjoined && { totalsUnjoined: true }),
      ...(def.mapping?.scopeTotals && { scopeTotals: def.mapping.scopeTotals(db) }),
    }) as unknown as SourceMapping<R, P>;

  return {
    resource: def.resource,
    row: def.row,
    sortColumns: sortColumns as SortColumns<SortField<R>>,
    tiebreaker,
    table,
    filtered,
    select,
    map,
    list,
    downloads,
    also: (resource) => listSource({ ...def, resource } as never),
    routes: (db, opts = {}) => ({
      resource: def.resource,
      row: def.row,
      page: (req, query, parent) =>
        list(db, query, clientScope(currentUser(req)), { parent: parent ?? undefined }),
      downloads: { ...opts, mapping: downloads(db) },
    }),
  };
}
