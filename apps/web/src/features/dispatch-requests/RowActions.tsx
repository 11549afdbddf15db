import type { DispatchRequestSummary } from '@fxbo/domain';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../components/RowMenu';
import { DecideDialog } from './DecideDialog';

/**
 * A pending request's row menu: Register and Reject (shown only with `trade.register-dispatch`, and only on
 * pending rows). A plain button styled by the table; the menu and the dialog are mounted only while open.
 */
export function RowActions({ request }: { request: DispatchRequestSummary }) {
  const { t } = useTranslation('dispatchRequests');
  const [deciding, setDeciding] = useState<'register' | 'reject' | null>(null);
  const menuId = `dispatch-actions-${request.id}`;
  const choose = (kind: 'register' | 'reject') => {
    setDeciding(kind);
  };
  return (
    <>
      <RowMenu id={menuId} label={t('actions.menu', { invoice: request.invoiceNumber ?? request.id })}>
        <MenuItem onClick={() => choose('register')}>{t('register.button')}</MenuItem>
        <MenuItem onClick={() => choose('reject')} sx={{ color: 'error.main' }}>
          {t('reject.button')}
        </MenuItem>
      </RowMenu>
      {deciding ? <DecideDialog request={request} kind={deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
