import {
  importContractsList,
  exportPendingList,
  type ExportInvoice,
  type Language,
  type TradeContract,
  contractDetailPath,
  clientListPath,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DataList } from '../../components/DetailSection';
import { pickLabel } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { CURRENCY_WIDTH, DATE_WIDTH } from '../../components/useColumnWidths';
import { DOCUMENTATION_COLORS, STATUS_COLORS } from './paths';
import { useTableHidesColumns } from '../../components/listLayout';

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
    contractDate: { width: DATE_WIDTH, hideOnSmall: true },
    client: { width: chars(22), hideOnSmall: true },
    counterparty: { width: chars(22), hideOnSmall: true },
    currency: { width: CURRENCY_WIDTH, hideOnSmall: true },
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
      hideOnSmall: true,
    },
    diCount: count,
    reCount: count,
    invoiceCount: count,
    knowledgeCount: { ...count, width: chars(10) },
    liquidationDate: { width: DATE_WIDTH, hideOnSmall: true },
  });
}

/**
 * The contract screens' table (import contracts, both reports): one line per contract at 1,440 px (layout3's
 * 1,120-pixel container), the number and the amounts whole; the other columns are in each row's details.
 */
export const CONTRACT_TABLE_COLUMNS = [
  'contractNumber',
  'contractDate',
  'counterparty',
  'meValue',
  'openValue',
  'status',
  'documentationStatus',
] as const satisfies readonly ContractColumn[];

/**
 * The table's columns that a phone leaves out (`hideOnSmall`; it keeps the number and the open amount): the
 * details show them there instead.
 */
const PHONE_DETAIL_COLUMNS = [
  'contractDate',
  'counterparty',
  'meValue',
  'status',
  'documentationStatus',
] as const satisfies readonly ContractColumn[];

/**
 * An expanded contract row: `ids` (the columns the table leaves out) by their screen labels, written as in the
 * table (amounts with their currency, labelled statuses); on a phone, the table's hidden columns first.
 */
export function ContractDetail({
  contract,
  ids,
  language,
}: {
  contract: TradeContract;
  ids: readonly ContractColumn[];
  language: Language;
}) {
  // Where the table leaves some columns out (600 to 899 px); a phone's cards show them all (listLayout).
  const phone = useTableHidesColumns();
  const all = phone ? [...PHONE_DETAIL_COLUMNS, ...ids] : ids;
  const columns = contractColumns(all, language);
  return (
    <DataList
      dense
      rows={columns.map((c, i) => [importContractsList.columns[all[i]!].label[language], c.cell(contract)])}
    />
  );
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
    currency: { width: CURRENCY_WIDTH, hideOnSmall: true },
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
      to={clientListPath(path, id ? { id, name: name ?? '' } : undefined)}
      variant="outlined"
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
