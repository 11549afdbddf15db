import { contractDetailPath } from '@fxbo/domain';
import type { ExportLiquidationSummary } from '@fxbo/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROW_MENU_BUTTON } from '../../components/dataTableStyles';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [liquidating, setLiquidating] = useState(false);
  const menuId = `liquidation-actions-${contract.id}`;
  return (
    <>
      <button
        type="button"
        className={ROW_MENU_BUTTON}
        aria-label={t('actions.menu', { number: contract.contractNumber })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor ? (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <MenuItem component={RouterLink} to={contractDetailPath(contract.id)}>
            {t('actions.detail')}
          </MenuItem>
          {canLiquidate ? (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setLiquidating(true);
              }}
            >
              {t('liquidate.button')}
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
      {liquidating ? <LiquidateDialog contract={contract} onClose={() => setLiquidating(false)} /> : null}
    </>
  );
}
