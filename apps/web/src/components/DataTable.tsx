import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText, type ErrorTexts } from './apiErrorText';
import { EmptyState } from './EmptyState';
import { useFormatters } from './format';
import type { DataTableColumn } from './dataTableColumn';
import { DataCards } from './DataCards';
import { DataTableRow, PlaceholderRow } from './DataTableRow';
import { FLEX_COLUMN_MIN, HIDE_ON_SMALL, TABLE_SX, TOGGLE_CELL } from './dataTableStyles';
import { isRetryable } from './addressProblems';
import { nextSort, type Sort } from './listState';
import { SortPicker } from './SortPicker';
import { visuallyHidden } from './visuallyHidden';

// Declared apart so that DataTableRow can use it without importing the table that renders it.
export type { DataTableColumn } from './dataTableColumn';

export interface DataTablePagination {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (e.g. "Users"). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** All rows matching the filters, on every page. */
  total?: number;
  /** The total is the database's estimate (large lists): shown as "approximately". */
  totalIsEstimate?: boolean;
  /** Server-side pages; without it every row is shown. */
  pagination?: DataTablePagination;
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  /** A request is running (first load, or a new page while the previous one stays on screen). */
  loading?: boolean;
  /** The last request failed: shown with a retry button instead of the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Expandable rows: what a row shows when opened. */
  renderDetail?: (row: Row) => ReactNode;
  /** Instead of the spec's empty-grid message. */
  empty?: ReactNode;
  /** Actions at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /** The actions column's name, for screen readers (the column shows only its buttons). */
  rowActionsHeader?: ReactNode;
  /** Hides the "n results" line above the table. */
  hideTotal?: boolean;
  /**
   * A phone's layout (listLayout.useListCards): each row as a card (DataCards) with every column a labelled
   * line, the sorts in a picker above them, the same pages below.
   */
  cards?: boolean;
}

