import {
  csvDialectOf,
  listResponseSchema,
  listTotalsSchema,
  named,
  setsNoFilter,
  totalsCurrency,
  XLSX_MAX_DATA_ROWS,
  type ColumnDef,
  type CsvDialect,
  type DownloadWords,
  type ExportColumn,
  type FilterDef,
  type Label,
  type Language,
  type ListTotal,
  type SortString,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { createExportPool } from '../http/copy-stream.js';
import { sendCsv } from '../http/csv-stream.js';
import { datedFileName, documentLocale } from '../http/download.js';
import { requestLocale } from '../http/locale.js';
import { downloadSelect, type DownloadFormat } from '../http/download-columns.js';
import { countAtMost, orderBySort, type Page, type SortColumns } from '../http/list-query.js';
import { title } from '../http/messages.js';
import { sendXlsx } from '../http/xlsx-stream.js';
import { sendPdf } from '../http/pdf.js';
import { currentUser, type RouteAuth } from './auth-guard.js';
import { clientScope } from './client-scope.js';
import { filterRecords } from './filter-records.js';
import { listPdf } from './list-pdf.js';

/*
 * The routes of a list resource (ARCHITECTURE.md, "Lists"), registered once per area: `GET /api/<path>` (one
 * page and its total) and, when the resource declares downloads, `GET /api/<downloadPath>.csv` and `.xlsx`
 * (every matching row in the list's sort, or its fixed download order, streamed by COPY on the export pool).
 * The area gives its page function (which may choose its own planning strategy) and, for downloads, its SQL
 * mapping. A nested list (`balance/:shipperId/extract`) gives `parent` too: it resolves the path's record,
 * refusing one the user may not see, before anything else runs; its downloads carry the parent's id in
 * their file name. Then every filter naming a record by id (a client, a shipper, a user) is resolved within
 * the user's client scope (platform/filter-records.ts), a 404 outside it, before the list or a download
 * reads a row; the printed report names each such filter by the name resolved.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own tables; only from/where matter here
type Filtered = SelectQueryBuilder<any, any, object>;

/** A nested list's parent, as the last argument of its mapping's `filtered` (none for a top-level list). */
type ParentArgument<P> = P extends undefined ? [] : [parent: P];

/** How a list's downloads are read: the area's SQL for its filters and each column. */
export interface DownloadMapping<F, S extends string, K extends string, P = undefined> {
  /**
   * `from … where <client scope> and <filters>`, nothing selected (also counted for the XLSX row limit); a
   * nested list's `parent` is the record its path names, already checked against the scope.
   */
  filtered: (filters: F, scope: readonly string[] | undefined, ...parent: ParentArgument<P>) => Filtered;
  /** The joins the columns' expressions need. */
  joined?: (filtered: Filtered) => Filtered;
  /**
   * The totals' columns and currency read `filtered`'s own table: the totals leave out `joined` (a join per
   * matching row would cost more than the sums, and keep the amounts' index from answering alone).
   */
  totalsUnjoined?: boolean;
  /**
   * The totals when no filter is set, the client scope alone (the screen as it opens): rows the database keeps
   * summed, instead of an aggregate over every row in the scope. Each row as the totals route answers it.
   */
  scopeTotals?: (scope: readonly string[] | undefined) => Promise<ListTotal[]>;
  /** Each download column's SQL expression; its kind decides how it is written (http/download-columns.ts). */
  expressions: Readonly<Record<K, string>>;
  sortColumns: SortColumns<S>;
  tiebreaker: string;
  /** The list's own order where `sortColumns` cannot say it (nulls last, a tiebreaker always ascending). */
  orderBy?: (selected: Filtered, sort: SortString<S>) => Filtered;
}

/** What `listRoutes` reads of a resource (ListResource, from defineListResource). */
interface ResourceLike<Q, E, K extends string> {
  name: string;
  path: string;
  downloadPath: string;
  params?: z.ZodObject | undefined;
  // K is what the downloads write (exportColumns); every column of the list has a definition.
  columns: Readonly<Record<NoInfer<K>, ColumnDef>>;
  querySchema: z.ZodType<Q, Record<string, unknown>>;
  exportQuerySchema: z.ZodType<E, Record<string, unknown>>;
  download: DownloadWords | undefined;
  /** The permission its downloads ask beyond the list's, declared with it. */
  downloadPermission?: string | undefined;
  downloadOrder?: string | undefined;
  filters: Readonly<Record<string, FilterDef>>;
  pdf?: { title: Label; landscape?: boolean } | undefined;
  totals?: readonly string[] | undefined;
  downloadColumns(language: Language, visible?: readonly string[]): ExportColumn<K>[];
}

/** A list's page, named in the OpenAPI document after the list (`remittances`: RemittancesPage, RemittancesItem). */
function pageSchema<T extends z.ZodType>(name: string, row: T) {
  const pascal = name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep: string, c: string) =>
    c.toUpperCase(),
  );
  return named(listResponseSchema(named(row, `${pascal}Item`)), `${pascal}Page`);
}

