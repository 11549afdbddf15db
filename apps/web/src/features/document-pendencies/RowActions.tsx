import { PENDENCY_WORDS, storedWords, type DocumentPendencySummary, documentDetailPath } from '@fxbo/domain';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RowMenu } from '../../components/RowMenu';
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
  const menuId = `pendency-actions-${pendency.id}`;
  return (
    <>
      <RowMenu
        id={menuId}
        label={t('actions.menu', {
          summary: storedWords(PENDENCY_WORDS, pendency.summary, language),
          number: pendency.document.number,
        })}
      >
        <MenuItem
          onClick={() => {
            onResolve(pendency);
          }}
        >
          {t('resolve.button')}
        </MenuItem>
        <MenuItem component={RouterLink} to={documentDetailPath(pendency.document.id)}>
          {t('actions.document')}
        </MenuItem>
      </RowMenu>
    </>
  );
}
