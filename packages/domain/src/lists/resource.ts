import { z } from 'zod';
import { listQuerySchema, PAGE_SIZE_MAX, type SortString } from '../pagination';
import type { ColumnDef, ExportColumn } from './columns';
import { exportColumnsOf } from './columns';
import {
  filterShape,
  rangeRefinement,
  requiredRefinement,
  type FilterDef,
  type FilterValues,
  type RangeRule,
} from './filters';
import type { PermissionKey } from '../permissions';
import type { StaffQueueAccess } from '../staff-queues';
import { CSV_DIALECTS, type CsvDialect } from './csv-dialects';
import { LANGUAGES, type Label, type Language } from '../label';
import { columnsParam } from './visible-columns';
import { totalsCurrency } from './totals';

/*
 * A list resource, declared once and read by both sides (ARCHITECTURE.md, "Lists"): its filters, sorts, page
 * sizes, columns and downloads, with their words in both languages. From it come the query schemas of the
 * list and of its downloads (so the OpenAPI document too) and the downloads' columns; the web derives its
 * address state, filter form and table from the same object.
 */

export interface ListResourceDef<
  F extends Record<string, FilterDef>,
  S extends string,
  C extends Record<string, ColumnDef>,
> {
  /** The area's name: `GET /api/<name>`, its downloads' paths (unless `path` says otherwise). */
  name: string;
  /**
   * A nested list's path below /api, its parent named by `:param` segments (`balance/:shipperId/extract`);
   * `params` parses them. Absent: the list is `/api/<name>`.
   */
  path?: string;
  params?: z.ZodObject;
  filters: F;
  ranges?: readonly RangeRule<keyof F & string>[];
  /** Fields an index serves (only those); `id` breaks ties. */
  sortable: readonly S[];
  defaultSort: SortString<NoInfer<S>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Offset pagination stops here (a page this far is never read by a person). */
  maxPage?: number;
  /** Columns, in the table's order. */
  columns: C;
  /** The downloads' columns, in their order, and their words (`download`); absent: no download. */
  exportColumns?: readonly (keyof C & string)[];
  /** The downloads' path below /api, without `.csv` or `.xlsx`; by default `<path>/export`. */
  downloadPath?: string;
  /** The downloads' one order, whatever the list's sort (a ledger reads oldest first); they take no `sort`. */
  downloadOrder?: SortString<NoInfer<S>>;
  /**
   * A printed form of the downloads (a report): `GET /api/<downloadPath>.pdf`, the download columns as a
   * table under this title, the filters in force beneath it. Needs `download` and `exportColumns`.
   */
  pdf?: { title: Label; landscape?: boolean };
  /**
   * The permission its downloads ask beyond the list's (remittances.export); absent: the list's. The server's
   * download routes require it and the screen offers no download button to a user without it.
   */
  downloadPermission?: PermissionKey;
  /** Set on the brokerage's work queues: who reads them (a client user never does, §45). */
  access?: StaffQueueAccess;
  /**
   * Money columns (of one currency) whose sums per currency the list shows above its table, aggregated by the
   * server over every matching row (`GET /api/<path>/totals`, lists/totals.ts). Needs the downloads' mapping.
   */
  totals?: readonly (keyof C & string)[];
}

/** The words of a list's downloads: the file's base name and the XLSX sheet's name. */
export interface DownloadWords {
  file: Label;
  sheet: Label;
}

/** The parsed query of a list: page, size, sort and every filter. */
export type ListQuery<F extends Record<string, FilterDef>, S extends string> = {
  page: number;
  pageSize: number;
  sort: SortString<S>;
} & FilterValues<F>;

/**
 * The parsed query of a download: the list's sort and filters, the language of its words, a CSV's dialect and
 * the columns the screen shows (`columns`; absent: every download column).
 */
export type ExportQuery<F extends Record<string, FilterDef>, S extends string> = {
  sort: SortString<S>;
  lang?: Language | undefined;
  csvDialect?: CsvDialect | undefined;
  columns?: string[] | undefined;
} & FilterValues<F>;

/** A declared list's parsed query, from its declaration: `ListQueryOf<typeof rdesList>`. */
export type ListQueryOf<R extends { filters: Record<string, FilterDef>; sortable: readonly string[] }> =
  ListQuery<R['filters'], R['sortable'][number]>;

