import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './dataTableColumn';
import { columnName, toggledColumns } from './visibleColumns';

/**
 * The column chooser of a list (issue 24): a menu of the screen's columns, each a checkbox; a change is written
 * to the address (`cols`), so it is kept by a link, a reload, a saved view and the downloads ("export what I
 * see"). The last visible column stays; "Default columns" clears the choice.
 */
export function ColumnChooser<Row>({
  columns,
  visible,
  onChange,
  compact = false,
}: {
  columns: readonly DataTableColumn<Row>[];
  /** The visible columns' ids. */
  visible: readonly string[];
  /** The new choice; undefined is the default columns. */
  onChange: (columns: string[] | undefined) => void;
  /** The icon alone (named for assistive technology), on a phone. */
  compact?: boolean;
}) {
  const { t } = useTranslation('components');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={compact ? undefined : <ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        {...(compact
          ? { children: <ViewColumn />, 'aria-label': t('lists.columns') }
          : { children: t('lists.columns') })}
      />
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const on = visible.includes(column.id);
          const last = on && visible.length === 1;
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={on}
              disabled={last}
              dense
              onClick={() => onChange(toggledColumns(columns, visible, column.id))}
            >
              <ListItemIcon>
                {on ? (
                  <CheckBox fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{columnName(column)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          dense
          onClick={() => {
            onChange(undefined);
            setAnchor(null);
          }}
        >
          {t('lists.defaultColumns')}
        </MenuItem>
      </Menu>
    </>
  );
}
