import { Fragment, memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import type { DataTableColumn } from './dataTableColumn';
import {
  ACTIONS_CELL,
  ALIGN_CENTER,
  ALIGN_RIGHT,
  DETAIL_ROW,
  HIDE_ON_SMALL,
  PLACEHOLDER_ROW,
  ROW,
  ROW_HEIGHT,
  TOGGLE_CELL,
  WITH_DETAIL,
} from './dataTableStyles';

export interface DataTableRowProps<Row> {
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
 * are not rendered again. It holds while the page passes stable `columns` and `rowActions` (useMemo /
 * useCallback); otherwise it renders as an unmemoised row would. Cells are plain elements styled by the
 * table's rules (dataTableStyles.ts): per row, one element per cell and what the cell itself shows.
 */
function DataTableRowView<Row>(p: DataTableRowProps<Row>) {
  const { row, expanded, detailId } = p;
  return (
    <Fragment>
      <tr className={p.renderDetail ? `${ROW} ${WITH_DETAIL}` : ROW}>
        {p.renderDetail ? (
          <td className={TOGGLE_CELL}>
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-label={p.toggleLabel}
              onClick={() => p.onToggle(p.rowKey)}
            >
              {expanded ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
            </IconButton>
          </td>
        ) : null}
        {p.columns.map((column, index) => {
          const props = { className: cellClass(column), title: column.title?.(row) };
          return index === p.rowHeaderIndex ? (
            <th key={column.id} scope="row" {...props}>
              {column.cell(row)}
            </th>
          ) : (
            <td key={column.id} {...props}>
              {column.cell(row)}
            </td>
          );
        })}
        {p.rowActions ? (
          <td className={`${ACTIONS_CELL} ${ALIGN_RIGHT}`}>
            <Fragment key={p.rowKey}>{p.rowActions(row)}</Fragment>
          </td>
        ) : null}
      </tr>
      {p.renderDetail ? (
        <tr className={DETAIL_ROW}>
          <td colSpan={p.span}>
            <Collapse key={p.rowKey} in={expanded} timeout="auto" unmountOnExit>
              <Box id={detailId} sx={{ py: 2, pr: 2, pl: { xs: 2, sm: 6 } }}>
                {p.renderDetail(row)}
              </Box>
            </Collapse>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;

function cellClass(column: DataTableColumn<never>): string | undefined {
  const classes = [
    column.hideOnSmall ? HIDE_ON_SMALL : '',
    column.align === 'right' ? ALIGN_RIGHT : column.align === 'center' ? ALIGN_CENTER : '',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/**
 * While the first page loads: one row as tall as the page's rows will be, so the table takes its height at
 * once and nothing below it moves when they arrive (one row, not a page of them: a row count still means data).
 */
export function PlaceholderRow({ count, span, label }: { count: number; span: number; label: string }) {
  return (
    <tr className={`${ROW} ${PLACEHOLDER_ROW}`}>
      <td colSpan={span} style={{ height: count * ROW_HEIGHT }}>
        {label}
      </td>
    </tr>
  );
}
