import type { exportPendingList } from '@fxbo/domain';
import {
  type DownloadColumnId,
  type ExchangeToContractTotal,
  type ExportInvoice,
  type ExportInvoiceSortField,
  type ExportPendingFilters,
} from '@fxbo/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema.js';
import { listPage, type Page, type SortColumns } from '../../http/list-query.js';
import { inClientScope, type ClientScope } from '../../platform/client-scope.js';
import { idsFirst } from '../../http/ids-first.js';
import type { DownloadMapping } from '../../platform/list-routes.js';

/*
 * The export invoices not yet contracted (docs/data-model.md: "Exchange to contract" = export invoices still
 * open without a contract): the pending exports screen lists them all; exchange to contract lists those that
 * carry an amount (a value and its currency: what can be contracted now) with their total per currency. Both
 * are read on migration 0024's partial indexes, whose predicate is written here exactly (documents_export_pending_*).
 */

/** Which screen: every pending invoice, or those with an amount to contract. */
export type InvoiceView = 'pending' | 'to-contract';
/** Both screens' filters (exchange to contract has no value range). */
export type Filters = Omit<ExportPendingFilters, 'page' | 'pageSize' | 'sort'>;
type DocumentDb = Database & { d: DocumentsTable };
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of "nothing selected yet"
type DocumentQuery = SelectQueryBuilder<DocumentDb, 'd', {}>;

const SORT_COLUMNS: SortColumns<ExportInvoiceSortField> = {
  dueDate: ['d.due_date'],
  value: ['d.value'],
  id: ['d.id'],
};

/** `from documents d where <the invoices not yet contracted> and <client scope> and <filters>`. */
export function filteredInvoices(
  db: Kysely<Database>,
  view: InvoiceView,
  f: Filters,
  scope: ClientScope,
): DocumentQuery {
  let q: DocumentQuery = db
    .selectFrom('documents as d')
    .where('d.document_type', '=', 'export_invoice')
    .where('d.status', '=', 'open')
    .where('d.contract_id', 'is', null)
    .where(inClientScope('d.client_id', scope));
  if (view === 'to-contract') q = q.where('d.value', 'is not', null).where('d.currency', 'is not', null);
  if (f.clientId) q = q.where('d.client_id', '=', f.clientId);
  if (f.dueDateFrom) q = q.where('d.due_date', '>=', f.dueDateFrom);
  if (f.dueDateTo) q = q.where('d.due_date', '<=', f.dueDateTo);
  if (f.currency) q = q.where('d.currency', '=', f.currency);
  if (f.valueFrom) q = q.where('d.value', '>=', f.valueFrom);
  if (f.valueTo) q = q.where('d.value', '<=', f.valueTo);
  return q;
}

function joined(q: DocumentQuery) {
  return q.innerJoin('clients as cl', 'cl.id', 'd.client_id');
}

function withColumns(q: DocumentQuery) {
  return joined(q).select([
    'd.id',
    'd.number',
    'd.client_id',
    'cl.name as client_name',
    'd.counterparty_name',
    'd.po_number',
    'd.reference',
    'd.process',
    'd.issue_date',
    'd.due_date',
    'd.currency',
    'd.value',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const toInvoice = (r: Row): ExportInvoice => ({
  id: r.id,
  number: r.number,
  client: { id: r.client_id, name: r.client_name },
  counterparty: r.counterparty_name,
  poNumber: r.po_number,
  reference: r.reference,
  process: r.process,
  issueDate: r.issue_date,
  dueDate: r.due_date,
  currency: r.currency,
  value: r.value,
});

/** One page of the invoices of `view` the user's scope allows. */
export async function listInvoices(
  db: Kysely<Database>,
  view: InvoiceView,
  query: ExportPendingFilters,
  scope: ClientScope,
  opts: { countThreshold?: number } = {},
): Promise<Page<ExportInvoice>> {
  const filtered = filteredInvoices(db, view, query, scope);
  return listPage({
    db,
    rows: idsFirst({
      table: db.selectFrom('documents as d'),
      filtered,
      id: 'd.id',
      sort: query.sort,
      columns: SORT_COLUMNS,
      select: withColumns,
    }),
    filtered,
    request: query,
    countThreshold: opts.countThreshold,
    // Never the table's size: the documents table holds every kind, these are a part of it.
    unfiltered: false,
    map: toInvoice,
  });
}

/** Exchange to contract's total per currency of every matching invoice (not only the page's), in SQL. */
export async function invoiceTotals(
  db: Kysely<Database>,
  f: Filters,
  scope: ClientScope,
): Promise<ExchangeToContractTotal[]> {
  const rows = await filteredInvoices(db, 'to-contract', f, scope)
    .select([
      'd.currency',
      (eb) => eb.fn.countAll<string>().as('invoices'),
      sql<string>`sum(d.value)`.as('total'),
    ])
    .groupBy('d.currency')
    .orderBy('d.currency')
    .execute();
  return rows.map((r) => ({ currency: r.currency ?? '', invoices: Number(r.invoices), total: r.total }));
}

/** The downloads: the list's filters and sort, each column's SQL. */
export function invoiceDownloads(
  db: Kysely<Database>,
  view: InvoiceView,
): DownloadMapping<Filters, ExportInvoiceSortField, DownloadColumnId<typeof exportPendingList>> {
  return {
    filtered: (filters, scope) => filteredInvoices(db, view, filters, scope),
    joined: (q) => joined(q as DocumentQuery),
    expressions: {
      number: 'd.number',
      client: 'cl.name',
      counterparty: 'd.counterparty_name',
      issueDate: 'd.issue_date',
      dueDate: 'd.due_date',
      currency: 'd.currency',
      value: 'd.value',
      poNumber: 'd.po_number',
      reference: 'd.reference',
      process: 'd.process',
    },
    sortColumns: SORT_COLUMNS,
    tiebreaker: 'd.id',
  };
}
