import { isValidElement, memo, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { DataTableLink } from './DataTableCells';
import type { DataTableColumn } from './dataTableColumn';
import { CARDS_SX, CARD, CARD_HEAD, CARD_HEADING, CARD_HEADING_LABEL, CARD_LINE } from './dataTableStyles';

/*
 * A phone's list (below `sm`, listLayout.ts): each row of a DataTable as a card, from the same column
 * declarations. The card's heading is the row's key identifier (the column whose cell links to the row's own
 * page, else the row header), the other shown columns are labelled lines (a description list), the row's
 * actions and its details' toggle sit beside the heading. A list of articles, each named by its heading, so a
 * screen reader moves from card to card by heading or by list item.
 */

export interface DataCardsProps<Row> {
  /** The list's accessible name (the table's). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column a table would use as row header: the heading when no column links to the row. */
  rowHeaderIndex: number;
  rowActions: ((row: Row) => ReactNode) | undefined;
  renderDetail: ((row: Row) => ReactNode) | undefined;
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** The detail's id of a row (its toggle's aria-controls), shared with the table. */
  detailId: (key: string) => string;
  expandLabel: string;
  collapseLabel: string;
  busy: boolean;
}

/** The column that names a row on its card: the first whose cell is the link to the row's page. */
export function headingIndex<Row>(
  columns: readonly DataTableColumn<Row>[],
  sample: Row | undefined,
  rowHeaderIndex: number,
): number {
  if (sample === undefined) return rowHeaderIndex;
  const linked = columns.findIndex((column) => {
    const cell = column.cell(sample);
    return isValidElement(cell) && cell.type === DataTableLink;
  });
  return linked >= 0 ? linked : rowHeaderIndex;
}

export function DataCards<Row>(props: DataCardsProps<Row>) {
  const { columns, rows } = props;
  const heading = headingIndex(columns, rows[0], props.rowHeaderIndex);
  return (
    <Box component="ul" role="list" aria-label={props.label} aria-busy={props.busy} sx={CARDS_SX}>
      {rows.map((row, position) => {
        const key = props.rowKey(row);
        const expanded = props.open.has(key);
        return (
          <DataCard
            key={position}
            row={row}
            rowKey={key}
            columns={columns}
            heading={heading}
            rowActions={props.rowActions}
            renderDetail={props.renderDetail}
            expanded={expanded}
            detailId={props.detailId(key)}
            onToggle={props.onToggle}
            toggleLabel={expanded ? props.collapseLabel : props.expandLabel}
          />
        );
      })}
    </Box>
  );
}

interface DataCardProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly DataTableColumn<Row>[];
  heading: number;
  rowActions: ((row: Row) => ReactNode) | undefined;
  renderDetail: ((row: Row) => ReactNode) | undefined;
  expanded: boolean;
  detailId: string;
  onToggle: (key: string) => void;
  toggleLabel: string;
}

/** One card, memoised like a table's row (DataTableRow): a page's state change renders only what changed. */
function DataCardView<Row>(p: DataCardProps<Row>) {
  const { row, columns } = p;
  const headingId = useId();
  const named = columns[p.heading];
  return (
    <li className={CARD}>
      <article aria-labelledby={headingId}>
        <div className={CARD_HEAD}>
          <h2 id={headingId} className={CARD_HEADING} title={named?.title?.(row)}>
            {named ? (
              <>
                <span className={CARD_HEADING_LABEL}>{named.header}</span> <span>{named.cell(row)}</span>
              </>
            ) : null}
          </h2>
          {p.renderDetail ? (
            <IconButton
              size="small"
              aria-expanded={p.expanded}
              aria-controls={p.detailId}
              aria-label={p.toggleLabel}
              onClick={() => p.onToggle(p.rowKey)}
            >
              {p.expanded ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
            </IconButton>
          ) : null}
          {p.rowActions ? <span key={p.rowKey}>{p.rowActions(row)}</span> : null}
        </div>
        <dl>
          {columns.map((column, index) =>
            index === p.heading ? null : (
              <div key={column.id} className={CARD_LINE}>
                <dt>{column.header}</dt>
                <dd title={column.title?.(row)}>{column.cell(row)}</dd>
              </div>
            ),
          )}
        </dl>
        {p.renderDetail ? (
          <Collapse key={p.rowKey} in={p.expanded} timeout="auto" unmountOnExit>
            <Box id={p.detailId} sx={{ pt: 1.5 }}>
              {p.renderDetail(row)}
            </Box>
          </Collapse>
        ) : null}
      </article>
    </li>
  );
}

const DataCard = memo(DataCardView) as typeof DataCardView;
