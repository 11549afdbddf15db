/*
 * The state of a server-side list (filters, sort, page, page size) as it lives in the address bar, so a
 * search can be shared as a link, reloaded, and walked back through with the browser's back button.
 * Pure functions: the hook in useListState.ts binds them to the router.
 */

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  field: string;
  direction: SortDirection;
}

/** Turns a raw URL value into the filter's value, or undefined to ignore it (empty, malformed, unknown). */
export type FilterParser = (raw: string) => string | undefined;

export interface FilterSpec {
  /** Validates and normalises the URL value; default: trimmed text, empty ignored. */
  parse?: FilterParser;
  /** Value when the URL has none (and the URL leaves it out when it is this). */
  default?: string;
}

export interface ListSpec<F extends string> {
  /** Every filter by its URL name, in the order the URL lists them. */
  filters: Readonly<Record<F, FilterSpec>>;
  /** Fields the list can be sorted by; no sort parameter when empty. */
  sortable?: readonly string[];
  defaultSort?: Sort;
  pageSizes: readonly number[];
  defaultPageSize: number;
}

export interface ListState<F extends string> {
  filters: Partial<Record<F, string>>;
  sort: Sort | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The table's visible columns, by id, as chosen (`cols`); absent: the screen's default columns. */
  columns?: readonly string[] | undefined;
}

/** What a list screen's filter form is given: the filters in force (the address's) and how to apply others. */
export interface FilterFormProps<F extends string> {
  filters: ListState<F>['filters'];
  onApply: (filters: ListState<F>['filters']) => void;
}

// URL parameter names shared by every list.
export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';
export const SORT_PARAM = 'sort';
export const COLUMNS_PARAM = 'cols';

/** A URL can hold anything; nobody types a filter longer than this. */
const MAX_FILTER_LENGTH = 200;

// ------------------------------------------------------------------------------------------ filter parsers

/** Trimmed text of at most `max` characters; empty is no filter. Control characters are dropped. */
export function textFilter(max = MAX_FILTER_LENGTH): FilterParser {
  return (raw) => {
    // eslint-disable-next-line no-control-regex
    const value = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    return value === '' ? undefined : value.slice(0, max);
  };
}

/** One of a fixed set of values (a status, an entity); anything else is no filter. */
export function oneOf(values: readonly string[]): FilterParser {
  return (raw) => (values.includes(raw.trim()) ? raw.trim() : undefined);
}

/** A value matching `pattern` as a whole (ids). */
export function matching(pattern: RegExp): FilterParser {
  return (raw) => {
    const value = raw.trim();
    return pattern.test(value) ? value : undefined;
  };
}

/** `yyyy-MM-dd` of a real calendar day. */
export const isoDateFilter: FilterParser = (raw) => {
  const value = raw.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= 1900 ? value : undefined;
};

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Numeric ids of bigint rows (clients, access requests): the domain's pattern. */
export { NUMERIC_ID_PATTERN } from '@fxbo/domain';

// ------------------------------------------------------------------------------------------ sort

/** `name:asc` → { field: 'name', direction: 'asc' }; undefined when malformed. */
export function parseSortParam(raw: string | null | undefined): Sort | undefined {
  if (!raw) return undefined;
  const at = raw.lastIndexOf(':');
  if (at <= 0) return undefined;
  const direction = raw.slice(at + 1);
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: raw.slice(0, at), direction };
}

export function sortParam(sort: Sort): string {
  return `${sort.field}:${sort.direction}`;
}

/** The sort after a click on a column header: the same column flips, another starts ascending. */
export function nextSort(current: Sort | undefined, field: string): Sort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

function sameSort(a: Sort | undefined, b: Sort | undefined): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

// ------------------------------------------------------------------------------------------ URL ⇄ state

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= 1 ? n : undefined;
}

const defaultParse = textFilter();

const COLUMN_ID = /^[A-Za-z][A-Za-z0-9_]{0,60}$/;

/** `cols=a,b`: well-formed ids, each once, at most 60; none is the default columns (the screen drops unknown ids). */
export function parseColumnsParam(raw: string | null): string[] | undefined {
  if (!raw) return undefined;
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => COLUMN_ID.test(id));
  return ids.length > 0 ? ids.slice(0, 60) : undefined;
}

/** The list state a URL describes; whatever is missing, malformed or unknown falls back to the defaults. */
export function parseListState<F extends string>(params: URLSearchParams, spec: ListSpec<F>): ListState<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of Object.keys(spec.filters) as F[]) {
    const { parse = defaultParse, default: fallback } = spec.filters[name];
    const raw = params.get(name);
    const value = raw === null ? undefined : parse(raw);
    const chosen = value ?? fallback;
    if (chosen !== undefined) filters[name] = chosen;
  }
  const requested = parseSortParam(params.get(SORT_PARAM));
  const sort = requested && spec.sortable?.includes(requested.field) ? requested : spec.defaultSort;
  const pageSize = positiveInt(params.get(PAGE_SIZE_PARAM));
  const columns = parseColumnsParam(params.get(COLUMNS_PARAM));
  return {
    filters,
    sort,
    page: positiveInt(params.get(PAGE_PARAM)) ?? 1,
    pageSize: pageSize !== undefined && spec.pageSizes.includes(pageSize) ? pageSize : spec.defaultPageSize,
    ...(columns ? { columns } : {}),
  };
}

/**
 * The URL parameters of a list state: filters in the spec's order, then sort, page, page size and the chosen
 * columns, each left out when it is the default, so the plain list has a plain address.
 */
export function listStateToParams<F extends string>(state: ListState<F>, spec: ListSpec<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = state.filters[name];
    if (value === undefined || value === '' || value === spec.filters[name].default) continue;
    params.set(name, value);
  }
  if (state.sort && !sameSort(state.sort, spec.defaultSort)) params.set(SORT_PARAM, sortParam(state.sort));
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.pageSize !== spec.defaultPageSize) params.set(PAGE_SIZE_PARAM, String(state.pageSize));
  if (state.columns?.length) params.set(COLUMNS_PARAM, state.columns.join(','));
  return params;
}

/** Filters from a form: trimmed, empty ones dropped (a cleared field removes its filter). */
export function cleanFilters<F extends string>(
  values: Partial<Record<F, string | null | undefined>>,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const [name, value] of Object.entries(values) as [F, string | null | undefined][]) {
    const trimmed = value?.trim();
    if (trimmed) result[name] = trimmed;
  }
  return result;
}

/**
 * A query string from a record, leaving out undefined and empty values (e.g. the API call of a list:
 * `?page=2&pageSize=25&sort=name:asc&status=active`). Starts with `?` unless empty.
 */
export function queryString(values: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