export function listRoutes<
  Q,
  E extends {
    sort: SortString<S>;
    lang?: Language | undefined;
    csvDialect?: CsvDialect | undefined;
    columns?: string[] | undefined;
  },
  S extends string,
  K extends string,
  Row,
  P extends { id: string } | undefined = undefined,
>(
  app: App,
  opts: {
    resource: ResourceLike<Q, E, K>;
    tags: string[];
    summary: string;
    auth: RouteAuth;
    /** The database: the filters' records are resolved in it, and the downloads count and stream from it. */
    database: DatabaseHandle;
    row: z.ZodType<Row>;
    /** A nested list's parent: the record its path parameters name, or a 404 where the user may not see it. */
    parent?: (req: FastifyRequest, params: Record<string, string>) => Promise<P>;
    page: (req: FastifyRequest, query: Q, parent: P) => Promise<Page<Row>>;
    downloads?: {
      /** Downloads streamed at once (the export pool's size). */
      concurrent?: number;
      /** The brokerage's name, in the header of the printed report (a resource declaring `pdf`). */
      brokerage?: string;
      mapping: DownloadMapping<Omit<E, 'sort' | 'lang' | 'csvDialect' | 'columns'>, S, K, P>;
    };
  },
): void {
  const { resource, tags } = opts;
  if (Boolean(resource.params) !== Boolean(opts.parent))
    throw new Error(`${resource.name}: a nested list (path parameters) needs its parent, and only it`);
  const params = resource.params ? { params: resource.params } : {};
  const parentOf = (req: FastifyRequest): Promise<P> =>
    opts.parent ? opts.parent(req, req.params as Record<string, string>) : Promise.resolve(undefined as P);
  const { db } = opts.database;
  // Refuses to start when a filter names a kind of record that has no resolver.
  const records = filterRecords(resource.name, resource.filters);
  app.get(
    `/api/${resource.path}`,
    {
      config: { auth: opts.auth },
      schema: {
        tags,
        summary: opts.summary,
        ...params,
        querystring: resource.querySchema,
        response: { 200: pageSchema(resource.name, opts.row) },
      },
    },
    async (req) => {
      const parent = await parentOf(req);
      const query = req.query as Q & Record<string, unknown>;
      await records(db, clientScope(currentUser(req)), query, requestLocale(req));
      return opts.page(req, query, parent);
    },
  );

  const downloads = opts.downloads;
  const words = resource.download;
  if (resource.totals?.length) {
    if (!downloads) throw new Error(`${resource.name}: totals need the downloads' mapping`);
    totalsRoute(app, opts, downloads.mapping, parentOf, records);
  }
  if (!downloads || !words) return;
  const { mapping } = downloads;
  // A pool of its own, so a long download never holds the connections the lists answer with.
  const pool = createExportPool(opts.database.pool, { max: downloads.concurrent ?? 2 });
  app.metrics.trackPool('export', pool);
  app.addHook('onClose', async () => {
    app.metrics.forgetPool(pool);
    await pool.end();
  });
  const query = async (req: FastifyRequest, format: DownloadFormat) => {
    const user = currentUser(req);
    const scope = clientScope(user);
    const parent = await parentOf(req);
    const { sort, lang, csvDialect, columns: visible, ...filters } = req.query as E;
    const locale = documentLocale(req, user, lang);
    const names = await records(db, scope, filters, locale);
    // A CSV as its reader's spreadsheet opens it, unless the query names the dialect.
    const dialect = csvDialect ?? csvDialectOf(locale);
    const file = parent ? `${words.file[locale]}-${parent.id}` : words.file[locale];
    return {
      locale,
      names,
      dialect,
      fileName: datedFileName(file, format),
      ...downloadRows(resource, mapping, filters, sort, scope, format, locale, parent, dialect, visible),
    };
  };
  const downloadAuth: RouteAuth = resource.downloadPermission
    ? { permission: resource.downloadPermission }
    : opts.auth;
  const schema = (format: string) => ({
    tags,
    summary: `${opts.summary}: every row matching the list’s filters, in its ${resource.downloadOrder ? 'download order' : 'sort'}, as ${format} (streamed)`,
    ...params,
    querystring: resource.exportQuerySchema,
  });

  app.get(
    `/api/${resource.downloadPath}.csv`,
    { config: { auth: downloadAuth }, schema: schema('CSV') },
    async (req, reply) => {
      const { fileName, rows, dialect } = await query(req, 'csv');
      return sendCsv(req, reply, { pool, query: rows, fileName, dialect });
    },
  );

  app.get(
    `/api/${resource.downloadPath}.xlsx`,
    { config: { auth: downloadAuth }, schema: schema('an Excel workbook') },
    async (req, reply) => {
      const { locale, fileName, filtered, columns, rows } = await query(req, 'xlsx');
      if (!(await fitsOneSheet(db, filtered)))
        throw new AppError(422, 'export_too_large', title('export_too_large', locale));
      return sendXlsx(req, reply, {
        pool,
        query: rows,
        columns,
        sheetName: words.sheet[locale],
        fileName,
        locale,
      });
    },
  );

  const pdf = resource.pdf;
  if (!pdf) return;
  const brokerage = downloads.brokerage;
  if (brokerage === undefined)
    throw new Error(`${resource.name}: a printed report needs the brokerage's name`);
  app.get(
    `/api/${resource.downloadPath}.pdf`,
    { config: { auth: downloadAuth }, schema: schema('a printed report (PDF, at most 3,000 rows)') },
    async (req, reply) => {
      const { locale, names, fileName, columns, rows } = await query(req, 'pdf');
      const report = await listPdf({
        title: pdf.title,
        landscape: pdf.landscape,
        brokerage,
        language: locale,
        filters: resource.filters,
        query: req.query as Record<string, unknown>,
        names,
        columns,
        definitions: resource.columns,
        rows: rows as never,
        onRows: (n) => app.metrics.exported('pdf', n),
      });
      return sendPdf(reply, report, fileName);
    },
  );
}

