import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The toolbar's search for any reference (issue 24, decisions §49): each identifier a person types is matched
 * on its upper-case form, exactly or by prefix, and the matches are read in that order (id as tiebreaker).
 * The key is the upper-case form in the "C" collation: a btree serves LIKE 'X%' only under a "C" ordering
 * (the database's C.UTF-8 does not count as one for LIKE), and the same index then gives the order, so a
 * prefix matching 20,000 references reads 11 entries. One index for whoever sees every client, one led by the
 * client for a scoped user. A contract's reference numbers are matched exactly: by number alone (0003's
 * (kind, number) made it a skip scan over the twelve kinds, 14 descents). Exact lookups already indexed stay as
 * they are: the Bacen number (unique), a CPF/CNPJ on clients and users (unique) and on remittances'
 * beneficiaries (0007's remittances_beneficiary). Measured on the 1m seed: docs/data-model.md, "Indexes".
 */

const SEARCHED = [
  ['remittances', 'reference'],
  ['payment_orders', 'opr_number'],
  ['contracts', 'contract_number'],
  ['documents', 'number'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...SEARCHED.flatMap(([table, column]) => [
      `create index ${table}_${column}_search on ${table} ((upper(${column}) collate "C"), id)`,
      `create index ${table}_client_${column}_search on ${table} (client_id, (upper(${column}) collate "C"), id)`,
    ]),
    'create index contract_references_number on contract_references (number)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists contract_references_number',
    ...SEARCHED.flatMap(([table, column]) => [
      `drop index if exists ${table}_client_${column}_search`,
      `drop index if exists ${table}_${column}_search`,
    ]),
  ]);
}
