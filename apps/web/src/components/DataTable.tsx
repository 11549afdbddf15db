import {
  Fragment,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
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
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useTranslation } from 'react-i18next';
import { apiErrorText, type ErrorTexts } from './apiErrorText';
import { EmptyState } from './EmptyState';
import { useFormatters } from './format';
import { nextSort, type Sort } from './listState';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The API's sort field; the header becomes a sort button. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** The cell that names the row (a `<th scope="row">`); the first column when none is marked. */
  rowHeader?: boolean;
  /** Hidden on narrow screens. */
  hideOnSmall?: boolean;
  /** Kept on one line (dates, amounts, codes), so that the free-text columns take the wrapping. */
  noWrap?: boolean;
  width?: number | string;
}

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
  rowActionsHeader?: ReactNode;
  /** Hides the "n results" line above the table. */
  hideTotal?: boolean;
}

const HIDE_ON_SMALL = 'fxbo-hide-on-small';
const NO_WRAP = 'fxbo-no-wrap';
const ACTIONS_CELL = 'fxbo-actions-cell';

/** Cell helpers as classes of the table, styled once (see `DataTableSecondary`). */
const TABLE_SX = {
  [`& .${HIDE_ON_SMALL}`]: { display: { xs: 'none', md: 'table-cell' } },
  [`& .${ACTIONS_CELL}, & .${NO_WRAP}`]: { whiteSpace: 'nowrap' },
  // Eight pixels between columns rather than MUI's 32: ten columns fit a 1280-pixel screen, actions included.
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-child': { pl: 2 },
  '& .MuiTableCell-root:last-child': { pr: 2 },
  '& .fxbo-cell-secondary': { display: 'block', color: 'text.secondary', typography: 'caption' },
} as const;

/** A second, smaller line in a cell (a tax id under a name), without a styled component per row. */
export function DataTableSecondary({ children }: { children: ReactNode }) {
  return <span className="fxbo-cell-secondary">{children}</span>;
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

  let body: ReactNode;
  if (error) {
    body = (
      <TableRow>
        <TableCell colSpan={span}>
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
        </TableCell>
      </TableRow>
    );
  } else if (!shown) {
    body = (
      <TableRow>
        <TableCell colSpan={span} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t('table.loading')}
        </TableCell>
      </TableRow>
    );
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
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {!hideTotal ? (
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, pt: 1.5, pb: 1, minHeight: 20 }}
        >
          {rows && !error ? summary : null}
        </Typography>
      ) : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('table.loading')} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading || shown !== rows} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              {renderDetail ? (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t('table.details')}
                  </Box>
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const active = sort?.field === column.sortField && column.sortField !== undefined;
                const direction = active ? sort?.direction : undefined;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    className={column.hideOnSmall ? HIDE_ON_SMALL : undefined}
                    sx={{ fontWeight: 600, width: column.width }}
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
                      column.header
                    )}
                  </TableCell>
                );
              })}
              {rowActions ? (
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {rowActionsHeader ?? (
                    <Box component="span" sx={visuallyHidden}>
                      {t('table.actions')}
                    </Box>
                  )}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {pagination && total !== undefined && total > 0 && !error ? (
        <TablePagination
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

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

interface DataTableRowProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly DataTableColumn<Row>[];
  rowHeaderIndex: number;
  rowActions: ((row: Row) => ReactNode) | undefined;
  renderDetail: ((row: Row) => ReactNode) | undefined;
  expanded: boolean;
  detailId: string;
  span: number;
  onToggle: (key: string) => void;
  toggleLabel: string;
}

/*
 * One row, memoised: when only the table's state changes (loading a new page, a row expanded), the other rows
 * are not rendered again, which at 100 rows a page is most of a page turn. It holds while the page passes
 * stable `columns` and `rowActions` (useMemo / useCallback); otherwise it renders as an unmemoised row would.
 * Cells take a class rather than an sx each: 1,000 cells of sx cost MUI's style resolution 1,000 times.
 */
function DataTableRowView<Row>(p: DataTableRowProps<Row>) {
  const { row, expanded, detailId } = p;
  return (
    <Fragment>
      <TableRow hover sx={p.renderDetail ? DETAIL_ROW_SX : undefined}>
        {p.renderDetail ? (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-label={p.toggleLabel}
              onClick={() => p.onToggle(p.rowKey)}
            >
              {expanded ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
            </IconButton>
          </TableCell>
        ) : null}
        {p.columns.map((column, index) => (
          <TableCell
            key={column.id}
            align={column.align}
            className={cellClass(column)}
            {...(index === p.rowHeaderIndex ? { component: 'th', scope: 'row' } : {})}
          >
            {column.cell(row)}
          </TableCell>
        ))}
        {p.rowActions ? (
          <TableCell align="right" className={ACTIONS_CELL}>
            <Fragment key={p.rowKey}>{p.rowActions(row)}</Fragment>
          </TableCell>
        ) : null}
      </TableRow>
      {p.renderDetail ? (
        <TableRow>
          <TableCell colSpan={p.span} sx={{ py: 0 }}>
            <Collapse key={p.rowKey} in={expanded} timeout="auto" unmountOnExit>
              <Box id={detailId} sx={{ py: 2, pl: { sm: 6 } }}>
                {p.renderDetail(row)}
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;

function cellClass(column: DataTableColumn<never>): string | undefined {
  const classes = [column.hideOnSmall ? HIDE_ON_SMALL : '', column.noWrap ? NO_WRAP : ''].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}
const DETAIL_ROW_SX = { '& > td, & > th': { borderBottom: 'unset' } } as const;

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
    onRetry: () => void query.refetch(),
  };
}
