import { remittancesList, type ScreenFilterName } from '@fxbo/domain';
import { listSpecOf } from '../../components/resourceList';

/**
 * /remittance in the address bar: the spec's filters (spec 3, "Remittance filters"), sort and page, as the
 * list resource declares them (remittancesList). `shipper` is only the chosen remittant's name, so the
 * picker can show it after a reload or from a link.
 */
export type RemittanceFilter = ScreenFilterName<typeof remittancesList.filters>;

export const remittancesListSpec = listSpecOf(remittancesList);
