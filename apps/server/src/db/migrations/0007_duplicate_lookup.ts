import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The duplicate trigger asks for the oldest earlier remittance with the same beneficiary, payment date, value
 * and currency. With `id` last in the index that is one index probe; without it, when many rows share a
 * beneficiary, the planner walked the primary key instead (60,000 such inserts took 27 s). The new index also
 * serves the CPF/CNPJ filter by its leading column, so it replaces the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index remittances_beneficiary_dup_id on remittances (beneficiary_tax_id, payment_date, me_value, currency, id)
       where status <> 'canceled'`,
    // The CPF/CNPJ filter must find canceled remittances too.
    `create index remittances_beneficiary on remittances (beneficiary_tax_id, include_date desc, id desc)`,
    'drop index if exists remittances_beneficiary_dup',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'create index remittances_beneficiary_dup on remittances (beneficiary_tax_id, payment_date, me_value)',
    'drop index if exists remittances_beneficiary',
    'drop index if exists remittances_beneficiary_dup_id',
  ]);
}