/**
 * The shared grid of every list screen: server-side sort and pages, the total (or its estimate), loading,
 * error and empty states, and optionally expandable rows. It renders a real table: column headers, a row
 * header per row, sort buttons with aria-sort, and a live summary so a new search is announced.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    total,
    totalIsEstimate = false,
    pagination,
    sort,
    onSortChange,
    loading = false,
    error,
    onRetry,
    renderDetail,
    empty,
    rowActions,
    rowActionsHeader,
    hideTotal = false,
    cards = false,
  } = props;
  // New rows are rendered at transition priority, in slices between which the browser paints and handles
  // input: mounting 100 rows at once was one 100 ms task (jank) on a page turn.
  const shown = useDeferredValue(rows);
  const { t } = useTranslation('components');
  const format = useFormatters();
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((c) => c.rowHeader),
  );
  const span = columns.length + (renderDetail ? 1 : 0) + (rowActions ? 1 : 0);
  // One object while the columns stand: a new one each page turn made MUI resolve the table's rules again.
  const withActions = Boolean(rowActions);
  const withDetail = Boolean(renderDetail);
  const tableSx = useMemo(
    () => ({ ...TABLE_SX, minWidth: tableMinWidth(columns, withActions, withDetail) }),
    [columns, withActions, withDetail],
  );

  // A page past the end (an old link, or the last rows deleted meanwhile): go to the last page there is.
  const lastPage =
    pagination && total !== undefined ? Math.max(1, Math.ceil(total / pagination.pageSize)) : 1;
  const pastTheEnd = Boolean(pagination && rows && !loading && pagination.page > lastPage);
  const onPageChange = pagination?.onPageChange;
  useEffect(() => {
    if (pastTheEnd) onPageChange?.(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);

  const toggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const summary =
    total === undefined
      ? undefined
      : totalIsEstimate
        ? t('table.totalEstimate', { count: total, formatted: format.count(total) })
        : t('table.total', { count: total, formatted: format.count(total) });

  const errorAlert = error ? (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        ) : undefined
      }
    >
      {error}
    </Alert>
  ) : null;

  let body: ReactNode;
  if (cards) {
    body = null;
  } else if (errorAlert) {
    body = (
      <TableRow>
        <TableCell colSpan={span}>{errorAlert}</TableCell>
      </TableRow>
    );
  } else if (!shown) {
    body = <PlaceholderRow count={pagination?.pageSize ?? 10} span={span} label={t('table.loading')} />;
  } else if (shown.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
          {empty ?? <EmptyState />}
        </TableCell>
      </TableRow>
    );
  } else {
    // Rows are keyed by position: a page turn then rewrites the text of the 100 rows already in the document
    // instead of removing them and creating 100 new ones, which halves the browser's style and layout work.
    // What holds state of its own (a row's menu and dialogs) is keyed by the row's identity (DataTableRowView).
    body = shown.map((row, position) => {
      const key = rowKey(row);
      return (
        <DataTableRow
          key={position}
          row={row}
          rowKey={key}
          columns={columns}
          rowHeaderIndex={rowHeaderIndex}
          rowActions={rowActions}
          renderDetail={renderDetail}
          expanded={open.has(key)}
          detailId={`${id}-detail-${key}`}
          span={span}
          onToggle={toggle}
          toggleLabel={open.has(key) ? t('table.collapse') : t('table.expand')}
        />
      );
    });
  }

  return (
    // Clipped, not a scroll box (hidden, auto), from 1,200 px up: the column headers then stick under the frame's
    // fixed band as the page scrolls (issue 24). Below, the table may scroll sideways within its card.
    <Paper variant="outlined" sx={{ overflow: { xs: 'hidden', lg: 'clip' } }}>
      {!hideTotal ? (
        <Typography
          role="status"
          variant="body2"
          color="textSecondary"
          sx={{ px: 2, pt: 1.5, pb: 1, minHeight: 20 }}
        >
          {rows && !error ? summary : null}
        </Typography>
      ) : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('table.loading')} /> : null}</Box>
      {cards ? (
        <>
          {onSortChange ? <SortPicker columns={columns} sort={sort} onSortChange={onSortChange} /> : null}
          {errorAlert ? (
            <Box sx={{ p: 2 }}>{errorAlert}</Box>
          ) : !shown ? (
            <Box sx={{ px: 2, py: 1.5, color: 'text.secondary', minHeight: CARD_PLACEHOLDER_HEIGHT }}>
              {t('table.loading')}
            </Box>
          ) : shown.length === 0 ? (
            <Box sx={{ px: 2, pb: 2 }}>{empty ?? <EmptyState />}</Box>
          ) : (
            <DataCards
              label={label}
              columns={columns}
              rows={shown}
              rowKey={rowKey}
              rowHeaderIndex={rowHeaderIndex}
              rowActions={rowActions}
              renderDetail={renderDetail}
              open={open}
              onToggle={toggle}
              detailId={(key) => `${id}-detail-${key}`}
              expandLabel={t('table.expand')}
              collapseLabel={t('table.collapse')}
              busy={loading || shown !== rows}
            />
          )}
        </>
      ) : (
        /* Positioned, so the visually hidden headers (absolute) scroll and clip with the table instead of
          widening the page on a phone. */
        <TableContainer sx={{ position: 'relative', overflowX: { lg: 'clip' } }}>
          <Table size="small" aria-label={label} aria-busy={loading || shown !== rows} sx={tableSx}>
            <TableHead>
              <TableRow>
                {renderDetail ? (
                  <TableCell className={TOGGLE_CELL} sx={{ width: TOGGLE_WIDTH }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('table.details')}
                    </Box>
                  </TableCell>
                ) : null}
                {columns.map((column, index) => {
                  const active = sort?.field === column.sortField && column.sortField !== undefined;
                  const direction = active ? sort?.direction : undefined;
                  const atEdge =
                    (index === 0 && !renderDetail) || (index === columns.length - 1 && !rowActions);
                  return (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      className={column.hideOnSmall ? HIDE_ON_SMALL : undefined}
                      sx={{ width: edgeWidth(cssWidth(column.width), atEdge) }}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {column.sortField && onSortChange ? (
                        <TableSortLabel
                          active={active}
                          direction={direction ?? 'asc'}
                          onClick={() => onSortChange(nextSort(sort, column.sortField as string))}
                        >
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        <span>{column.header}</span>
                      )}
                    </TableCell>
                  );
                })}
                {rowActions ? (
                  <TableCell align="right" sx={{ width: ACTIONS_WIDTH }}>
                    <Box component="span" sx={visuallyHidden}>
                      {rowActionsHeader ?? t('table.actions')}
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>{body}</TableBody>
          </Table>
        </TableContainer>
      )}
      {pagination && total !== undefined && total > 0 && !error ? (
        <TablePagination
          sx={PAGINATION_SX}
          component="div"
          count={total}
          page={Math.max(0, Math.min(pagination.page - 1, Math.ceil(total / pagination.pageSize) - 1))}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={[...pagination.pageSizes]}
          onPageChange={(_event, page) => pagination.onPageChange(page + 1)}
          onRowsPerPageChange={(event) => pagination.onPageSizeChange(Number(event.target.value))}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t(totalIsEstimate ? 'table.displayedRowsEstimate' : 'table.displayedRows', {
              from: format.count(from),
              to: format.count(to),
              count: format.count(count),
            })
          }
          getItemAriaLabel={(type) => t(`table.page.${type}`)}
          showFirstButton
        />
      ) : null}
    </Paper>
  );
}

