import {
  dispatchRequestsList,
  dispatchRequestSummarySchema,
  type DispatchRequestSummary,
  type Language,
  contractDetailPath,
} from '@fxbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { pickLabel, useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { Unbroken } from '../../components/Unbroken';
import { ResourceListPage } from '../../components/ResourceListPage';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { useSession } from '../../session/session';
import { STATUS_COLORS } from './paths';
import { RowActions } from './RowActions';

const TABLE_COLUMNS = [
  'client',
  'requestDate',
  'shipmentDate',
  'invoiceNumber',
  'contract',
  'value',
  'status',
  'dueNumber',
  'rejectionReason',
] as const;

/** Headers, sorts and plain cells from the resource; the contract's link and the status badge are this screen's. */
function tableColumns(language: Language): DataTableColumn<DispatchRequestSummary>[] {
  const status = (r: DispatchRequestSummary) =>
    pickLabel(dispatchRequestsList.columns.status.labels, r.status, language);
  return resourceColumns<DispatchRequestSummary, (typeof TABLE_COLUMNS)[number]>(
    dispatchRequestsList,
    TABLE_COLUMNS,
    language,
    {
      client: { rowHeader: true, width: chars(15), title: (r) => r.client.name },
      requestDate: { width: DATE_WIDTH },
      shipmentDate: { width: DATE_WIDTH, hideOnSmall: true },
      invoiceNumber: { width: chars(13), hideOnSmall: true },
      contract: {
        width: chars(13),
        hideOnSmall: true,
        cell: (r) =>
          r.contract ? (
            <DataTableLink to={contractDetailPath(r.contract.id)}>{r.contract.contractNumber}</DataTableLink>
          ) : (
            <DataTableText text="—" />
          ),
      },
      value: { width: chars(14) },
      status: {
        width: chars(10.5),
        title: status,
        cell: (r) => <DataTableBadge color={STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
      },
      dueNumber: {
        width: chars(14.5),
        hideOnSmall: true,
        // 'DU-E' whole: the header broke at its hyphen ('Número da DU-' over 'E').
        header: <Unbroken text={dispatchRequestsList.columns.dueNumber.label[language]} part="DU-E" />,
      },
      rejectionReason: { width: chars(12), title: (r) => r.rejectionReason ?? '', hideOnSmall: true },
    },
  );
}

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
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  const canDecide = useSession()?.permissions.includes('trade.register-dispatch') ?? false;
  return (
    <ResourceListPage
      resource={dispatchRequestsList}
      row={dispatchRequestSummarySchema}
      namespace="dispatchRequests"
      columns={columns}
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
