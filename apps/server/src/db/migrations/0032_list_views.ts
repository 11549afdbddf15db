import type { Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Saved views of the lists (issue 24, decisions §50): a user's named address of a list screen (its filters,
 * chosen columns, sort and page size), read and written only by that user (modules/list-views). One name once
 * per user and list; the user's views go with the user.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table list_views (
       id bigint generated always as identity primary key,
       user_id uuid not null references users on delete cascade,
       list text not null check (list ~ '^[a-z][a-z0-9-]{0,59}$'),
       name text not null check (char_length(name) between 1 and 60),
       query text not null check (char_length(query) <= 2000),
       created_at timestamptz not null,
       updated_at timestamptz not null,
       unique (user_id, list, name)
     )`,
    `comment on table list_views is 'A user''s saved views of a list screen (modules/list-views)'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table if exists list_views']);
}
