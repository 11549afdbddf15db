import {
  documentsList,
  documentSummarySchema,
  type ColumnDef,
  type DocumentSummary,
  type Language,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientPicker } from '../../components/ClientAutocomplete';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DataList } from '../../components/DetailSection';
import { useLanguage } from '../../components/money';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { DATE_WIDTH } from '../../components/useColumnWidths';
import { DOCUMENT_REPORT_PATH } from './paths';
import { useTableHidesColumns } from '../../components/listLayout';

/** The table's columns (issue 15); each row's details show the others. */
export const DOCUMENT_TABLE_COLUMNS = [
  'number',
  'type',
  'client',
  'issueDate',
  'dueDate',
  'value',
  'status',
  'poNumber',
] as const;

/** Shown when a row is expanded: what the table has no room for. */
const DETAIL_COLUMNS = [
  'counterparty',
  'reference',
  'process',
  'merchandise',
  'shippingCompany',
  'currency',
] as const;

const orDash = (text: string | null) => <DataTableText text={text ?? '—'} />;

/** Headers, sorts and cells from the resource (the number's link, the status badge); the dashes are this screen's. */
export function documentTableColumns(
  resource: {
    columns: Readonly<Record<(typeof DOCUMENT_TABLE_COLUMNS)[number], ColumnDef>>;
    sortable: readonly string[];
  },
  language: Language,
): DataTableColumn<DocumentSummary>[] {
  return resourceColumns<DocumentSummary, (typeof DOCUMENT_TABLE_COLUMNS)[number]>(
    resource,
    DOCUMENT_TABLE_COLUMNS,
    language,
    {
      number: { width: chars(14) },
      type: { width: chars(20), hideOnSmall: true },
      client: { cell: (r) => <DataTableText text={r.client.name} />, hideOnSmall: true },
      issueDate: { width: DATE_WIDTH, hideOnSmall: true },
      dueDate: { width: DATE_WIDTH, hideOnSmall: true },
      value: { width: chars(14) },
      status: { width: chars(12), hideOnSmall: true },
      poNumber: { width: chars(10), cell: (r) => orDash(r.poNumber), hideOnSmall: true },
    },
  );
}

/** The table's columns that a phone leaves out (`hideOnSmall`; it keeps the number and the value). */
const PHONE_DETAIL_COLUMNS = ['type', 'client', 'issueDate', 'dueDate', 'status', 'poNumber'] as const;

/**
 * An expanded row (the list's and the report's): the other columns by their download headers; on a phone,
 * first the table's columns it hides, by their labels and written as in the table.
 */
export function DocumentRowDetail({ document, language }: { document: DocumentSummary; language: Language }) {
  // Where the table leaves some columns out (600 to 899 px); a phone's cards show them all (listLayout).
  const phone = useTableHidesColumns();
  const hidden = phone ? documentTableColumns(documentsList, language) : [];
  const phoneRows = hidden.length
    ? PHONE_DETAIL_COLUMNS.map((id): [string, ReactNode] => [
        documentsList.columns[id].label[language],
        hidden.find((c) => c.id === id)?.cell(document),
      ])
    : [];
  return (
    <DataList
      dense
      rows={[
        ...phoneRows,
        ...DETAIL_COLUMNS.map((id): [string, ReactNode] => {
          const def: ColumnDef = documentsList.columns[id];
          return [(def.header ?? def.label)[language], document[id] ?? '—'];
        }),
      ]}
    />
  );
}

/**
 * /document (spec 2 Document "Queries", spec 3 "Document filters"): the documents of the user's clients,
 * filtered, sorted and paged by the server, the whole search in the address; CSV and XLSX of the result, and
 * the way to the document report.
 */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const columns = useMemo(() => documentTableColumns(documentsList, language), [language]);
  return (
    <ResourceListPage
      resource={documentsList}
      row={documentSummarySchema}
      namespace="documents"
      columns={columns}
      header={
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -1 }}>
          <Button component={RouterLink} to={DOCUMENT_REPORT_PATH} size="small" variant="outlined">
            {t('list.report')}
          </Button>
        </Stack>
      }
      filters={{
        rangeLabels: {
          dueDateFrom: t('filters.duePeriod'),
          issueDateFrom: t('filters.issuePeriod'),
        },
        help: { poNumber: t('filters.exactHelp'), number: t('filters.exactHelp') },
        pickers: { clientId: clientPicker },
      }}
      renderDetail={(r) => <DocumentRowDetail document={r} language={language} />}
      downloads
    />
  );
}
