import {
  importContractsList,
  exportPendingList,
  type ExportInvoice,
  type Language,
  type TradeContract,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { pickLabel } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { contractDetailPath, DOCUMENTATION_COLORS, reportPath, STATUS_COLORS } from './paths';

type ContractColumn = keyof typeof importContractsList.columns;

/** The contract screens' columns (import contracts, both reports): the number links to its contract's page. */
export function contractColumns(
  ids: readonly ContractColumn[],
  language: Language,
): DataTableColumn<TradeContract>[] {
  const status = (r: TradeContract) =>
    pickLabel(importContractsList.columns.status.labels, r.status, language);
  const documentation = (r: TradeContract) =>
    pickLabel(importContractsList.columns.documentationStatus.labels, r.documentationStatus, language);
  const count = { width: chars(7), hideOnSmall: true };
  return resourceColumns<TradeContract, ContractColumn>(importContractsList, ids, language, {
    contractNumber: {
      rowHeader: true,
      width: chars(14),
      cell: (r) => <DataTableLink to={contractDetailPath(r.id)}>{r.contractNumber}</DataTableLink>,
    },
    contractDate: { width: DATE_WIDTH },
    client: { width: chars(22), hideOnSmall: true },
    counterparty: { width: chars(22), hideOnSmall: true },
    currency: { width: chars(6), hideOnSmall: true },
    meValue: { width: chars(15), hideOnSmall: true },
    liquidatedMeValue: { width: chars(15), hideOnSmall: true },
    openValue: { width: chars(15) },
    status: {
      width: chars(10),
      title: status,
      cell: (r) => <DataTableBadge color={STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
      hideOnSmall: true,
    },
    documentationStatus: {
      width: chars(11),
      title: documentation,
      cell: (r) => (
        <DataTableBadge color={DOCUMENTATION_COLORS[r.documentationStatus]}>
          {documentation(r)}
        </DataTableBadge>
      ),
    },
    diCount: count,
    reCount: count,
    invoiceCount: count,
    knowledgeCount: { ...count, width: chars(10) },
    liquidationDate: { width: DATE_WIDTH, hideOnSmall: true },
  });
}

type InvoiceColumn = keyof typeof exportPendingList.columns;

/** The export invoices' columns (pending exports, exchange to contract). */
export function invoiceColumns(
  ids: readonly InvoiceColumn[],
  language: Language,
): DataTableColumn<ExportInvoice>[] {
  return resourceColumns<ExportInvoice, InvoiceColumn>(exportPendingList, ids, language, {
    number: { rowHeader: true, width: chars(12) },
    client: { width: chars(22) },
    counterparty: { width: chars(20), hideOnSmall: true },
    issueDate: { width: DATE_WIDTH, hideOnSmall: true },
    dueDate: { width: DATE_WIDTH },
    currency: { width: chars(6), hideOnSmall: true },
    value: { width: chars(15) },
    poNumber: { width: chars(10), hideOnSmall: true },
    reference: { width: chars(10), hideOnSmall: true },
    process: { width: chars(10), hideOnSmall: true },
  });
}

/** A link to a report, carrying the client the screen is filtered on. */
export function ReportLink({ path, label }: { path: string; label: string }) {
  const [params] = useSearchParams();
  const id = params.get('clientId');
  const name = params.get('client');
  return (
    <Button
      component={RouterLink}
      to={reportPath(path, id ? { id, name: name ?? '' } : undefined)}
      variant="outlined"
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
