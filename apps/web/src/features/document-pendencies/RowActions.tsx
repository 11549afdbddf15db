import { PENDENCY_WORDS, storedWords, type DocumentPendencySummary, documentDetailPath } from '@fxbo/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROW_MENU_BUTTON } from '../../components/dataTableStyles';
import { useLanguage } from '../../components/money';

/**
 * An open pendency's row menu: Resolve (the page's dialog) and its document's page. A plain button styled by
 * the table (the actions column is one icon wide: a text button was cut at 1,440 px); the menu is mounted only
 * while open.
 */
export function RowActions({
  pendency,
  onResolve,
}: {
  pendency: DocumentPendencySummary;
  onResolve: (pendency: DocumentPendencySummary) => void;
}) {
  const { t } = useTranslation('documentPendencies');
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `pendency-actions-${pendency.id}`;
  return (
    <>
      <button
        type="button"
        className={ROW_MENU_BUTTON}
        aria-label={t('actions.menu', {
          summary: storedWords(PENDENCY_WORDS, pendency.summary, language),
          number: pendency.document.number,
        })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor ? (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onResolve(pendency);
            }}
          >
            {t('resolve.button')}
          </MenuItem>
          <MenuItem component={RouterLink} to={documentDetailPath(pendency.document.id)}>
            {t('actions.document')}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
