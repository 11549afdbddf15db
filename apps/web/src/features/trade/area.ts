import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type trade from '../../i18n/pt-BR/trade.json';
import { EXPORT_REPORT_PATH, IMPORT_REPORT_PATH } from './paths';

declare module '../../i18n/resources' {
  interface AppResources {
    trade: typeof trade;
  }
}

const permissions: readonly PermissionKey[] = ['trade.consult'];
const namespaces = ['components', 'trade'] as const;

/** Imp/Exp (spec 2): import contracts, pending exports, exchange to contract and the two reports (no menu entry). */
export const tradeArea: Area = {
  screens: [
    shellScreen(
      '/import-export/import-contracts',
      async () => (await import('./ImportContractsPage')).ImportContractsPage,
      {
        permissions,
        title: 'importContracts',
        namespaces,
        menu: menuPlace('trade.import', 'Import', 'nav.import', 'import'),
      },
    ),
    shellScreen(
      '/import-export/export-contracts/export-pending',
      async () => (await import('./ExportPendingPage')).ExportPendingPage,
      {
        permissions,
        title: 'exportPending',
        namespaces,
        menu: menuPlace('trade.export.pending', 'Export pending', 'nav.exportPending', 'pending'),
      },
    ),
    shellScreen(
      '/import-export/export-contracts/exchange-to-contract',
      async () => (await import('./ExchangeToContractPage')).ExchangeToContractPage,
      {
        permissions,
        title: 'exchangeToContract',
        namespaces,
        menu: menuPlace(
          'trade.export.exchange-to-contract',
          'Exchange to contract',
          'nav.exchangeToContract',
          'exchange',
        ),
      },
    ),
    shellScreen(IMPORT_REPORT_PATH, async () => (await import('./TradeReportPages')).ImportReportPage, {
      permissions,
      title: 'importReport',
      namespaces,
      frame: 'toolbar-only', // a report (spec 2)
    }),
    shellScreen(EXPORT_REPORT_PATH, async () => (await import('./TradeReportPages')).ExportReportPage, {
      permissions,
      title: 'exportReport',
      namespaces,
      frame: 'toolbar-only',
    }),
  ],
};
