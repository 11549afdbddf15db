import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * The payment history's system notes become codes (issue 24, decisions §46). The history held what the system
 * noted as Portuguese text ("Bloqueio automático: possível duplicidade.") and, after a correction of the payment
 * data, the changed columns' names ("beneficiary_email, bank_code"), which the screens and the receipt showed
 * as they were. `note_code` is the system's note, labelled in both languages (REMITTANCE_SYSTEM_NOTES in
 * @fxbo/domain, held equal to this list by a schema test), with its parameters in `note_params` (the changed
 * fields); `note` keeps only what a person typed. Stored rows are converted: the system's own sentences and the
 * lists of changed columns become codes. The list is written out here because a migration is fixed text.
 */
const SYSTEM_NOTES = `'auto_block_duplicity', 'auto_block_data', 'blocked_for_review', 'released_after_review',
  'awaiting_balance', 'returned_by_bank', 'canceled', 'fields_changed'`;

/** The sentences the system (the importer, the screening, the demo data) wrote, by their code. */
const SENTENCES: [code: string, text: string][] = [
  ['auto_block_duplicity', 'Bloqueio automático: possível duplicidade.'],
  ['auto_block_data', 'Bloqueio automático: dados de pagamento inválidos.'],
  ['blocked_for_review', 'Remessa bloqueada para análise.'],
  ['released_after_review', 'Remessa liberada após análise.'],
  ['awaiting_balance', 'Aguardando saldo do remetente para pagamento.'],
  ['returned_by_bank', 'Pagamento devolvido pelo banco recebedor.'],
  ['canceled', 'Remessa cancelada.'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table remittance_history
       add column note_code text check (note_code in (${SYSTEM_NOTES})),
       add column note_params jsonb check (note_params is null or jsonb_typeof(note_params) = 'object'),
       add constraint remittance_history_params_with_code check (note_params is null or note_code is not null)`,
    ...SENTENCES.map(
      ([code, text]) =>
        `update remittance_history set note_code = '${code}', note = null where note = '${text.replace(/'/g, "''")}'`,
    ),
    // A correction's note was the changed columns' names joined by ", ".
    `update remittance_history
        set note_code = 'fields_changed',
            note_params = jsonb_build_object('fields', to_jsonb(string_to_array(note, ', '))),
            note = null
      where action = 'updated' and note ~ '^[a-z_]+(, [a-z_]+)*$'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `update remittance_history
        set note = array_to_string(array(select jsonb_array_elements_text(note_params -> 'fields')), ', ')
      where note_code = 'fields_changed'`,
    ...SENTENCES.map(
      ([code, text]) =>
        `update remittance_history set note = '${text.replace(/'/g, "''")}' where note_code = '${code}' and note is null`,
    ),
    'alter table remittance_history drop column note_params, drop column note_code',
  ]);
}
