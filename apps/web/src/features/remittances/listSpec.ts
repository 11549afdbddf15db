import { remittancesList, type ScreenFilterName } from '@fxbo/domain';
import type { ListState } from '../../components/listState';
import { listApiQuery, listDownloadUrl, listSpecOf } from '../../components/resourceList';

/**
 * /remittance in the address bar: the spec's filters (spec 3, "Remittance filters"), sort and page, as the
 * list resource declares them (remittancesList). `shipper` is only the chosen remittant's name, so the
 * picker can show it after a reload or from a link.
 */
export type RemittanceFilter = ScreenFilterName<typeof remittancesList.filters>;

export const remittancesListSpec = listSpecOf(remittancesList);

/** GET /api/remittances's query string for a list state (the shipper's name stays in the address bar). */
export function remittancesApiQuery(state: ListState<RemittanceFilter>): string {
  return listApiQuery(remittancesList, state);
}

/** The export of every row matching the list's filters, in its order and in the UI language. */
export function remittancesExportUrl(
  state: ListState<RemittanceFilter>,
  format: 'csv' | 'xlsx',
  lang: string,
): string {
  return listDownloadUrl(remittancesList, state, format, lang);
}
