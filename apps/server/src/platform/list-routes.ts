import {
  listResponseSchema,
  XLSX_MAX_DATA_ROWS,
  type ColumnDef,
  type DownloadWords,
  type ExportColumn,
  type Language,
  type SortString,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryExecutorProvider, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { createExportPool } from '../http/copy-stream.js';
import { sendCsv } from '../http/csv-stream.js';
import { datedFileName, documentLocale } from '../http/download.js';
import { downloadSelect, type DownloadFormat } from '../http/download-columns.js';
import { countAtMost, orderBySort, type Page, type SortColumns } from '../http/list-query.js';
import { title } from '../http/messages.js';
import { sendXlsx } from '../http/xlsx-stream.js';
import { currentUser, type RouteAuth } from './auth-guard.js';
import { clientScope } from './client-scope.js';

/*
 * The routes of a list resource (ARCHITECTURE.md, "Lists"), registered once per area: `GET /api/<name>` (one
 * page and its total) and, when the resource declares downloads, `GET /api/<name>/export.csv` and
 * `export.xlsx` (every matching row in the list's sort, streamed by COPY on the export pool). The area gives
 * its page function (which may choose its own planning strategy) and, for downloads, its SQL mapping.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the area's own tables; only from/where matter here
type Filtered = SelectQueryBuilder<any, any, object>;

/** How a list's downloads are read: the area's SQL for its filters and each column. */
export interface DownloadMapping<F, S extends string, K extends string> {
  /** `from … where <client scope> and <filters>`, nothing selected (also counted for the XLSX row limit). */
  filtered: (filters: F, scope: readonly string[] | undefined) => Filtered;
  /** The joins the columns' expressions need. */
  joined?: (filtered: Filtered) => Filtered;
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
  // K is what the downloads write (exportColumns); every column of the list has a definition.
  columns: Readonly<Record<NoInfer<K>, ColumnDef>>;
  querySchema: z.ZodType<Q, Record<string, unknown>>;
  exportQuerySchema: z.ZodType<E, Record<string, unknown>>;
  download: DownloadWords | undefined;
  downloadColumns(language: Language): ExportColumn<K>[];
}

export function listRoutes<
  Q,
  E extends { sort: SortString<S>; lang?: Language | undefined },
  S extends string,
  K extends string,
  Row,
>(
  app: App,
  opts: {
    resource: ResourceLike<Q, E, K>;
    tags: string[];
    summary: string;
    auth: RouteAuth;
    row: z.ZodType<Row>;
    page: (req: FastifyRequest, query: Q) => Promise<Page<Row>>;
    downloads?: {
      auth: RouteAuth;
      /** The database: its pool for the XLSX row count, and an export pool of its own opened here (COPY). */
      database: DatabaseHandle;
      /** Downloads streamed at once (the export pool's size). */
      concurrent?: number;
      mapping: DownloadMapping<Omit<E, 'sort' | 'lang'>, S, K>;
    };
  },
): void {
  const { resource, tags } = opts;
  const path = `/api/${resource.name}`;
  app.get(
    path,
    {
      config: { auth: opts.auth },
      schema: {
        tags,
        summary: opts.summary,
        querystring: resource.querySchema,
        response: { 200: listResponseSchema(opts.row) },
      },
    },
    async (req) => opts.page(req, req.query as Q),
  );

  const downloads = opts.downloads;
  const words = resource.download;
  if (!downloads || !words) return;
  const { mapping } = downloads;
  // A pool of its own, so a long download never holds the connections the lists answer with.
  const pool = createExportPool(downloads.database.pool, { max: downloads.concurrent ?? 2 });
  app.addHook('onClose', async () => {
    await pool.end();
  });
  const query = (req: FastifyRequest, format: DownloadFormat) => {
    const user = currentUser(req);
    const { sort, lang, ...filters } = req.query as E;
    const locale = documentLocale(req, user, lang);
    return { locale, ...downloadRows(resource, mapping, filters, sort, clientScope(user), format, locale) };
  };

  app.get(
    `${path}/export.csv`,
    {
      config: { auth: downloads.auth },
      schema: {
        tags,
        summary: `${opts.summary}: every row matching the list’s filters, in its sort, as CSV (streamed)`,
        querystring: resource.exportQuerySchema,
      },
    },
    async (req, reply) => {
      const { locale, rows } = query(req, 'csv');
      return sendCsv(req, reply, {
        pool,
        query: rows,
        fileName: datedFileName(words.file[locale], 'csv'),
      });
    },
  );

  app.get(
    `${path}/export.xlsx`,
    {
      config: { auth: downloads.auth },
      schema: {
        tags,
        summary: `${opts.summary}: every row matching the list’s filters, in its sort, as an Excel workbook (streamed)`,
        querystring: resource.exportQuerySchema,
      },
    },
    async (req, reply) => {
      const { locale, filtered, columns, rows } = query(req, 'xlsx');
      if (!(await fitsOneSheet(downloads.database.db, filtered)))
        throw new AppError(422, 'export_too_large', title('export_too_large', locale));
      return sendXlsx(req, reply, {
        pool,
        query: rows,
        columns,
        sheetName: words.sheet[locale],
        fileName: datedFileName(words.file[locale], 'xlsx'),
      });
    },
  );
}

/** A download's rows: `filtered` (counted for the XLSX limit), and every row selected and sorted. */
export function downloadRows<F, S extends string, K extends string>(
  resource: Pick<ResourceLike<unknown, unknown, K>, 'columns' | 'downloadColumns'>,
  mapping: DownloadMapping<F, S, K>,
  filters: F,
  sort: SortString<S>,
  scope: readonly string[] | undefined,
  format: DownloadFormat,
  language: Language,
) {
  const filtered = mapping.filtered(filters, scope);
  const columns = resource.downloadColumns(language);
  const selected = (mapping.joined?.(filtered) ?? filtered).select(
    downloadSelect(columns, resource.columns, mapping.expressions, format, language),
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
