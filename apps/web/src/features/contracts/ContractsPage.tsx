import {
  CONTRACT_REFERENCE_KINDS,
  CONTRACT_REFERENCE_LABELS,
  contractsList,
  contractSummarySchema,
  type ColumnDef,
  type ContractSummary,
  type Language,
  contractDetailPath,
} from '@fxbo/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { DataList } from '../../components/DetailSection';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { CURRENCY_WIDTH, DATE_WIDTH } from '../../components/useColumnWidths';

/** The table's columns: spec 3's eight, in its order (the downloads add client, bank, status, Bacen, nature). */
const TABLE_COLUMNS = [
  'contractNumber',
  'contractDate',
  'currency',
  'meValue',
  'rate',
  'mnValue',
  'type',
  'counterparty',
] as const;

/** Shown when a row is expanded, with the reference numbers. */
const DETAIL_COLUMNS = ['client', 'bank', 'status', 'bacenNumber', 'natureCode'] as const;

function tableColumns(language: Language): DataTableColumn<ContractSummary>[] {
  return resourceColumns<ContractSummary, (typeof TABLE_COLUMNS)[number]>(
    contractsList,
    TABLE_COLUMNS,
    language,
    {
      contractNumber: {
        rowHeader: true,
        width: chars(14),
        cell: (r) => <DataTableLink to={contractDetailPath(r.id)}>{r.contractNumber}</DataTableLink>,
      },
      contractDate: { width: DATE_WIDTH },
      currency: { width: CURRENCY_WIDTH, hideOnSmall: true },
      meValue: { width: chars(16) },
      rate: { width: chars(12), hideOnSmall: true },
      mnValue: { width: chars(16), hideOnSmall: true },
      type: { width: chars(18), hideOnSmall: true },
      counterparty: { cell: (r) => <DataTableText text={r.counterparty ?? '—'} />, hideOnSmall: true },
    },
  );
}

/** An expanded row: the other columns by their download headers, then each reference kind's numbers. */
function ContractDetail({ contract, language }: { contract: ContractSummary; language: Language }) {
  const columns = resourceColumns<ContractSummary, (typeof DETAIL_COLUMNS)[number]>(
    contractsList,
    DETAIL_COLUMNS,
    language,
    // The client is a reference: its name, not the object.
    { client: { cell: (r) => r.client.name } },
  );
  const references = CONTRACT_REFERENCE_KINDS.flatMap((kind): [string, ReactNode][] => {
    const numbers = contract.references[kind];
    return numbers?.length ? [[CONTRACT_REFERENCE_LABELS[kind][language], numbers.join(', ')]] : [];
  });
  return (
    <DataList
      dense
      rows={[
        ...columns.map((c, i): [string, ReactNode] => {
          const def: ColumnDef = contractsList.columns[DETAIL_COLUMNS[i]!];
          return [(def.header ?? def.label)[language], c.cell(contract)];
        }),
        ...references,
      ]}
    />
  );
}

/**
 * /contract (spec 2 and 3, "Contract filters"): the FX contracts of the user's clients, filtered, sorted and
 * paged by the server, the whole search in the address; CSV and XLSX of the result.
 */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const language = useLanguage();
  const columns = useMemo(() => tableColumns(language), [language]);
  return (
    <ResourceListPage
      resource={contractsList}
      row={contractSummarySchema}
      namespace="contracts"
      columns={columns}
      // As contractsList declares them; the client picker is the screen's own.
      filters={{
        anyLabel: t('filters.anyType'),
        rangeLabels: { contractDateFrom: t('filters.contractPeriod') },
        pickers: { clientId: clientPicker },
      }}
      renderDetail={(r) => <ContractDetail contract={r} language={language} />}
      downloads
    />
  );
}
