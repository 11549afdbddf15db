/*
 * The look of DataTable's rows, written once as rules of the table rather than per cell: rows are plain
 * <tr>/<td> elements with class names, because a thousand MUI TableCells (each resolving the theme and its
 * styles) were most of a 100-row page turn. Every body cell is one line; what does not fit is cut with an
 * ellipsis, and identifiers sit in their own unbreakable span (DataTableText).
 */

export const ROW = 'fxbo-row';
export const WITH_DETAIL = 'fxbo-row-with-detail';
export const DETAIL_ROW = 'fxbo-row-detail';
export const PLACEHOLDER_ROW = 'fxbo-row-placeholder';
export const HIDE_ON_SMALL = 'fxbo-hide-on-small';
export const ACTIONS_CELL = 'fxbo-actions-cell';
export const TOGGLE_CELL = 'fxbo-toggle-cell';
export const ALIGN_RIGHT = 'fxbo-align-right';
export const ALIGN_CENTER = 'fxbo-align-center';
export const TEXT_MAIN = 'fxbo-cell-main';
export const TEXT_SECONDARY = 'fxbo-cell-secondary';
export const BADGE = 'fxbo-badge';
/** A row's link (its id, to the detail): react-router's plain <a>, not a styled MUI Link per row. */
export const ROW_LINK = 'fxbo-row-link';
/** A row's menu button: a plain <button> whose three dots are a CSS mask, not an IconButton and its SVG. */
export const ROW_MENU_BUTTON = 'fxbo-row-menu';

/** A phone's card (DataCards): the list item, its heading row, its heading, the heading's label, a line. */
export const CARD = 'fxbo-card';
export const CARD_HEAD = 'fxbo-card-head';
export const CARD_HEADING = 'fxbo-card-heading';
export const CARD_HEADING_LABEL = 'fxbo-card-heading-label';
export const CARD_LINE = 'fxbo-card-line';

/** Every row's height: a line of text (or a 24-pixel button) and its padding, so a page's height is known. */
export const ROW_HEIGHT = 33;

export type BadgeColor = 'default' | 'success' | 'warning' | 'error' | 'info';
const BADGE_COLORS: readonly Exclude<BadgeColor, 'default'>[] = ['success', 'warning', 'error', 'info'];

/** A column `chars` digits wide plus the cell's padding (`ch` follows the table's font, whatever it is). */
export const chars = (n: number) => `calc(${n}ch + 8px)`;

/** Least width of a column without a width of its own: narrow screens scroll rather than squeeze it to nothing. */
export const FLEX_COLUMN_MIN = '120px';

// MUI's MoreVert icon (three vertical dots), drawn by the button's own background through this mask.
const MORE_VERT =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2'/%3E%3C/svg%3E\")";

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** What cells hold, in a table's row as on a phone's card: the row's link, its menu button, status badges. */
const CELL_CONTENT_SX = {
  [`& .${ROW_LINK}`]: { color: 'primary.main', textDecorationColor: 'currentColor' },
  [`& .${ROW_MENU_BUTTON}`]: {
    display: 'inline-block',
    verticalAlign: 'middle',
    width: 24,
    height: 24,
    p: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      display: 'block',
      width: 20,
      height: 20,
      m: '2px',
      bgcolor: 'currentColor',
      mask: `${MORE_VERT} center / contain no-repeat`,
    },
    '&:hover, &[aria-expanded="true"]': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  },
  [`& .${BADGE}`]: {
    display: 'inline-block',
    // A label longer than its column is cut inside its outline (the cell's title gives it whole).
    ...oneLine,
    maxWidth: '100%',
    verticalAlign: 'middle',
    px: 0.75,
    border: 1,
    borderRadius: 2.5,
    typography: 'caption',
    lineHeight: '18px',
    borderColor: 'divider',
  },
  ...Object.fromEntries(
    BADGE_COLORS.map((color) => [
      `& .${BADGE}-${color}`,
      { color: `${color}.main`, borderColor: `${color}.main` },
    ]),
  ),
} as const;

