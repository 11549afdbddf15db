import { remittancesList, XLSX_MAX_DATA_ROWS, type RemittanceSortField, type SortString } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countAtMost, orderBySort } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import { downloadSelect, type DownloadFormat } from '../../http/download-columns.js';
import { filteredRemittances, SORT_COLUMNS, type Filters } from './query.js';

/*
 * The downloads of the remittance list: the list's filters and sort, every matching row, formatted by
 * PostgreSQL (http/download-columns.ts) in the columns the resource declares (remittancesList).
 */

type RemittanceColumn = keyof typeof remittancesList.columns;

function joined(db: Kysely<Database>, filters: Filters, scope: readonly string[] | undefined) {
  // Shippers and clients are small: their names come from a lookup cached per key (Memoize) in list order.
  return filteredRemittances(db, filters, scope)
    .innerJoin('shippers as s', 's.id', 'r.shipper_id')
    .innerJoin('clients as c', 'c.id', 'r.client_id');
}

/** The SQL of each download column (the resource's columns; their kinds say how each is written). */
const EXPRESSIONS: Readonly<Record<RemittanceColumn, string>> = {
  id: 'r.id',
  reference: 'r.reference',
  includeDate: 'r.include_date',
  paymentDate: 'r.payment_date',
  status: 'r.status',
  shipper: 's.name',
  client: 'c.name',
  beneficiary: 'r.beneficiary_name',
  taxId: 'r.beneficiary_tax_id',
  currency: 'r.currency',
  meValue: 'r.me_value',
  mnValue: 'r.mn_value',
  vetRate: 'r.vet_rate',
};

/** A download of the list: its filters and sort, every matching row, its columns written for `format`. */
export function remittanceDownloadQuery(
  db: Kysely<Database>,
  filters: Filters,
  sort: SortString<RemittanceSortField>,
  scope: readonly string[] | undefined,
  format: DownloadFormat,
  locale: Locale,
) {
  const columns = remittancesList.downloadColumns(locale);
  const query = joined(db, filters, scope).select(
    downloadSelect(columns, remittancesList.columns, EXPRESSIONS, format, locale),
  );
  return orderBySort(query, sort, SORT_COLUMNS, 'r.id');
}

/**
 * Whether the rows matching `filters` fit one Excel sheet. Counted before streaming (up to the limit, so at
 * most a second on the largest result): a workbook cut off at the limit would look complete and not be.
 */
export async function remittancesFitXlsx(
  db: Kysely<Database>,
  filters: Filters,
  scope: readonly string[] | undefined,
  limit = XLSX_MAX_DATA_ROWS,
): Promise<boolean> {
  return (await countAtMost(db, filteredRemittances(db, filters, scope), limit + 1)) <= limit;
}
