import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';

/*
 * How a shared list (ResourceListPage) lays out its rows at each width, declared once: below MUI's `sm`
 * (600 px, a phone) each row is a card with every shown column as a labelled line (DataCards); from `sm` up a
 * table, which leaves its `hideOnSmall` columns out below `md` (dataTableStyles).
 */

/** A dialog, a menu or a drawer is open: MUI mounts each modal as a child of the body (hidden when kept mounted). */
const modalOpen = () => document.body.querySelector(':scope > .MuiModal-root:not(.MuiModal-hidden)') !== null;

/**
 * A phone: the list's rows as cards, its filters in a drawer. Read at once (no first render as a table). A change
 * of width while a dialog is open (a tablet turned, a window resized) waits for it to close: the table and the
 * cards are different trees, and the switch would unmount the row's dialog and what was typed in it.
 */
export function useListCards(): boolean {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [shown, setShown] = useState(phone);
  // Follows the width at once when no dialog is open (state adjusted while rendering, no extra commit)...
  if (phone !== shown && !modalOpen()) setShown(phone);
  // ...else when the last one closes.
  useEffect(() => {
    if (phone === shown) return;
    const observer = new MutationObserver(() => {
      if (!modalOpen()) setShown(phone);
    });
    // Only while waiting: a modal leaves the body, or one kept mounted is hidden.
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [phone, shown]);
  return shown;
}

/**
 * Whether the table is leaving its `hideOnSmall` columns out (600 to 899 px), so that a row's details show
 * them instead. A phone's cards show every column already; a wide table shows them in their columns.
 */
export function useTableHidesColumns(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.between('sm', 'md'), { noSsr: true });
}