export const TABLE_SX = {
  // Column widths come from the header alone, so they do not move when the rows arrive (layout shift).
  tableLayout: 'fixed',
  // 13 px rather than 14: the ten columns of a remittance and a readable name share 1,120 pixels.
  fontSize: '0.8125rem',
  [`& .${HIDE_ON_SMALL}`]: { display: { xs: 'none', md: 'table-cell' } },
  // Eight pixels between columns rather than MUI's 32: ten columns and a readable name fit the 1,120-pixel
  // container in both languages (twelve left English ~20 pixels short, and the beneficiary without a name).
  '& .MuiTableCell-root': { px: 0.5 },
  // Headers are bold through their content, not the cell: a width in `ch` then means the body's digits.
  '& .MuiTableCell-head': { fontSize: 'inherit', fontWeight: 400, '& > *': { fontWeight: 600 } },
  // The header row stays in sight under the frame's fixed band (shell/layouts/useStickyTop) as a long list
  // scrolls; its cells carry the card's colour so the rows pass under them.
  '& .MuiTableHead-root .MuiTableCell-root': {
    position: { lg: 'sticky' },
    top: 'var(--fxbo-sticky-top, 0px)',
    zIndex: 2,
    bgcolor: 'background.paper',
  },
  // In a narrow column ("Dia do pagamento") the sort arrow goes under the words rather than over the next header.
  '& .MuiTableSortLabel-root': { flexWrap: 'wrap' },
  '& .MuiTableCell-root:first-child': { pl: 2 },
  '& .MuiTableCell-root:last-child': { pr: 2 },
  [`& .${ROW} > td, & .${ROW} > th`]: {
    typography: 'body2',
    fontSize: 'inherit',
    color: 'text.primary',
    textAlign: 'left',
    verticalAlign: 'middle',
    height: ROW_HEIGHT,
    py: '6px',
    px: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    ...oneLine,
  },
  // A row and its (folded) detail share one rule underneath.
  [`& .${WITH_DETAIL} > td, & .${WITH_DETAIL} > th`]: { borderBottom: 0 },
  [`& .${DETAIL_ROW} > td`]: { p: 0, borderBottom: 1, borderColor: 'divider' },
  [`& .${ROW} > :first-child`]: { pl: 2 },
  [`& .${ROW} > :last-child`]: { pr: 2 },
  [`& .${ROW}:hover:not(.${PLACEHOLDER_ROW})`]: { bgcolor: 'action.hover' },
  [`& .${PLACEHOLDER_ROW} > td`]: { color: 'text.secondary', verticalAlign: 'top' },
  [`& .${ROW} > .${ALIGN_RIGHT}`]: { textAlign: 'right' },
  [`& .${ROW} > .${ALIGN_CENTER}`]: { textAlign: 'center' },
  // Buttons in a row are as tall as a line of text with its padding, so every row has one height.
  [`& .${ROW} > .${ACTIONS_CELL}, & .${ROW} > .${TOGGLE_CELL}`]: { py: '4px', overflow: 'visible' },
  [`& .${ROW} > .${TOGGLE_CELL}`]: { width: 40, pr: 0 },
  [`& .${ROW} .MuiIconButton-root`]: { p: '2px' },
  [`& .${ROW} .MuiSvgIcon-root`]: { fontSize: 20 },
  // A name that may be cut beside an identifier that is not: the identifier floats right at its own width
  // (a CPF, a CNPJ), and the name, a block beside the float, takes exactly the rest of the cell.
  [`& .${TEXT_MAIN}`]: { ...oneLine, display: 'block' },
  [`& .${TEXT_SECONDARY}`]: {
    ...oneLine,
    float: 'right',
    maxWidth: 'calc(100% - 4ch)',
    ml: 1,
    color: 'text.secondary',
    // The caption's own line height (1.66 of 12 pixels) puts its baseline on the name's.
    typography: 'caption',
  },
  // A secondary text that is no identifier (an e-mail) leaves the name half the cell.
  [`& .${TEXT_SECONDARY}-half`]: { maxWidth: '50%' },
  ...CELL_CONTENT_SX,
} as const;

/**
 * A phone's cards (DataCards): one per row, the heading (the row's key identifier) beside its actions, then
 * each other column as a labelled line, its value whole (wrapped, never cut): a status badge, an amount and an
 * identifier are read in full; a name beside its CPF goes above it.
 */
export const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  typography: 'body2',
  ...CELL_CONTENT_SX,
  [`& .${CARD}`]: { px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', overflowWrap: 'break-word' },
  [`& .${CARD_HEAD}`]: { display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 },
  [`& .${CARD_HEADING}`]: { m: 0, flexGrow: 1, minWidth: 0, typography: 'subtitle1', fontWeight: 600 },
  [`& .${CARD_HEADING_LABEL}`]: {
    display: 'block',
    typography: 'caption',
    color: 'text.secondary',
    lineHeight: 1.4,
  },
  '& dl': { m: 0, display: 'grid', rowGap: 0.5 },
  [`& .${CARD_LINE}`]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    columnGap: 1.5,
    alignItems: 'baseline',
  },
  [`& .${CARD_LINE} > dt`]: { color: 'text.secondary', '& > *': { fontWeight: 'inherit' } },
  [`& .${CARD_LINE} > dd`]: { m: 0, minWidth: 0 },
  // A name and its identifier (DataTableText): the name first, the CPF under it, both whole.
  [`& dd:has(> .${TEXT_SECONDARY})`]: { display: 'flex', flexDirection: 'column-reverse' },
  [`& .${TEXT_MAIN}`]: { display: 'block' },
  [`& .${TEXT_SECONDARY}`]: { display: 'block', color: 'text.secondary', typography: 'caption' },
  // A badge whole, wrapping inside its outline only if the card is narrower than its words.
  [`& .${CARD} .${BADGE}`]: { whiteSpace: 'normal', overflow: 'visible', maxWidth: '100%' },
  '& .MuiSvgIcon-root': { fontSize: 20 },
} as const;