/**
 * `GET /api/<path>/totals` (lists/totals.ts): the list's filters, resolved in the scope as the list resolves
 * them; per currency, the matching rows' count and each declared column's sum, from the download mapping's
 * `filtered` and expressions (one aggregate query, grouped by the currency).
 */
function totalsRoute<F, S extends string, K extends string, P>(
  app: App,
  opts: {
    resource: ResourceLike<unknown, unknown, K>;
    tags: string[];
    summary: string;
    auth: RouteAuth;
    database: DatabaseHandle;
  },
  mapping: DownloadMapping<F, S, K, P>,
  parentOf: (req: FastifyRequest) => Promise<P>,
  records: ReturnType<typeof filterRecords>,
): void {
  const { resource } = opts;
  const ids = resource.totals ?? [];
  const currency = totalsCurrency(resource.name, resource.columns, ids);
  const expressions = mapping.expressions as Readonly<Record<string, string>>;
  if ('field' in currency && !expressions[currency.field])
    throw new Error(`${resource.name}: the totals' currency ${currency.field} needs its download expression`);
  for (const id of ids)
    if (!expressions[id])
      throw new Error(`${resource.name}: the total of ${id} needs its download expression`);
  const currencyExpression =
    'code' in currency ? sql.lit(currency.code) : sql.raw(expressions[currency.field] ?? '');
  const { db } = opts.database;
  app.get(
    `/api/${resource.path}/totals`,
    {
      config: { auth: opts.auth },
      schema: {
        tags: opts.tags,
        summary: `${opts.summary}: per currency, the count and the sums of every row matching the list’s filters`,
        ...(resource.params ? { params: resource.params } : {}),
        querystring: resource.exportQuerySchema,
        response: { 200: named(listTotalsSchema, 'ListTotals') },
      },
    },
    async (req) => {
      const parent = await parentOf(req);
      const scope = clientScope(currentUser(req));
      const query = { ...(req.query as Record<string, unknown>) };
      for (const name of ['sort', 'lang', 'csvDialect', 'columns']) delete query[name];
      await records(db, scope, query, requestLocale(req));
      if (mapping.scopeTotals && setsNoFilter(resource.filters, query))
        return { totals: await mapping.scopeTotals(scope) };
      const filtered = mapping.filtered(query as F, scope, ...([parent] as ParentArgument<P>));
      const from = mapping.totalsUnjoined ? filtered : (mapping.joined?.(filtered) ?? filtered);
      const rows = (await from
        .select([
          currencyExpression.as('currency'),
          sql<number>`count(*)::int`.as('count'),
          ...ids.map((id, n) =>
            sql<string>`coalesce(sum(${sql.raw(expressions[id] ?? '')}), 0.00)::text`.as(`s${n}`),
          ),
        ])
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute()) as Record<string, string | number | null>[];
      return {
        totals: rows.map((row) => ({
          currency: String(row['currency'] ?? ''),
          count: Number(row['count']),
          sums: Object.fromEntries(ids.map((id, n) => [id, String(row[`s${n}`])])),
        })),
      };
    },
  );
}

