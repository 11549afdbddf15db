import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { t } from './model-setup.js';

describe('indexes the list endpoints depend on', () => {
  const required: Record<string, string[]> = {
    remittances: [
      'remittances_client_include (client_id, include_date DESC, id DESC)',
      'remittances_include (include_date DESC, id DESC)',
      "remittances_beneficiary_dup_id (beneficiary_tax_id, payment_date, me_value, currency, id) WHERE (status <> 'canceled'::text)",
      'remittances_beneficiary (beneficiary_tax_id, include_date DESC, id DESC)',
      'remittances_status_payment (status, payment_date, include_date DESC, id DESC)',
      'remittances_payment_date (payment_date DESC, id DESC)',
      'remittances_shipper (shipper_id, include_date DESC, id DESC)',
      'remittances_beneficiary_name_trgm',
      'remittances_duplicates (include_date DESC, id DESC) WHERE (duplicate_of_id IS NOT NULL)',
      'remittances_data_issues (include_date DESC, id DESC) WHERE has_data_issues',
      'remittances_reference_key (reference, client_id)',
    ],
    contracts: [
      'contracts_client_date (client_id, contract_date DESC, id DESC)',
      'contracts_client_type_date (client_id, contract_type, contract_date DESC, id DESC)',
      'contracts_client_figures (client_id, contract_date) INCLUDE (currency, contract_type, me_value, mn_value, status)',
      'contracts_date (contract_date DESC, id DESC)',
      'contracts_type_date (contract_type, contract_date DESC)',
      'contracts_bacen_number_key (bacen_number)',
      'contracts_counterparty_trgm',
      "contracts_export_open_liquidation (liquidation_date, id) WHERE ((status = 'open'::text) AND (contract_type = 'export'::text))",
      'contracts_export_open_client (client_id, liquidation_date, id)',
    ],
    export_dispatch_requests: [
      'export_dispatch_requests_status (status, request_date, id)',
      'export_dispatch_requests_date (request_date, id)',
    ],
    contract_references: ['contract_references_kind_number (kind, number)'],
    payment_orders: [
      'payment_orders_client_register (client_id, register_date DESC, id DESC)',
      'payment_orders_register (register_date DESC, id DESC)',
      'payment_orders_opr_number_key (opr_number)',
    ],
    quotations: [
      'quotations_client_date',
      'quotations_group_date',
      'quotations_date (quotation_date DESC, id DESC)',
    ],
    documents: [
      'documents_client_issue (client_id, issue_date DESC, id DESC)',
      'documents_number (number)',
      'documents_export_pending_due (due_date, id) INCLUDE (client_id, currency, value)',
      'documents_export_pending_client (client_id, due_date, id)',
      'documents_export_pending_currency (currency, due_date, id) INCLUDE (value)',
      'documents_export_pending_value (value, id)',
      'documents_po_number (po_number) WHERE (po_number IS NOT NULL)',
      'documents_counterparty_trgm',
      'documents_merchandise_trgm',
      'documents_shipping_company_trgm',
      'documents_currency_issue (currency, issue_date DESC, id DESC)',
      'documents_value_desc (value DESC NULLS LAST, id DESC)',
      'documents_due_desc (due_date DESC NULLS LAST, id DESC)',
    ],
    shipper_extract_entries: ['shipper_extract_entries_shipper (shipper_id, release_date DESC, id DESC)'],
    treasury_bills: [
      'treasury_bills_client_figures (client_id, direction, due_date) INCLUDE (currency, category, status, amount, mn_amount, contract_id)',
    ],
    rdes: [
      'rdes_client_registration (client_id, registration_date DESC, id DESC)',
      'rdes_registration (registration_date DESC, id DESC)',
      'rdes_type_registration (rde_type, registration_date DESC, id DESC)',
      'rdes_status_registration (status, registration_date DESC, id DESC)',
      'rdes_search_trgm',
    ],
    parcels: [
      "parcels_pending (closure_date, id) WHERE (status = 'pending'::text)",
      'parcels_closure (closure_date, id)',
      'parcels_value (value, id)',
      "parcels_pending_value (value, id) WHERE (status = 'pending'::text)",
      'parcels_reference (reference) WHERE (reference IS NOT NULL)',
      'parcels_invoice (invoice) WHERE (invoice IS NOT NULL)',
    ],
    document_pendencies: [
      'document_pendencies_open (created_at, id) WHERE (resolved_at IS NULL)',
      'document_pendencies_created (created_at, id)',
      'document_pendencies_summary_trgm',
    ],
    audit_log: ['audit_log_at (at DESC, id DESC)', 'audit_log_actor (actor_user_id, at DESC)'],
    mail_outbox: ["mail_outbox_pending (send_after, id) WHERE (status = 'pending'::text)"],
    users: ['users_email_key (email) WHERE (deleted_at IS NULL)'],
  };

  it('exist with the expected columns and order', async () => {
    const { rows } = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = current_schema()`.execute(t.db);
    for (const [table, indexes] of Object.entries(required)) {
      const defs = rows.filter((r) => r.tablename === table).map((r) => r.indexdef);
      for (const spec of indexes) {
        const [name, ...rest] = spec.split(' ');
        const def = defs.find((d) => d.includes(` ${name} ON `));
        expect(def, `${table}: ${name}`).toBeDefined();
        if (rest.length) expect(def, `${table}: ${name}`).toContain(rest.join(' '));
      }
    }
  });

  it('index every foreign key of the large tables', async () => {
    // A foreign key without an index led by one of its columns makes deletes on the parent scan the child table.
    const { rows } = await sql<{ child: string; columns: string }>`
      select c.conrelid::regclass::text as child,
             (select string_agg(a.attname, ',' order by k.ord) from unnest(c.conkey) with ordinality as k(num, ord)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num) as columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
        and c.conrelid::regclass::text in ('remittances', 'remittance_history', 'remittance_blocks',
          'shipper_extract_entries', 'contracts', 'contract_references', 'contract_documents', 'payment_orders',
          'payment_order_attachments', 'payment_order_receivings', 'documents', 'document_pendencies')
        and not exists (
          select 1 from pg_index i
          cross join lateral (select i.indkey::int2[] as k, array_lower(i.indkey::int2[], 1) as lo) x
          where i.indrelid = c.conrelid and x.k[x.lo] = any(c.conkey))`.execute(t.db);
    // Currencies are never deleted and users only soft-deleted, so references to them need no index.
    const exempt = /^(currency|[a-z_]*by|[a-z_]*user_id|bank_id)$/;
    const missing = rows.filter((r) => !exempt.test(r.columns));
    expect(missing).toEqual([]);
  });
});
