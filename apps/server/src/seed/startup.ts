import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type pg from 'pg';
import { ALL_PERMISSION_KEYS, PERMISSIONS } from '@fxbo/domain';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../platform/password-hash.js';
import {
  createDemoClientUsers,
  demoClientSignIns,
  type DemoClientSignIns,
  type DemoSignIn,
} from './demo-clients.js';
import { DEMO_PASSWORD } from './demo-users.js';

export const DEMO_ADMIN_EMAIL = 'admin@cambio.example';

/** The permission catalogue lives in code (@fxbo/domain); the table follows it at every start. */
export async function syncPermissionCatalogue(db: Kysely<Database>): Promise<void> {
  const rows = ALL_PERMISSION_KEYS.map((key) => ({
    key,
    area: PERMISSIONS[key].area,
    description: PERMISSIONS[key].description,
  }));
  await db
    .insertInto('permissions')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        area: eb.ref('excluded.area'),
        description: eb.ref('excluded.description'),
      })),
    )
    .execute();
}

/** What the start-up banner prints of the demo: the sign-ins that still have the demo password. */
export interface DemoSignIns {
  admin: DemoSignIn | undefined;
  clients: DemoClientSignIns | undefined;
}

/**
 * First start with SEED=small: load the demo data and create the demo administrator and client users.
 * Returns their sign-ins while they still have the demo password, so the banner can print them.
 */
export async function prepareDemo(
  db: Kysely<Database>,
  pool: pg.Pool,
  config: Pick<Config, 'seed'>,
  log: Logger,
  /** The demo's "today" ('yyyy-MM-dd', see seed/time.ts): the server passes its business clock's day. */
  anchor: string,
): Promise<DemoSignIns | undefined> {
  await syncPermissionCatalogue(db);
  if (config.seed === 'none') return undefined;

  const empty = (await sql<{ empty: boolean }>`select not exists (select 1 from users) as empty`.execute(db))
    .rows[0]?.empty;
  if (empty) {
    const started = Date.now();
    log.info({ anchor }, 'empty database: loading demo data (SEED=small) of today');
    // Loaded only here: the generator's name pools (faker, every locale) would otherwise take ~25 MB of every
    // server's memory, production included.
    const { runSeed } = await import('./run.js');
    await runSeed(pool, { size: 'small', seed: 1, anchor });
    await createDemoAdmin(db);
    await createDemoClientUsers(db);
    log.info({ ms: Date.now() - started }, 'demo data loaded');
  }
  const admin = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', DEMO_ADMIN_EMAIL)
    .executeTakeFirst();
  const adminSignIn =
    admin?.password_hash && (await verifyPassword(admin.password_hash, DEMO_PASSWORD))
      ? { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }
      : undefined;
  const clients = await demoClientSignIns(db);
  return adminSignIn || clients ? { admin: adminSignIn, clients } : undefined;
}

async function createDemoAdmin(db: Kysely<Database>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        kind: 'staff',
        all_clients: true,
        name: 'Administradora Demonstração',
        email: DEMO_ADMIN_EMAIL,
        status: 'active',
        password_hash: passwordHash,
        password_changed_at: new Date(),
        locale: 'pt-BR',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_permissions')
      .values(ALL_PERMISSION_KEYS.map((key) => ({ user_id: user.id, permission_key: key })))
      .execute();
  });
}
