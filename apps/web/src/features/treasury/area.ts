import { TREASURY_REPORT_IDS, TREASURY_REPORTS, type TreasuryReportId } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace, type MenuPlace } from '../../area/menu';
import type { ScreenKey } from '../../area/route';
import type treasury from '../../i18n/pt-BR/treasury.json';

declare module '../../i18n/resources' {
  interface AppResources {
    treasury: typeof treasury;
  }
}

const namespaces = ['components', 'treasury'] as const;

/** Each report's screen name (menu catalogue `screens`). */
const TITLES: Record<TreasuryReportId, ScreenKey> = {
  'bills-to-pay': 'billsToPay',
  'bills-to-pay-day': 'billsToPayDay',
  'bills-to-pay-contract': 'billsToPayDayContract',
  'bills-to-pay-financial': 'billsToPayFinancial',
  'bills-to-pay-import': 'billsToPayImport',
  'bills-to-pay-pag-rec': 'billsToPayPagRec',
  'receive-client': 'receiveClient',
  'receive-exportation': 'receiveExportation',
  'receive-financial': 'receiveFinancial',
  'receive-month': 'receiveMonth',
  'receive-day': 'receiveDay',
  'exchange-contracted': 'exchangeContracted',
  'exchange-month': 'exchangeMonth',
  'exchange-day': 'exchangeDay',
  'exchange-operation': 'exchangeOperation',
  'exchange-exportation': 'exchangeExportation',
  'exchange-importation': 'exchangeImportation',
};

/** The Treasury menu's entries (spec 2), each opening the first report of its tabs. */
const MENU: Partial<Record<TreasuryReportId, MenuPlace>> = {
  'bills-to-pay': menuPlace('treasury.bills-to-pay', 'Bills to Pay', 'nav.billsToPay', 'bills-to-pay'),
  'receive-month': menuPlace(
    'treasury.bills-to-receive',
    'Bills to Receive',
    'nav.billsToReceive',
    'bills-to-receive',
  ),
  'exchange-contracted': menuPlace(
    'treasury.exchange-contracted',
    'Contracted Exchange',
    'nav.exchangeContracted',
    'exchange-contracted',
  ),
  'exchange-month': menuPlace(
    'treasury.exchange-to-hire',
    'Exchange to Hire per month',
    'nav.exchangeToHire',
    'exchange-to-hire',
  ),
};

export const treasuryArea: Area = {
  screens: TREASURY_REPORT_IDS.map((id) => {
    const report = TREASURY_REPORTS[id];
    const menu = MENU[id];
    return shellScreen(
      report.path,
      async () => {
        const page = (await import('./pages')).TREASURY_PAGES[id];
        if (!page) throw new Error(`no page for the treasury report ${id}`);
        return page;
      },
      {
        permissions: [report.permission],
        title: TITLES[id],
        namespaces,
        // The "by day" reports show only the toolbar (spec 2).
        ...(report.rowsBy === 'day' ? { frame: 'toolbar-only' as const } : {}),
        ...(menu ? { menu } : {}),
      },
    );
  }),
};
