import {
  exchangeToContractList,
  exportInvoiceSchema,
  exportPendingList,
  type ExchangeToContractTotal,
  type ExportPendingFilters,
} from '@fxbo/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientScope } from '../../platform/client-scope.js';
import type { AnyQuery } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The export invoices not yet contracted (docs/data-model.md: "Exchange to contract" = export invoices still
 * open without a contract), declared (platform/list-source.ts): the pending exports screen lists them all;
 * exchange to contract lists those that carry an amount (a value and its currency: what can be contracted now)
 * with their total per currency. Both are read on migration 0024's partial indexes, whose predicate is written
 * here exactly (documents_export_pending_*).
 */

/** Both screens' filters (exchange to contract has no value range). */
export type Filters = Omit<ExportPendingFilters, 'page' | 'pageSize' | 'sort'>;

const is = (column: string, value: string) => sql<SqlBool>`${sql.ref(column)} = ${value}`;
const isNull = (column: string, not = '') => sql<SqlBool>`${sql.ref(column)} is ${sql.raw(not)}null`;

/** The invoices not yet contracted; with `amount`, only those that carry one. */
const invoices = (amount: boolean) =>
  ({
    row: exportInvoiceSchema,
    from: 'documents as d',
    joins: (q: AnyQuery) => q.innerJoin('clients as cl', 'cl.id', 'd.client_id'),
    where: () => [
      is('d.document_type', 'export_invoice'),
      is('d.status', 'open'),
      isNull('d.contract_id'),
      ...(amount ? [isNull('d.value', 'not '), isNull('d.currency', 'not ')] : []),
    ],
    scope: 'd.client_id',
    fields: {
      id: 'd.id',
      number: 'd.number',
      client: { id: 'd.client_id', name: 'cl.name' },
      counterparty: 'd.counterparty_name',
      poNumber: 'd.po_number',
      reference: 'd.reference',
      process: 'd.process',
      issueDate: 'd.issue_date',
      dueDate: 'd.due_date',
      currency: 'd.currency',
      value: 'd.value',
    },
    // Never the table's size: the documents table holds every kind, these are a part of it.
    partOfTable: true,
  }) as const;

/** The pending exports screen: every invoice not yet contracted. */
export const pendingInvoices = listSource({ resource: exportPendingList, ...invoices(false) });
/** Exchange to contract: those that carry an amount. */
export const invoicesToContract = listSource({ resource: exchangeToContractList, ...invoices(true) });

/** Exchange to contract's total per currency of every matching invoice (not only the page's), in SQL. */
export async function invoiceTotals(
  db: Kysely<Database>,
  f: Filters,
  scope: ClientScope,
): Promise<ExchangeToContractTotal[]> {
  const rows = await invoicesToContract
    .filtered(db, f, scope)
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