/** On a phone the page buttons come first and the rows-per-page label goes, so nothing is cut off. */
const PAGINATION_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 2 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
} as const;

const TOGGLE_WIDTH = 40;
/** A phone's first page while it loads: about two cards, so the pages below do not jump when they come. */
const CARD_PLACEHOLDER_HEIGHT = 240;
/** A row's actions: one small menu button (the header's word is for screen readers only). */
const ACTIONS_WIDTH = '40px';

const cssWidth = (width: number | string | undefined) => (typeof width === 'number' ? `${width}px` : width);

/**
 * A width at the table's edge: the first and last cells are padded 16 px on the outside rather than 4
 * (dataTableStyles), so a column sized for its text (`chars`) gets the difference, or its text is cut.
 */
const EDGE_EXTRA = '12px';
const edgeWidth = (width: string | undefined, atEdge: boolean) =>
  width && atEdge ? `calc(${width} + ${EDGE_EXTRA})` : width;

/**
 * The table's least width: its fixed columns plus a least share for each of the others, the hidden ones left
 * out on small screens. Narrower screens scroll the table sideways instead of squeezing its text away.
 */
function tableMinWidth<Row>(
  columns: readonly DataTableColumn<Row>[],
  rowActions: boolean,
  renderDetail: boolean,
) {
  const sum = (shown: readonly DataTableColumn<Row>[]) => {
    const parts = shown.map((c) => cssWidth(c.width) ?? FLEX_COLUMN_MIN);
    if (rowActions) parts.push(ACTIONS_WIDTH);
    if (renderDetail) parts.push(`${TOGGLE_WIDTH}px`);
    return `calc(${parts.join(' + ')} + 16px)`;
  };
  return { xs: sum(columns.filter((c) => !c.hideOnSmall)), md: sum(columns) };
}

/** What a list query (TanStack Query over a server page) gives a DataTable: rows, total, states, retry. */
export function pageQueryProps<Row>(
  query: {
    data?: { items: readonly Row[]; total: number; totalIsEstimate: boolean } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  },
  errors: ErrorTexts,
): Pick<DataTableProps<Row>, 'rows' | 'total' | 'totalIsEstimate' | 'loading' | 'error' | 'onRetry'> {
  return {
    rows: query.data?.items,
    total: query.data?.total,
    totalIsEstimate: query.data?.totalIsEstimate,
    loading: query.isFetching,
    error: query.isError ? apiErrorText(query.error, errors) : undefined,
    // Retrying helps only when the failure may pass (no answer, 5xx, 408, 429); a refused query stays refused.
    ...(query.isError && !isRetryable(query.error) ? {} : { onRetry: () => void query.refetch() }),
  };
}
