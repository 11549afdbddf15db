import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/*
 * How a shared list (ResourceListPage) lays out its rows at each width, declared once: below MUI's `sm`
 * (600 px, a phone) each row is a card with every shown column as a labelled line (DataCards); from `sm` up a
 * table, which leaves its `hideOnSmall` columns out below `md` (dataTableStyles).
 */

/** A phone: the list's rows as cards, its filters in a drawer. Read at once (no first render as a table). */
export function useListCards(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * Whether the table is leaving its `hideOnSmall` columns out (600 to 899 px), so that a row's details show
 * them instead. A phone's cards show every column already; a wide table shows them in their columns.
 */
export function useTableHidesColumns(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.between('sm', 'md'), { noSsr: true });
}
