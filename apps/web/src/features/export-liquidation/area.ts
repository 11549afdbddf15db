import { EXPORT_LIQUIDATION_ACCESS } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type exportLiquidation from '../../i18n/pt-BR/exportLiquidation.json';

declare module '../../i18n/resources' {
  interface AppResources {
    exportLiquidation: typeof exportLiquidation;
  }
}

/** Staff who consult trade see the list; the Liquidate button needs `trade.liquidate`. */
const { permissions, staffOnly } = EXPORT_LIQUIDATION_ACCESS;
const namespaces = ['components', 'exportLiquidation'] as const;

export const exportLiquidationArea: Area = {
  screens: [
    shellScreen(
      '/import-export/export-contracts/liquidate',
      async () => (await import('./ExportLiquidationPage')).ExportLiquidationPage,
      {
        permissions,
        staffOnly,
        title: 'liquidate',
        namespaces,
        menu: menuPlace('trade.export.liquidate', 'Liquidate', 'nav.liquidate', 'liquidate'),
      },
    ),
  ],
};
