import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { hashPassword } from '../src/platform/password-hash.js';

export const TEST_PASSWORD = 'Senha@Forte1';
let counter = 0;
let hashed: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A user straight in the database (argon2id hash of TEST_PASSWORD computed once per file). */
export async function createUser(
  db: Kysely<Database>,
  opts: {
    kind?: 'staff' | 'client';
    allClients?: boolean;
    permissions?: string[];
    clientIds?: string[];
    status?: 'active' | 'inactive' | 'pending';
    cpf?: string;
    name?: string;
    email?: string;
  } = {},
): Promise<TestUser> {
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
