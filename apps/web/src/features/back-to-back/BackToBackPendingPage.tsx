import { backToBackList, backToBackSummarySchema } from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { ResourceListPage } from '../../components/ResourceListPage';

/**
 * The table: every column of the resource (the number and both legs link to their pages, the status is a
 * badge: declared there); a phone keeps the number, the date, the client and the value.
 */
const TABLE = {
  small: ['operationNumber', 'operationDate', 'client', 'value'],
  cells: { operationNumber: 14, client: 24, value: 16, importContract: 14, exportContract: 14, status: 10 },
} as const;

/**
 * /pending (spec 2, Treasury "Back to Back with Pending"): the back-to-back operations of the user's clients,
 * pending ones first by default, filtered, sorted and paged by the server, the whole search in the address;
 * CSV and XLSX of the result.
 */
export function BackToBackPendingPage() {
  const { t } = useTranslation('backToBack');
  return (
    <ResourceListPage
      resource={backToBackList}
      row={backToBackSummarySchema}
      namespace="backToBack"
      table={TABLE}
      filters={{
        rangeLabels: { operationDateFrom: t('filters.period') },
        help: { operationNumber: t('filters.operationNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      downloads
    />
  );
}
