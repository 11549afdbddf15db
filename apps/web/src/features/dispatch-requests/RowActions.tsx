import type { DispatchRequestSummary } from '@fxbo/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_MENU_BUTTON } from '../../components/dataTableStyles';
import { DecideDialog } from './DecideDialog';

/**
 * A pending request's row menu: Register and Reject (shown only with `trade.register-dispatch`, and only on
 * pending rows). A plain button styled by the table; the menu and the dialog are mounted only while open.
 */
export function RowActions({ request }: { request: DispatchRequestSummary }) {
  const { t } = useTranslation('dispatchRequests');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deciding, setDeciding] = useState<'register' | 'reject' | null>(null);
  const menuId = `dispatch-actions-${request.id}`;
  const choose = (kind: 'register' | 'reject') => {
    setAnchor(null);
    setDeciding(kind);
  };
  return (
    <>
      <button
        type="button"
        className={ROW_MENU_BUTTON}
        aria-label={t('actions.menu', { invoice: request.invoiceNumber ?? request.id })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor ? (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => choose('register')}>{t('register.button')}</MenuItem>
          <MenuItem onClick={() => choose('reject')} sx={{ color: 'error.main' }}>
            {t('reject.button')}
          </MenuItem>
        </Menu>
      ) : null}
      {deciding ? <DecideDialog request={request} kind={deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
