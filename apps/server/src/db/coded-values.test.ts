import {
  ACCOUNT_TYPE_LABELS,
  AUDIT_ACTIONS,
  BINDING_RELATIONSHIP_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  PAYMENT_ORDER_STATE_LABELS,
  RECEIPT_REASON_LABELS,
  RECEIVING_STATUS_LABELS,
  EXTRACT_RELEASE_TYPE_LABELS,
  PERSON_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  REMITTANCE_BLOCK_KIND_LABELS,
  REMITTANCE_HISTORY_ACTION_LABELS,
  REMITTANCE_PAYMENT_TYPE_LABELS,
  REMITTANCE_PURPOSE_LABELS,
  REMITTANCE_STATUS_LABELS,
  REMITTANCE_SYSTEM_NOTE_LABELS,
  SESSION_END_REASON_LABELS,
} from '@fxbo/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../test/suite.js';

/*
 * Every coded value shown to a person has a label in both languages. The allowed values are read from the
 * migrated database's check constraints (`col in (…)`), not from our own lists, so a value a migration allows
 * without a label fails here. The label sets are the ones the web and the PDFs use; AUDIT_ACTIONS is the
 * list the web's audit catalogue is checked against (apps/web/src/features/audit/listSpec.test.ts).
 */
type Labels = Readonly<Record<string, { 'pt-BR': string; en: string }>>;

const LABELLED: [table: string, column: string, labels: Labels][] = [
  ['remittances', 'status', REMITTANCE_STATUS_LABELS],
  ['remittances', 'payment_type', REMITTANCE_PAYMENT_TYPE_LABELS],
  ['remittances', 'account_type', ACCOUNT_TYPE_LABELS],
  ['remittances', 'pix_key_type', PIX_KEY_TYPE_LABELS],
  ['remittances', 'sender_person_type', PERSON_TYPE_LABELS],
  ['remittances', 'purpose', REMITTANCE_PURPOSE_LABELS],
  ['remittance_history', 'action', REMITTANCE_HISTORY_ACTION_LABELS],
  ['remittance_history', 'from_status', REMITTANCE_STATUS_LABELS],
  ['remittance_history', 'to_status', REMITTANCE_STATUS_LABELS],
  ['remittance_history', 'note_code', REMITTANCE_SYSTEM_NOTE_LABELS],
  ['remittance_blocks', 'reason_kind', REMITTANCE_BLOCK_KIND_LABELS],
  ['shipper_extract_entries', 'release_type', EXTRACT_RELEASE_TYPE_LABELS],
  ['payment_orders', 'state', PAYMENT_ORDER_STATE_LABELS],
  ['payment_order_receivings', 'status', RECEIVING_STATUS_LABELS],
  ['payment_order_receivings', 'reason_for_receipt', RECEIPT_REASON_LABELS],
  ['payment_order_receivings', 'binding_relationship', BINDING_RELATIONSHIP_LABELS],
  ['payment_order_receivings', 'bank_account_type', ACCOUNT_TYPE_LABELS],
  ['payment_order_receivings', 'pix_key_type', PIX_KEY_TYPE_LABELS],
  ['payment_order_notifications', 'channel', NOTIFICATION_CHANNEL_LABELS],
  ['sessions', 'revoked_reason', SESSION_END_REASON_LABELS],
];

const t = suiteDatabase();

/** The values a `check (column in (…))` constraint of `table` allows; fails when there is no such check. */
async function allowedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(c.oid) as def from pg_constraint c
     where c.conrelid = ${table}::regclass and c.contype = 'c'`.execute(t.db);
  // PostgreSQL prints `column in ('a', 'b')` as `(column = ANY (ARRAY['a'::text, 'b'::text]))`.
  const pattern = new RegExp(`\\(${column} = ANY \\(\\(?ARRAY\\[([^\\]]*)\\]`);
  const lists = rows.map((r) => pattern.exec(r.def)?.[1]).filter((list) => list !== undefined);
  expect(lists, `one check constraint listing ${table}.${column}`).toHaveLength(1);
  return [...(lists[0] as string).matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
}

describe('coded values the database allows', () => {
  it.each(LABELLED)(
    '%s.%s: each has a label in pt-BR and en, and each label a value',
    async (table, column, labels) => {
      const allowed = await allowedValues(table, column);
      expect(allowed.length).toBeGreaterThan(0);
      const unlabelled = allowed.filter((v) => !labels[v]?.['pt-BR'] || !labels[v]?.en);
      expect(unlabelled, `${table}.${column} values without a label`).toEqual([]);
      expect(Object.keys(labels).sort()).toEqual([...allowed].sort());
    },
  );

  it('audit_log.action allows exactly AUDIT_ACTIONS (labelled by the web audit catalogue)', async () => {
    expect((await allowedValues('audit_log', 'action')).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
