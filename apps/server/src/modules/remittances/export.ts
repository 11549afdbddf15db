import {
  REMITTANCE_STATUS_LABELS,
  REMITTANCE_STATUSES,
  XLSX_MAX_DATA_ROWS,
  type RemittanceSortField,
  type SortString,
} from '@fxbo/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countAtMost, orderBySort } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import { xlsxSerial, type XlsxColumn } from '../../http/xlsx-stream.js';
import { EXPORT_WORDS } from './messages.js';
import { filteredRemittances, SORT_COLUMNS, type Filters } from './query.js';

/*
 * The export queries: the list's filters and sort, every matching row, formatted by PostgreSQL. CSV columns
 * are text named in the user's language (the COPY header); XLSX columns are typed values (numbers, serial
 * dates) that the spreadsheet formats in the reader's own locale.
 */

function statusLabel(locale: Locale): RawBuilder<string> {
  const cases = REMITTANCE_STATUSES.map((s) => sql`when ${s} then ${REMITTANCE_STATUS_LABELS[s][locale]}`);
  return sql<string>`case r.status ${sql.join(cases, sql` `)} else r.status end`;
}

function joined(db: Kysely<Database>, filters: Filters, scope: readonly string[] | undefined) {
  // Shippers and clients are small: their names come from a lookup cached per key (Memoize) in list order.
  return filteredRemittances(db, filters, scope)
    .innerJoin('shippers as s', 's.id', 'r.shipper_id')
    .innerJoin('clients as c', 'c.id', 'r.client_id');
}

/**
 * CSV: text columns, dates in São Paulo time (`yyyy-MM-dd HH:mm:ss`), decimals with a dot. Dates are the
 * types' own text output, whole seconds, not to_char, which cost 4.5 of 7.5 s for 1,000,000 rows: that output
 * is ISO because the export pool sets DateStyle (createExportPool).
 */
export function remittanceCsvQuery(
  db: Kysely<Database>,
  filters: Filters,
  sort: SortString<RemittanceSortField>,
  scope: readonly string[] | undefined,
  locale: Locale,
) {
  const w = EXPORT_WORDS[locale];
  const query = joined(db, filters, scope).select([
    sql<string>`r.id`.as(w.id),
    sql<string>`r.reference`.as(w.reference),
    sql<string>`date_trunc('second', r.include_date at time zone 'America/Sao_Paulo')`.as(w.includeDate),
    sql<string>`r.payment_date`.as(w.paymentDate),
    statusLabel(locale).as(w.status),
    sql<string>`s.name`.as(w.shipper),
    sql<string>`c.name`.as(w.client),
    sql<string>`r.beneficiary_name`.as(w.beneficiary),
    sql<string>`r.beneficiary_tax_id`.as(w.taxId),
    sql<string>`r.currency`.as(w.currency),
    sql<string>`r.me_value`.as(w.meValue),
    sql<string>`r.mn_value`.as(w.mnValue),
    sql<string>`r.vet_rate`.as(w.vetRate),
  ]);
  return orderBySort(query, sort, SORT_COLUMNS, 'r.id');
}

export function remittanceXlsxColumns(locale: Locale): XlsxColumn[] {
  const w = EXPORT_WORDS[locale];
  return [
    { header: w.id, type: 'integer', width: 10 },
    { header: w.reference, type: 'text', width: 20 },
    { header: w.includeDate, type: 'datetime', width: 19 },
    { header: w.paymentDate, type: 'date', width: 12 },
    { header: w.status, type: 'text', width: 16 },
    { header: w.shipper, type: 'text', width: 28 },
    { header: w.client, type: 'text', width: 28 },
    { header: w.beneficiary, type: 'text', width: 32 },
    { header: w.taxId, type: 'text', width: 16 },
    { header: w.currency, type: 'text', width: 8 },
    { header: w.meValue, type: 'money', width: 14 },
    { header: w.mnValue, type: 'money', width: 14 },
    { header: w.vetRate, type: 'rate', width: 13 },
  ];
}

/** XLSX: the columns of `remittanceXlsxColumns`, dates as serial numbers. */
export function remittanceXlsxQuery(
  db: Kysely<Database>,
  filters: Filters,
  sort: SortString<RemittanceSortField>,
  scope: readonly string[] | undefined,
  locale: Locale,
) {
  const query = joined(db, filters, scope).select([
    sql<string>`r.id`.as('id'),
    sql<string>`r.reference`.as('reference'),
    sql<string>`${sql.raw(xlsxSerial.datetime('r.include_date'))}`.as('include_date'),
    sql<string>`${sql.raw(xlsxSerial.date('r.payment_date'))}`.as('payment_date'),
    statusLabel(locale).as('status'),
    sql<string>`s.name`.as('shipper'),
    sql<string>`c.name`.as('client'),
    sql<string>`r.beneficiary_name`.as('beneficiary'),
    sql<string>`r.beneficiary_tax_id`.as('tax_id'),
    sql<string>`r.currency`.as('currency'),
    sql<string>`r.me_value`.as('me_value'),
    sql<string>`r.mn_value`.as('mn_value'),
    sql<string>`r.vet_rate`.as('vet_rate'),
  ]);
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