/**
 * A download's rows: `filtered` (counted for the XLSX limit), and every row selected and sorted; only the
 * `visible` columns, in their order, when the screen names them ("export what I see").
 */
export function downloadRows<F, S extends string, K extends string, P = undefined>(
  resource: Pick<ResourceLike<unknown, unknown, K>, 'columns' | 'downloadColumns'>,
  mapping: DownloadMapping<F, S, K, P>,
  filters: F,
  sort: SortString<S>,
  scope: readonly string[] | undefined,
  format: DownloadFormat,
  language: Language,
  parent: P = undefined as P,
  dialect: CsvDialect = 'rfc4180',
  /** The columns the screen shows (the query's `columns`, checked by the resource's schema); all by default. */
  visible?: readonly string[],
) {
  const filtered = mapping.filtered(filters, scope, ...([parent] as ParentArgument<P>));
  const columns = resource.downloadColumns(language, visible);
  const selected = (mapping.joined?.(filtered) ?? filtered).select(
    downloadSelect(columns, resource.columns, mapping.expressions, format, language, dialect),
  );
  const rows = mapping.orderBy
    ? mapping.orderBy(selected, sort)
    : orderBySort(selected, sort, mapping.sortColumns, mapping.tiebreaker);
  return { filtered, columns, rows };
}

/**
 * Whether the rows of `filtered` fit one Excel sheet. Counted before streaming, up to the limit (at most a
 * second on the largest result): a workbook cut off at the sheet's last row would look complete and not be.
 */
export async function fitsOneSheet(
  db: QueryExecutorProvider,
  filtered: Filtered,
  limit = XLSX_MAX_DATA_ROWS,
): Promise<boolean> {
  return (await countAtMost(db, filtered, limit + 1)) <= limit;
}
