import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * A pendency carries its document's client and type (issue 15, bench of the pending documents list).
 *
 * The list filters pendencies by the document's client (the client filter and every client user's scope) and
 * type. Asked through the document (`exists (select 1 from documents …)`), PostgreSQL cannot walk an index of
 * pendencies in the list's order for them: it read document_pendencies whole (13,863 rows at the 1m seed, and
 * growing: a brokerage accumulates pendencies). Copied onto the pendency, both are plain columns, and the
 * indexes below serve the open and the complete lists by client and by type in the list's order (created_at,
 * id; read backwards for newest first), the count included (index-only).
 *
 * Kept equal by the database, not by the code:
 * - a foreign key on (document_id, client_id, document_type) to the same columns of documents (unique there,
 *   as id alone already is) replaces 0005's key on document_id: a pendency cannot disagree with its document,
 *   and `on update cascade` carries a document moved to another client or retyped onto its pendencies;
 * - a trigger fills both columns on insert when the insert leaves them out (the application's and the tests'
 *   inserts name the document only); an insert that names them is checked by the key. The seed names them
 *   (it knows each document's client and type), so the trigger never fires during its COPY, when documents'
 *   keys are set aside.
 * Chosen over a trigger on documents' updates: the key is verified over every row (also by the seed's
 * rebuild), needs no code of ours, and costs one more index on documents (id, client_id, document_type).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table document_pendencies add column client_id bigint, add column document_type text',
    `update document_pendencies p set client_id = d.client_id, document_type = d.document_type
       from documents d where d.id = p.document_id`,
    `alter table document_pendencies alter column client_id set not null,
       alter column document_type set not null`,
    `alter table documents add constraint documents_id_client_type_key unique (id, client_id, document_type)`,
    `alter table document_pendencies drop constraint document_pendencies_document_id_fkey,
       add constraint document_pendencies_document_fkey foreign key (document_id, client_id, document_type)
         references documents (id, client_id, document_type) on update cascade on delete cascade`,
    `create function document_pendencies_document_facts() returns trigger language plpgsql as $$
     begin
       select d.client_id, d.document_type into new.client_id, new.document_type
         from documents d where d.id = new.document_id;
       if not found then
         raise foreign_key_violation using constraint = 'document_pendencies_document_fkey',
           message = format('document %s does not exist', new.document_id);
       end if;
       return new;
     end $$`,
    `create trigger document_pendencies_document_facts before insert on document_pendencies
       for each row when (new.client_id is null or new.document_type is null)
       execute function document_pendencies_document_facts()`,
    `comment on column document_pendencies.client_id is 'The document''s client (kept equal by a foreign key)'`,
    `comment on column document_pendencies.document_type is 'The document''s type (kept equal by a foreign key)'`,
    // The client filter and a client user's scope: open ones and all, by creation.
    `create index document_pendencies_client_open on document_pendencies (client_id, created_at, id)
       where resolved_at is null`,
    'create index document_pendencies_client on document_pendencies (client_id, created_at, id)',
    // The document type filter: open ones and all, by creation.
    `create index document_pendencies_type_open on document_pendencies (document_type, created_at, id)
       where resolved_at is null`,
    'create index document_pendencies_type on document_pendencies (document_type, created_at, id)',
    // Every row was rewritten: the planner learns the new columns now, not at autovacuum's next pass.
    'analyze document_pendencies',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists document_pendencies_type',
    'drop index if exists document_pendencies_type_open',
    'drop index if exists document_pendencies_client',
    'drop index if exists document_pendencies_client_open',
    'drop trigger if exists document_pendencies_document_facts on document_pendencies',
    'drop function if exists document_pendencies_document_facts()',
    `alter table document_pendencies drop constraint if exists document_pendencies_document_fkey,
       add constraint document_pendencies_document_id_fkey foreign key (document_id)
         references documents on delete cascade`,
    'alter table documents drop constraint if exists documents_id_client_type_key',
    'alter table document_pendencies drop column if exists document_type, drop column if exists client_id',
  ]);
}
