import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Pending documents and parcels to authorize (issue 15).
 *
 * A pendency's resolution keeps the note its resolver wrote. The lists' indexes, each serving a declared sort
 * or filter (docs/data-model.md "Indexes"):
 * - pendencies: the open ones by creation (replacing 0005's, which lacked the id that breaks ties, so every
 *   page sorted them), all of them by creation, and the summary's contains-search (trigrams);
 * - parcels: every status by closure date (the pending queue keeps 0005's partial index), by value (all, and
 *   the pending queue's), and the reference and invoice searched exactly.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table document_pendencies add column resolution_note text
       constraint document_pendencies_resolution_note_check check (btrim(resolution_note) <> '')`,
    'drop index document_pendencies_open',
    `create index document_pendencies_open on document_pendencies (created_at, id) where resolved_at is null`,
    'create index document_pendencies_created on document_pendencies (created_at, id)',
    `create index document_pendencies_summary_trgm on document_pendencies
       using gin (f_unaccent(summary) gin_trgm_ops)`,
    'create index parcels_closure on parcels (closure_date, id)',
    'create index parcels_value on parcels (value, id)',
    `create index parcels_pending_value on parcels (value, id) where status = 'pending'`,
    'create index parcels_reference on parcels (reference) where reference is not null',
    'create index parcels_invoice on parcels (invoice) where invoice is not null',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists parcels_invoice',
    'drop index if exists parcels_reference',
    'drop index if exists parcels_pending_value',
    'drop index if exists parcels_value',
    'drop index if exists parcels_closure',
    'drop index if exists document_pendencies_summary_trgm',
    'drop index if exists document_pendencies_created',
    'drop index if exists document_pendencies_open',
    'create index document_pendencies_open on document_pendencies (created_at desc) where resolved_at is null',
    'alter table document_pendencies drop column if exists resolution_note',
  ]);
}
