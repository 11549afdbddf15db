import {
  FIELD_MESSAGES,
  listResponseSchema,
  requiredFilters,
  type ColumnDef,
  type FilterDef,
  type ScreenFilterName,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Namespace } from '../area/route';
import { fetchJson } from '../http/fetchJson';
import { holdsAny } from '../session/access';
import { useSession } from '../session/session';
import { ColumnChooser } from './ColumnChooser';
import { SavedViews } from './SavedViews';
import { addressProblems, serverQueryProblems } from './addressProblems';
import type { ErrorTexts } from './apiErrorText';
import { DataTable, pageQueryProps, type DataTableProps } from './DataTable';
import type { DataTableColumn } from './dataTableColumn';
import { ListDownloads } from './ListDownloads';
import { useListCards } from './listLayout';
import { ListTotals } from './ListTotals';
import { listStateToParams, type FilterFormProps } from './listState';
import {
  listApiQuery,
  listDownloadUrl,
  listFilterQuery,
  listSpecOf,
  resourceUrl,
  type ScreenResource,
} from './resourceList';
import { ResourceFilters, type ResourceFiltersProps } from './ResourceFilters';
import { resourceTable, type DeclaredTable } from './resourceColumns';
import { useListPageWords } from './listPageWords';
import { useListState } from './useListState';
import { visibleColumns } from './visibleColumns';

/*
 * The list screen of a list resource (@fxbo/domain): its title and downloads, its filters, its table and
 * paging, all driven by the address (useListState) and the resource's declaration. A screen gives its words,
 * its columns, its filter form (what ResourceFilters needs beyond the resource, or a form of its own) and
 * what is special to it: tabs under the title, row actions, rows that expand to their details.
 */

/**
 * One page of a resource's rows: `GET /api/<path><query>`, a nested list's parent named by `params`. The
 * previous page stays while the next loads.
 */
