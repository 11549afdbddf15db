import { sql, type Kysely } from 'kysely';

// Placeholder replaced by the full data model (issue 2 item 4); kept minimal so the platform boots.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table app_settings (
    id smallint primary key default 1 check (id = 1),
    maintenance boolean not null default false,
    maintenance_message text,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into app_settings (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table app_settings`.execute(db);
}
