import { TREASURY_REPORT_IDS, type TreasuryReportId } from '@fxbo/domain';
import type { ComponentType } from 'react';
import { TreasuryReportPage } from './TreasuryReportPage';

function pageOf(id: TreasuryReportId): ComponentType {
  const Page = () => <TreasuryReportPage id={id} />;
  Page.displayName = `TreasuryReportPage(${id})`;
  return Page;
}

/** One page component per report, made once (a route's page is a component without props). */
export const TREASURY_PAGES: Readonly<Partial<Record<TreasuryReportId, ComponentType>>> = Object.fromEntries(
  TREASURY_REPORT_IDS.map((id) => [id, pageOf(id)]),
);