export function useResourceRows<Row>(
  resource: { name: string; path: string },
  row: z.ZodType<Row>,
  query: string,
  opts: { params?: Readonly<Record<string, string>>; enabled?: boolean } = {},
) {
  const page = useMemo(() => listResponseSchema(row), [row]);
  const url = `${resourceUrl(resource.path, opts.params)}${query}`;
  return useQuery({
    // The areas' own key shape, so their mutations' invalidations reach these pages too.
    queryKey: [resource.name, 'list', url],
    queryFn: ({ signal }) => fetchJson(url, page, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** The filter form a list derives from its resource: what the screen adds (its label, pickers, help…). */
export type ResourceFilterForm<F extends Record<string, FilterDef>> = Omit<
  ResourceFiltersProps<F>,
  'resource' | 'spec' | 'filters' | 'onApply'
>;

/** The filter form: its label from the area's catalogue unless given (`namespace`), or a form of its own. */
type FilterForm<F extends Record<string, FilterDef>> =
  | (Omit<ResourceFilterForm<F>, 'label'> & { label?: string })
  | ((form: FilterFormProps<ScreenFilterName<F>>) => ReactNode);

/**
 * The screen's words: its area's catalogue (`namespace`), whose `list.title`, `list.tableLabel`,
 * `filters.label`, `filters.any`, `errors.network` and `errors.loadFailed` are the defaults of what it does not
 * give (listPageWords.ts), or every word given.
 */
type Words =
  | { namespace: Namespace; title?: string; errors?: ErrorTexts }
  | { namespace?: undefined; title: string; errors: ErrorTexts };

/** A row is keyed by its `id` unless the screen says otherwise. */
type RowKeyProp<Row> = Row extends { id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

/**
 * The table: its columns declared (`ResourceTable`, a module constant: which, which a phone keeps, widths, a
 * screen's own cells), or built by the screen. Either is stable between renders (a constant, useMemo), so a page
 * turn does not render the old page's rows again. The column chooser offers them all; those `hiddenByDefault` are shown once chosen.
 */
type TableProp<Row, C extends string> =
  | { table: DeclaredTable<Row, C>; columns?: undefined }
  | { columns: DataTableColumn<Row>[]; table?: undefined };

export type ResourceListPageProps<
  F extends Record<string, FilterDef>,
  Row,
  C extends string = string,
> = RowKeyProp<Row> &
  Words &
  TableProp<Row, C> & {
    /** Its declaration, for the rows' address and API and for the filter form. */
    resource: ScreenResource<F> &
      ResourceFiltersProps<F>['resource'] & { columns?: Readonly<Record<C, ColumnDef>> };
    /** The row's wire schema, a module constant. */
    row: z.ZodType<Row>;
    /** The table's name: the catalogue's, else the title's unless given. */
    tableLabel?: string;
    filters: FilterForm<F>;
    /** Offer the resource's CSV and XLSX downloads (to a user holding its `downloadPermission`, if declared). */
    downloads?: boolean;
    /** Under the title (tabs). */
    header?: ReactNode;
    rowActions?: DataTableProps<Row>['rowActions'];
    rowActionsHeader?: string;
    /** A row's details, shown when it is expanded (rows expand only when given). */
    renderDetail?: DataTableProps<Row>['renderDetail'];
  };

const idOf = (row: unknown) => (row as { id: string }).id;
const NO_COLUMNS: never[] = [];

/** The messages of the required filters the API query lacks (declared `required` in the resource). */
export function missingRequired(filters: Readonly<Record<string, FilterDef>>, apiQuery: string) {
  const params = new URLSearchParams(apiQuery);
  return requiredFilters(filters)
    .filter(([name]) => !params.get(name))
    .map(([, code]) => code);
}

/** The permissions a user needs for a resource's downloads beyond its list's: none unless it declares one. */
export function downloadPermissions(resource: { downloadPermission?: string | undefined }): string[] {
  return resource.downloadPermission ? [resource.downloadPermission] : [];
}

export function ResourceListPage<F extends Record<string, FilterDef>, Row, C extends string>(
  props: ResourceListPageProps<F, Row, C>,
) {
  const { resource, filters, table } = props;
  const spec = listSpecOf(resource);
  const { i18n, t } = useTranslation('components');
  const words = useListPageWords(props.namespace, props, typeof filters === 'function' ? undefined : filters);
  const { state, filtersKey, setFilters, setPage, setPageSize, setSort, setColumns } = useListState(spec);
  // A phone: compact title tools, the rows as cards (listLayout).
  const phone = useListCards();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'pt-BR';
  const declared = useMemo(
    () =>
      table && resource.columns
        ? (resourceTable<Row & object, C>(
            { ...resource, columns: resource.columns },
            table,
            language,
          ) as DataTableColumn<Row>[])
        : undefined,
    [table, resource, language],
  );
  const columns = props.columns ?? declared ?? NO_COLUMNS;
  const shown = useMemo(() => visibleColumns(columns, state.columns), [columns, state.columns]);
  const shownIds = shown.map((c) => c.id);
  // The downloads write what the table shows, once columns were chosen ("export what I see").
  const downloadState = state.columns ? { ...state, columns: shownIds } : state;
  const apiQuery = listApiQuery(resource, state);
  // What a saved view keeps: the address without its page.
  const viewQuery = listStateToParams({ ...state, page: 1 }, spec).toString();
  const missing = missingRequired(resource.filters, apiQuery);
  // An address naming filters the API would refuse (reversed dates, a period over a year) is not requested:
  // each broken rule is named by its field, with a way to clear the filters.
  const problems = addressProblems(resource, apiQuery, language);
  const rows = useResourceRows(resource, props.row, apiQuery, {
    enabled: missing.length === 0 && problems.length === 0,
  });
  // A filter the server refused that the address's check could not judge (a bank code naming no bank), named
  // the same way.
  const shownProblems = problems.length > 0 ? problems : serverQueryProblems(resource, rows.error, language);
  // What the user may not do is not offered: the download routes would answer 403.
  const mayDownload = holdsAny(useSession()?.roles ?? [], downloadPermissions(resource));
  return (
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        {/* The downloads are one group: beside the title while both fit, else on their own line, right-aligned. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {words.title}
          </Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', ml: 'auto', maxWidth: '100%' }}
          >
            {/* Two groups that wrap as wholes: the view tools, and the downloads (never split, §45). */}
            <Stack direction="row" sx={{ gap: 1 }}>
              <SavedViews list={resource.name} query={viewQuery} compact={phone} />
              <ColumnChooser columns={columns} visible={shownIds} onChange={setColumns} compact={phone} />
            </Stack>
            {props.downloads && mayDownload && missing.length === 0 && shownProblems.length === 0 ? (
              <Stack direction="row" sx={{ gap: 1 }}>
                <ListDownloads
                  url={(kind) =>
                    listDownloadUrl(resource, downloadState, kind, i18n.resolvedLanguage ?? i18n.language)
                  }
                  total={rows.data?.total}
                  pdf={Boolean(resource.pdf)}
                  compactOnPhone
                />
              </Stack>
            ) : null}
          </Stack>
        </Stack>
        {props.header}
        {/* Keyed by the address, so back and forward refill the form. */}
        <Fragment key={filtersKey}>
          {typeof filters === 'function' ? (
            filters({ filters: state.filters, onApply: setFilters })
          ) : (
            <ResourceFilters
              resource={resource}
              spec={spec}
              filters={state.filters}
              onApply={setFilters}
              {...filters}
              label={words.filtersLabel}
              {...(words.anyLabel === undefined ? {} : { anyLabel: words.anyLabel })}
            />
          )}
        </Fragment>
        {resource.totals?.length && missing.length === 0 && shownProblems.length === 0 ? (
          <ListTotals
            resource={{ ...resource, columns: resource.columns ?? {} }}
            filterQuery={listFilterQuery(resource, state)}
          />
        ) : null}
        {shownProblems.length > 0 ? (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => setFilters({})}>
                {t('filters.clearInvalid')}
              </Button>
            }
          >
            <AlertTitle>{t('filters.invalidAddress')}</AlertTitle>
            <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {shownProblems.map(({ field, message }) => (
                <li key={`${field}:${message}`}>{`${field}: ${message}`}</li>
              ))}
            </ul>
          </Alert>
        ) : missing.length > 0 ? (
          // A report asks for what it cannot run without (spec 5) before it requests anything, each thing once.
          <Alert severity="info" role="status">
            {[...new Set(missing.map((code) => FIELD_MESSAGES[code][language]))].join(' ')}
          </Alert>
        ) : (
          <DataTable
            label={words.tableLabel ?? words.title}
            columns={shown}
            cards={phone}
            {...pageQueryProps(rows, words.errors)}
            rowKey={props.rowKey ?? idOf}
            sort={state.sort}
            onSortChange={setSort}
            {...(props.rowActions
              ? { rowActions: props.rowActions, rowActionsHeader: props.rowActionsHeader }
              : {})}
            {...(props.renderDetail ? { renderDetail: props.renderDetail } : {})}
            pagination={{
              page: state.page,
              pageSize: state.pageSize,
              pageSizes: resource.pageSizes,
              onPageChange: setPage,
              onPageSizeChange: setPageSize,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
