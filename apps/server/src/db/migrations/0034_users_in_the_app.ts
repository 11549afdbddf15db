import { sql, type Kysely } from 'kysely';
import { runStatements } from './util.js';

/*
 * Users made in the app (issue 24, decisions §48 and §52).
 * - An invitation is a password link of its own purpose (`password_reset_tokens.purpose`): valid 72 hours, it
 *   sets the first password of a user an administrator created.
 * - Permission profiles: named permission sets edited in one place and assigned to users. A user's permissions
 *   are the profile's and the user's own (`user_effective_permissions`, which every check reads). Three
 *   profiles are seeded; their keys are written out here because a migration is fixed text (the catalogue
 *   rows they name are made first, as the start-up sync would).
 * - The audit log allows the new actions. The list is read from the constraint in force and extended, so this
 *   migration composes with others that extend it too.
 */

const ACTIONS = [
  'user.update',
  'permission_profile.create',
  'permission_profile.update',
  'permission_profile.delete',
];

const PROFILES: [name: string, keys: string[]][] = [
  [
    'Operador de câmbio',
    [
      'home.view',
      'remittances.consult',
      'remittances.unblock',
      'remittances.view-blocking-reasons',
      'remittances.export',
      'remittances.edit-beneficiary',
      'balance.consult',
      'payment-orders.consult',
      'payment-orders.receive',
      'payment-orders.confirm',
      'payment-orders.comment',
      'contracts.consult',
      'contracts.print',
      'quotations.consult',
      'trade.consult',
      'trade.liquidate',
      'trade.register-dispatch',
      'documents.consult',
      'rde.consult',
      'parcels.consult',
    ],
  ],
  [
    'Tesouraria',
    [
      'home.view',
      'treasury.bills-to-pay',
      'treasury.bills-to-receive',
      'treasury.back-to-back',
      'treasury.exchange-contracted',
      'treasury.exchange-to-hire',
      'balance.consult',
      'payment-orders.consult',
      'contracts.consult',
      'contracts.print',
      'quotations.consult',
      'trade.consult',
      'rde.consult',
      'parcels.consult',
      'parcels.authorize',
    ],
  ],
  [
    'Cliente — consulta',
    [
      'home.view',
      'remittances.consult',
      'balance.consult',
      'payment-orders.consult',
      'contracts.consult',
      'quotations.consult',
      'trade.consult',
      'documents.consult',
      'rde.consult',
      'parcels.consult',
    ],
  ],
];

/** The actions `audit_log_action_known` allows now. */
async function allowedActions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'audit_log'::regclass and conname = 'audit_log_action_known'`.execute(db);
  const def = rows[0]?.def ?? '';
  return [...def.matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
}

async function setActions(db: Kysely<unknown>, actions: string[]): Promise<void> {
  const list = actions.map((a) => `'${a}'`).join(', ');
  await runStatements(db, [
    'alter table audit_log drop constraint audit_log_action_known',
    `alter table audit_log add constraint audit_log_action_known check (action in (${list}))`,
  ]);
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const keys = [...new Set(PROFILES.flatMap(([, k]) => k))];
  await runStatements(db, [
    `alter table password_reset_tokens
       add column purpose text not null default 'reset' check (purpose in ('reset', 'invitation'))`,
    `create table permission_profiles (
       id bigint generated always as identity primary key,
       name text not null check (btrim(name) <> '' and length(name) <= 100),
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now()
     )`,
    // One profile per name, whatever the case.
    `create unique index permission_profiles_name_key on permission_profiles (lower(name))`,
    `create table permission_profile_permissions (
       profile_id bigint not null references permission_profiles on delete cascade,
       permission_key text not null references permissions on delete cascade on update cascade,
       primary key (profile_id, permission_key)
     )`,
    `alter table users add column profile_id bigint references permission_profiles on delete set null`,
    // The users of a profile (its change ends their sessions; the profiles screen counts them).
    `create index users_profile_id on users (profile_id) where profile_id is not null`,
    `create view user_effective_permissions as
       select user_id, permission_key from user_permissions
       union
       select u.id as user_id, pp.permission_key
         from users u join permission_profile_permissions pp on pp.profile_id = u.profile_id`,
    `insert into permissions (key, area, description)
       select k, split_part(k, '.', 1), '' from unnest(array[${keys.map(quote).join(', ')}]) k
       on conflict (key) do nothing`,
    ...PROFILES.flatMap(([name, profileKeys]) => [
      `insert into permission_profiles (name) values (${quote(name)})`,
      `insert into permission_profile_permissions (profile_id, permission_key)
         select p.id, k from permission_profiles p, unnest(array[${profileKeys.map(quote).join(', ')}]) k
          where p.name = ${quote(name)}`,
    ]),
  ]);
  const actions = await allowedActions(db);
  await setActions(db, [...actions, ...ACTIONS.filter((a) => !actions.includes(a))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const actions = await allowedActions(db);
  await runStatements(db, [
    `delete from audit_log where action in (${ACTIONS.map(quote).join(', ')})`,
    'drop view user_effective_permissions',
    'alter table users drop column profile_id',
    'drop table permission_profile_permissions',
    'drop table permission_profiles',
    'alter table password_reset_tokens drop column purpose',
  ]);
  await setActions(
    db,
    actions.filter((a) => !ACTIONS.includes(a)),
  );
}