/** A CSV download's dialect, documented in OpenAPI; the XLSX and the PDF take it and ignore it. */
const csvDialectField = z
  .enum(CSV_DIALECTS)
  .optional()
  .describe(
    'CSV only. `pt-BR`: `;`-separated, decimal comma, dates dd/mm/yyyy (a Brazilian spreadsheet reads the ' +
      'amounts as numbers); `rfc4180`: comma-separated, decimal point, ISO dates. Default: `pt-BR` for a ' +
      'Portuguese reader (`lang`, else Accept-Language, else the user’s language), else `rfc4180`. Text ' +
      "cells that would open as a formula (=, +, -, @, tab, CR) start with a `'` in both.",
  );

/** Report the range rules together with the other fields' errors, not only once those are fixed. */
const ALWAYS = { when: () => true };

export function defineListResource<
  const F extends Record<string, FilterDef>,
  const S extends string,
  const C extends Record<string, ColumnDef>,
  const W extends DownloadWords | undefined = undefined,
  const X extends keyof C & string = never,
>(def: ListResourceDef<F, S, C> & { download?: W; exportColumns?: readonly X[] }) {
  if (!def.pageSizes.includes(def.defaultPageSize))
    throw new Error(`${def.name}: the default page size is not one of the page sizes`);
  if (def.totals) totalsCurrency(def.name, def.columns, def.totals);
  // Built on erased types: the precise ones are given to the results below (zod cannot infer them through
  // the definition's generic mapped types).
  const base = listQuerySchema<string>(def.sortable, def.defaultSort);
  const filters: Record<string, z.ZodType> = filterShape(def.filters);
  const rangeRule = rangeRefinement<string>(def.filters, def.ranges ?? []) as (
    value: Record<string, unknown>,
    ctx: z.RefinementCtx,
  ) => void;
  const requiredRule = requiredRefinement(def.filters);
  const ranges = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    requiredRule(value, ctx);
    rangeRule(value, ctx);
  };
  const querySchema = base
    .extend({
      page: z.coerce
        .number()
        .int()
        .min(1)
        .max(def.maxPage ?? Number.MAX_SAFE_INTEGER)
        .default(1),
      pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(def.defaultPageSize),
      ...filters,
    })
    .superRefine(ranges, ALWAYS);
  const exportFields = {
    ...filters,
    lang: z.enum(LANGUAGES).optional(),
    csvDialect: csvDialectField,
    columns: columnsParam(def.exportColumns ?? []),
  };
  const order = def.downloadOrder;
  const exportQuerySchema = order
    ? z
        .object(exportFields)
        .superRefine(ranges, ALWAYS)
        .transform((query) => ({ ...query, sort: order }))
    : z.object({ sort: base.shape.sort, ...exportFields }).superRefine(ranges, ALWAYS);
  const path = def.path ?? def.name;
  return {
    ...def,
    /**
     * The mark of a declared list: `LIST_RESOURCES` (list-resources.ts, the entry `@fxbo/domain/list-resources`) is every export of the package's
     * barrel that carries it, so a list joins it by being exported, not by a line in a hand-kept list.
     */
    listResource: true as const,
    /** The list's path below /api (`:param` segments are its parent's). */
    path,
    /** The downloads' path below /api, without `.csv` or `.xlsx`. */
    downloadPath: def.downloadPath ?? `${path}/export`,
    /** The downloads' words (declared with `exportColumns`). */
    download: def.download as W,
    /** `GET /api/<name>`'s query string. */
    querySchema: querySchema as unknown as z.ZodType<ListQuery<F, S>, Record<string, unknown>>,
    /** The downloads' query string (no page). */
    exportQuerySchema: exportQuerySchema as unknown as z.ZodType<ExportQuery<F, S>, Record<string, unknown>>,
    /**
     * The downloads' columns, in their order, named in `language`; only `visible` ones, in its order, when the
     * screen names what it shows (already checked against `exportColumns` by the query schema).
     */
    downloadColumns(language: Language, visible?: readonly string[]): ExportColumn<X>[] {
      const ids = visible ? (visible as readonly X[]) : (def.exportColumns ?? []);
      return exportColumnsOf(def.columns, ids, language);
    },
  };
}

export type ListResource<
  F extends Record<string, FilterDef> = Record<string, FilterDef>,
  S extends string = string,
  C extends Record<string, ColumnDef> = Record<string, ColumnDef>,
> = ReturnType<typeof defineListResource<F, S, C>>;

/** The ids of the columns a list's downloads write (its `exportColumns`): what a download mapping must express. */
export type DownloadColumnId<
  R extends { downloadColumns(language: Language, visible?: readonly string[]): ExportColumn<string>[] },
> = ReturnType<R['downloadColumns']>[number]['id'];

/** A list's path with a nested list's parent filled in (`balance/:shipperId/extract` → `balance/7/extract`). */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
