import { contractDetailPath } from '@fxbo/domain';
import type { ExportLiquidationSummary } from '@fxbo/domain';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RowMenu } from '../../components/RowMenu';
import { LiquidateDialog } from './LiquidateDialog';

/**
 * A contract's row menu: its page, and Liquidate (only for `trade.liquidate`). A plain button styled by the
 * table (the actions column is one icon wide); the menu and the dialog are mounted only while open.
 */
export function RowActions({
  contract,
  canLiquidate,
}: {
  contract: ExportLiquidationSummary;
  canLiquidate: boolean;
}) {
  const { t } = useTranslation('exportLiquidation');
  const [liquidating, setLiquidating] = useState(false);
  const menuId = `liquidation-actions-${contract.id}`;
  return (
    <>
      <RowMenu id={menuId} label={t('actions.menu', { number: contract.contractNumber })}>
        <MenuItem component={RouterLink} to={contractDetailPath(contract.id)}>
          {t('actions.detail')}
        </MenuItem>
        {canLiquidate ? (
          <MenuItem
            onClick={() => {
              setLiquidating(true);
            }}
          >
            {t('liquidate.button')}
          </MenuItem>
        ) : null}
      </RowMenu>
      {liquidating ? <LiquidateDialog contract={contract} onClose={() => setLiquidating(false)} /> : null}
    </>
  );
}
