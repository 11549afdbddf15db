import { listResponseSchema, type FilterDef, type ScreenFilterName } from '@fxbo/domain';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fetchJson } from '../http/fetchJson';
import { DataTable, pageQueryProps, type DataTableProps } from './DataTable';
import type { DataTableColumn } from './dataTableColumn';
import { ListDownloads } from './ListDownloads';
import type { ListSpec, ListState } from './listState';
import { listApiQuery, listDownloadUrl, resourceUrl, type ScreenResource } from './resourceList';
import { useListState } from './useListState';

/*
 * The list screen of a list resource (@fxbo/domain): its title and downloads, its filters, its table and
 * paging, all driven by the address (useListState) and the resource's declaration. A screen gives its words,
 * its columns, its filter form (usually ResourceFilters) and what is special to it: tabs under the title,
 * row actions, rows that expand to their details.
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

export interface ResourceListPageProps<F extends Record<string, FilterDef>, Row> {
  resource: ScreenResource<F>;
  /** The address spec (listSpecOf(resource)), a module constant. */
  spec: ListSpec<ScreenFilterName<F>>;
  /** The row's wire schema, a module constant. */
  row: z.ZodType<Row>;
  title: string;
  tableLabel: string;
  /** Stable between renders (useMemo), so a page turn does not render the old page's rows again. */
  columns: DataTableColumn<Row>[];
  filters: (form: {
    filters: ListState<ScreenFilterName<F>>['filters'];
    onApply: (filters: ListState<ScreenFilterName<F>>['filters']) => void;
  }) => ReactNode;
  errors: Parameters<typeof pageQueryProps>[1];
  rowKey: (row: Row) => string;
  /** Offer the resource's CSV and XLSX downloads. */
  downloads?: boolean;
  /** Under the title (tabs). */
  header?: ReactNode;
  rowActions?: DataTableProps<Row>['rowActions'];
  rowActionsHeader?: string;
  /** A row's details, shown when it is expanded (rows expand only when given). */
  renderDetail?: DataTableProps<Row>['renderDetail'];
}

export function ResourceListPage<F extends Record<string, FilterDef>, Row>(
  props: ResourceListPageProps<F, Row>,
) {
  const { resource, spec } = props;
  const { i18n } = useTranslation();
  const { state, filtersKey, setFilters, setPage, setPageSize, setSort } = useListState(spec);
  const rows = useResourceRows(resource, props.row, listApiQuery(resource, state));
  return (
    <Container maxWidth="xl" disableGutters>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {props.title}
          </Typography>
          {props.downloads ? (
            <ListDownloads
              url={(kind) => listDownloadUrl(resource, state, kind, i18n.resolvedLanguage ?? i18n.language)}
              total={rows.data?.total}
            />
          ) : null}
        </Stack>
        {props.header}
        {/* Keyed by the address, so back and forward refill the form. */}
        <Fragment key={filtersKey}>{props.filters({ filters: state.filters, onApply: setFilters })}</Fragment>
        <DataTable
          label={props.tableLabel}
          columns={props.columns}
          {...pageQueryProps(rows, props.errors)}
          rowKey={props.rowKey}
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
      </Stack>
    </Container>
  );
}
