import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type exportLiquidation from '../../i18n/pt-BR/exportLiquidation.json';

declare module '../../i18n/resources' {
  interface AppResources {
    exportLiquidation: typeof exportLiquidation;
  }
}

/** Whoever consults trade sees the list; the Liquidate button needs `trade.liquidate`. */
const permissions: readonly PermissionKey[] = ['trade.consult', 'trade.liquidate'];
const namespaces = ['components', 'exportLiquidation'] as const;

export const exportLiquidationArea: Area = {
  screens: [
    shellScreen(
      '/import-export/export-contracts/liquidate',
      async () => (await import('./ExportLiquidationPage')).ExportLiquidationPage,
      {
        permissions,
        title: 'liquidate',
        namespaces,
        menu: menuPlace('trade.export.liquidate', 'Liquidate', 'nav.liquidate', 'liquidate'),
      },
    ),
  ],
};
