import Menu from '@mui/material/Menu';
import { useState, type ReactNode } from 'react';
import { ROW_MENU_BUTTON } from './dataTableStyles';

/**
 * A list row's actions menu: a plain button styled by the table (one element per row, the actions column one
 * icon wide; an IconButton was four elements and a styled component), and the menu, mounted only while open (a
 * closed menu in each of 100 rows was a fifth of a page turn). `children` are its items (MenuItems, no
 * fragment); choosing one closes the menu.
 */
export function RowMenu({
  id,
  label,
  children,
}: {
  /** The menu's element id, unique on the page (the row's). */
  id: string;
  /** The button's accessible name (which row's actions). */
  label: string;
  children: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <button
        type="button"
        className={ROW_MENU_BUTTON}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor ? (
        <Menu id={id} anchorEl={anchor} open onClose={close} onClick={close}>
          {children}
        </Menu>
      ) : null}
    </>
  );
}
