import {
  amountOf,
  fillPath,
  parseSort,
  SCREEN_ALL,
  type FilterDef,
  type Language,
  type ScreenFilterName,
  type SortString,
} from '@fxbo/domain';
import {
  isoDateFilter,
  matching,
  NUMERIC_ID_PATTERN,
  oneOf,
  queryString,
  sortParam,
  textFilter,
  UUID_PATTERN,
  type FilterParser,
  type FilterSpec,
  type ListSpec,
  type ListState,
} from './listState';

/*
 * A list resource of @fxbo/domain (defineListResource) seen from the screen: its address state (which URL
 * parameters, parsed how, with which defaults) and the query strings of its API calls, derived from the one
 * declaration, so a filter is never spelled again here.
 */

/** What this module reads of a list resource. */
export interface ScreenResource<F extends Record<string, FilterDef>, S extends string = string> {
  name: string;
  /** Below /api; a nested list's `:param` segments name its parent. */
  path: string;
  downloadPath: string;
  /** The downloads' one order, when they take no sort. */
  downloadOrder?: SortString<S> | undefined;
  filters: F;
  sortable: readonly S[];
  defaultSort: SortString<S>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Its printed report (a PDF of the downloads' columns), when declared. */
  pdf?: unknown;
  /** The money columns it totals per currency (`GET /api/<path>/totals`). */
  totals?: readonly string[] | undefined;
  /** The permission its downloads ask beyond the list's (remittances.export). */
  downloadPermission?: string | undefined;
  /** The downloads' columns: those of the visible columns are what "export what I see" writes. */
  exportColumns?: readonly string[] | undefined;
}

/**
 * An amount or a rate kept as typed ("10.000,00"), so the form shows it back; the API gets its wire form. One that
 * is no amount is kept too: the address's check names its field and rule, and offers to clear it (§45), where
 * dropping it silently listed everything as if no filter had been given.
 */
const typedNumber: FilterParser = textFilter(40);
const currencyCode: FilterParser = (raw) => {
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
};
/** A picked record's name, kept for the picker and the chips. */
const COMPANION: FilterSpec = { parse: textFilter(200) };

function parserOf(def: FilterDef): FilterParser {
  switch (def.kind) {
    case 'exact':
    case 'contains':
      return textFilter(def.max);
    case 'taxId':
      return textFilter(20);
    case 'enum':
      return oneOf(def.screenAll ? [...def.values, SCREEN_ALL] : def.values);
    case 'id':
      return matching(def.format === 'uuid' ? UUID_PATTERN : NUMERIC_ID_PATTERN);
    case 'client':
      return matching(NUMERIC_ID_PATTERN);
    case 'date':
      return isoDateFilter;
    case 'rate':
    case 'money':
      return typedNumber;
    case 'currency':
      return currencyCode;
    // Kept as written: a malformed or unknown code is named by the address's check or the server's answer.
    case 'bank':
    case 'nature':
      return textFilter(10);
  }
}

const defaultOf = (value: string | undefined): { default?: string } => (value ? { default: value } : {});

/** A filter's name in the address bar: its declared `param`, else the API's. */
const addressName = (name: string, def: FilterDef): string => ('param' in def && def.param) || name;

/** The screen's filters, in declaration order, each followed by its picker's companion. */
function screenFilters<F extends Record<string, FilterDef>>(filters: F): [ScreenFilterName<F>, FilterSpec][] {
  return Object.entries(filters).flatMap(([name, def]): [string, FilterSpec][] => {
    if (def.apiOnly) return [];
    const own: [string, FilterSpec] = [
      addressName(name, def),
      { parse: parserOf(def), ...(def.kind === 'enum' ? defaultOf(def.screenDefault ?? def.default) : {}) },
    ];
    const companion = 'companion' in def ? def.companion : undefined;
    return companion ? [own, [companion, COMPANION]] : [own];
  }) as [ScreenFilterName<F>, FilterSpec][];
}

// One spec per resource: a screen and its list page derive it apart and must hold the same constant (the
// list state's hooks depend on it).
const specs = new WeakMap<object, ListSpec<string>>();

/** The list's address state: its filters, sorts and page sizes as the resource declares them. */
export function listSpecOf<F extends Record<string, FilterDef>, S extends string>(
  resource: ScreenResource<F, S>,
): ListSpec<ScreenFilterName<F>> {
  const known = specs.get(resource) as ListSpec<ScreenFilterName<F>> | undefined;
  if (known) return known;
  const spec: ListSpec<ScreenFilterName<F>> = {
    filters: Object.fromEntries(screenFilters(resource.filters)) as Record<ScreenFilterName<F>, FilterSpec>,
    sortable: resource.sortable,
    defaultSort: parseSort(resource.defaultSort),
    pageSizes: resource.pageSizes,
    defaultPageSize: resource.defaultPageSize,
  };
  specs.set(resource, spec as ListSpec<string>);
  return spec;
}

/** The filters as the API takes them: no companion, a rate's comma as a dot, an amount's wire form, a default left out. */
function apiFilters<F extends Record<string, FilterDef>>(
  resource: ScreenResource<F>,
  filters: Partial<Record<ScreenFilterName<F>, string>>,
): Record<string, string | undefined> {
  const values = filters as Partial<Record<string, string>>;
  return Object.fromEntries(
    Object.entries(resource.filters)
      .filter(([, def]) => !def.apiOnly)
      .map(([name, def]) => {
        const value = values[addressName(name, def)];
        if (value === undefined) return [name, undefined];
        if (def.kind === 'rate') return [name, value.replace(',', '.')];
        if (def.kind === 'money') return [name, amountOf(value) ?? value];
        if (def.kind === 'enum' && (value === def.default || (def.screenAll && value === SCREEN_ALL)))
          return [name, undefined];
        return [name, value];
      }),
  );
}

/** `GET /api/<name>`'s query string for a list state. */
export function listApiQuery<F extends Record<string, FilterDef>>(
  resource: ScreenResource<F>,
  state: ListState<ScreenFilterName<F>>,
): string {
  return queryString({
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? sortParam(state.sort) : undefined,
    ...apiFilters(resource, state.filters),
  });
}

/** The list's filters alone, as the API takes them (its totals' query string: `?currency=USD`). */
export function listFilterQuery<F extends Record<string, FilterDef>>(
  resource: ScreenResource<F>,
  state: ListState<ScreenFilterName<F>>,
): string {
  return queryString(apiFilters(resource, state.filters));
}

/** `/api/<path>` with a nested list's parent filled in (`balance/:shipperId/extract`, `{ shipperId: '7' }`). */
export function resourceUrl(path: string, params: Readonly<Record<string, string>> = {}): string {
  return `/api/${fillPath(path, params)}`;
}

/**
 * The download of every row matching the list's filters, in its order and in `language`; when the screen's
 * columns were chosen (`state.columns`, in the table's order), only those of them the list downloads.
 */
export function listDownloadUrl<F extends Record<string, FilterDef>>(
  resource: ScreenResource<F>,
  state: ListState<ScreenFilterName<F>>,
  format: 'csv' | 'xlsx' | 'pdf',
  language: Language | string,
  params?: Readonly<Record<string, string>>,
): string {
  const sort = state.sort && !resource.downloadOrder ? sortParam(state.sort) : undefined;
  const downloaded = new Set(resource.exportColumns ?? []);
  const columns = state.columns?.filter((id) => downloaded.has(id));
  return `${resourceUrl(resource.downloadPath, params)}.${format}${queryString({
    sort,
    ...apiFilters(resource, state.filters),
    lang: language,
    columns: columns?.join(','),
  })}`;
}
