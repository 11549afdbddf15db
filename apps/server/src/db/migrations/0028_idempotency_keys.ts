import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Idempotency keys of the state-changing actions (issue 23, "a double click moves money twice";
 * platform/idempotency.ts, decisions §37). A row is the first answer to one user's key: inserted first in the
 * action's own transaction (the primary key makes a concurrent repeat wait for that transaction, then find the
 * row), filled with the answer at its end, and gone with it if the action fails. `request_hash` tells a repeat
 * of the same request (answered again) from another request under the same key (refused). `status` and
 * `answer` are null only inside the transaction that claims the key: no other session ever reads them so.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table idempotency_keys (
       user_id uuid not null references users on delete cascade,
       key text not null check (key ~ '^[A-Za-z0-9_-]{16,128}$'),
       request_hash bytea not null check (octet_length(request_hash) = 32),
       status smallint check (status between 200 and 299),
       answer text,
       created_at timestamptz not null,
       expires_at timestamptz not null check (expires_at > created_at),
       primary key (user_id, key)
     )`,
    `comment on table idempotency_keys is 'First answer to a user''s Idempotency-Key (platform/idempotency.ts)'`,
    // Purge of expired keys (housekeeping).
    'create index idempotency_keys_expires_at on idempotency_keys (expires_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table if exists idempotency_keys']);
}
