import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { hashPassword } from '../src/platform/password-hash.js';
import { randomToken, tokenHash } from '../src/platform/tokens.js';

export const TEST_PASSWORD = 'Senha@Forte1';
let counter = 0;
let hashed: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** What a test may say of a new user; the rest takes a default. */
export interface NewUser {
  kind?: 'staff' | 'client';
  allClients?: boolean;
  permissions?: string[];
  clientIds?: string[];
  status?: 'active' | 'inactive' | 'pending';
  cpf?: string;
  name?: string;
  email?: string;
}

/** A user straight in the database (argon2id hash of TEST_PASSWORD computed once per file). */
export async function createUser(db: Kysely<Database>, opts: NewUser = {}): Promise<TestUser> {
  hashed ??= hashPassword(TEST_PASSWORD);
  counter++;
  const email = opts.email ?? `user${counter}.${Date.now()}@corretora.test`;
  const user = await db
    .insertInto('users')
    .values({
      kind: opts.kind ?? 'staff',
      all_clients: opts.allClients ?? false,
      name: opts.name ?? `Usuária Teste ${counter} Silva`,
      email,
      cpf: opts.cpf ?? null,
      status: opts.status ?? 'active',
      password_hash: await hashed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.permissions?.length) {
    await db
      .insertInto('permissions')
      .values(opts.permissions.map((key) => ({ key, area: key.split('.')[0] ?? key })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('user_permissions')
      .values(opts.permissions.map((key) => ({ user_id: user.id, permission_key: key })))
      .execute();
  }
  if (opts.clientIds?.length) {
    await db
      .insertInto('user_clients')
      .values(opts.clientIds.map((client_id) => ({ user_id: user.id, client_id })))
      .execute();
  }
  return { id: user.id, email, password: TEST_PASSWORD };
}

/** A device the user trusts for a day (it spares them the e-mailed code at sign-in). */
export async function trustDevice(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({
      user_id: userId,
      token_hash: tokenHash(randomToken()),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
}

/** Whether each of the user's trusted devices is revoked. */
export async function devicesRevoked(db: Kysely<Database>, userId: string): Promise<boolean[]> {
  const devices = await db
    .selectFrom('trusted_devices')
    .select('revoked_at')
    .where('user_id', '=', userId)
    .execute();
  return devices.map((d) => d.revoked_at !== null);
}
