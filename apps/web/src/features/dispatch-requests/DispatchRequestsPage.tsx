import {
  dispatchRequestsList,
  dispatchRequestSummarySchema,
  type DispatchRequestSummary,
  type Language,
} from '@fxbo/domain';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { chars } from '../../components/dataTableStyles';
import { Unbroken } from '../../components/Unbroken';
import { ResourceListPage } from '../../components/ResourceListPage';
import { useSession } from '../../session/session';
import { RowActions } from './RowActions';

/**
 * The table: the resource's columns but the currency (the value writes it; the contract's link and the status
 * badge are declared there); a phone keeps the client, the dates of request, the value and the status.
 */
const table = (language: Language) =>
  ({
    omit: ['currency'],
    small: ['client', 'requestDate', 'value', 'status'],
    cells: {
      client: { width: chars(15), title: (r: DispatchRequestSummary) => r.client.name },
      invoiceNumber: 13,
      contract: 13,
      value: 14,
      status: 10.5,
      dueNumber: {
        width: chars(14.5),
        // 'DU-E' whole: the header broke at its hyphen ('Número da DU-' over 'E').
        header: <Unbroken text={dispatchRequestsList.columns.dueNumber.label[language]} part="DU-E" />,
      },
      rejectionReason: { width: chars(12), title: (r: DispatchRequestSummary) => r.rejectionReason ?? '' },
    },
  }) as const;

/** Only a pending request has a decision to take. */
const rowActions = (r: DispatchRequestSummary) =>
  r.status === 'pending' ? <RowActions request={r} /> : null;

/**
 * /import-export/export-contracts/dispatch-request-to-register (spec 2, Imp/Exp → Export): the dispatch (DU-E)
 * requests of the user's clients, pending ones by default, oldest first; CSV and XLSX of the result. With
 * `trade.register-dispatch`, a pending row offers Register (its DU-E number) and Reject (the reason).
 */
export function DispatchRequestsPage() {
  const { t } = useTranslation('dispatchRequests');
  const canDecide = useSession()?.permissions.includes('trade.register-dispatch') ?? false;
  return (
    <ResourceListPage
      resource={dispatchRequestsList}
      row={dispatchRequestSummarySchema}
      namespace="dispatchRequests"
      table={table}
      filters={{
        rangeLabels: { requestDateFrom: t('filters.period') },
        help: { invoiceNumber: t('filters.invoiceNumberHelp') },
        pickers: { clientId: clientPicker },
      }}
      downloads
      {...(canDecide && { rowActions, rowActionsHeader: t('list.actionsHeader') })}
    />
  );
}
