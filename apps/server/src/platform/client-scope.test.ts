import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { createClient } from '../../test/fixtures/remittances.js';
import { createUser } from '../../test/users.js';
import { clientScope, inClientScope, userInClientScope, type ClientScope } from './client-scope.js';
import type { SessionUser } from './sessions.js';

const user = (over: Partial<SessionUser>): SessionUser => ({
  sessionId: 's',
  userId: 'u',
  name: 'n',
  email: 'e',
  kind: 'staff',
  locale: 'pt-BR',
  permissions: new Set(),
  allClients: false,
  clientIds: ['1', '2'],
  csrfTokenHash: null,
  ...over,
});

describe('client scope', () => {
  it('staff see all clients through the flag or the clients.all permission', () => {
    expect(clientScope(user({ allClients: true }))).toBeUndefined();
    expect(clientScope(user({ permissions: new Set(['clients.all']) }))).toBeUndefined();
  });

  it('everyone else sees only the associated clients', () => {
    expect(clientScope(user({}))).toEqual(['1', '2']);
    expect(
      clientScope(user({ kind: 'client', allClients: true, permissions: new Set(['clients.all']) })),
    ).toEqual(['1', '2']);
    expect(clientScope(user({ clientIds: [] }))).toEqual([]);
  });
});

// The SQL conditions every module applies, run on PostgreSQL: an empty scope is "no client", never "every client".
describe('client-scope conditions', () => {
  let database: TestDatabase;
  let a: string;
  let b: string;
  let users: { withA: string; withB: string; withNone: string; allClients: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    a = (await createClient(db)).id;
    b = (await createClient(db)).id;
    users = {
      withA: (await createUser(db, { clientIds: [a] })).id,
      withB: (await createUser(db, { kind: 'client', clientIds: [b] })).id,
      withNone: (await createUser(db)).id,
      allClients: (await createUser(db, { allClients: true, clientIds: [a] })).id,
    };
  });
  afterAll(async () => database.drop());

  const clientsIn = async (scope: ClientScope) =>
    (
      await database.db
        .selectFrom('clients as c')
        .select('c.id')
        .where('c.id', 'in', [a, b])
        .where(inClientScope('c.id', scope))
        .orderBy('c.id')
        .execute()
    ).map((r) => r.id);

  const usersIn = async (scope: ClientScope) =>
    (
      await database.db
        .selectFrom('users as u')
        .select('u.id')
        .where('u.id', 'in', Object.values(users))
        .where(userInClientScope('u', scope))
        .execute()
    )
      .map((r) => r.id)
      .sort();

  it('inClientScope: undefined is every client, a list is those clients, an empty list is none', async () => {
    expect(await clientsIn(undefined)).toEqual([a, b]);
    expect(await clientsIn([b])).toEqual([b]);
    expect(await clientsIn([])).toEqual([]);
  });

  it('userInClientScope: users sharing a client of the scope, never staff with every client; empty is none', async () => {
    expect(await usersIn(undefined)).toEqual(Object.values(users).sort());
    expect(await usersIn([a])).toEqual([users.withA]);
    expect(await usersIn([a, b])).toEqual([users.withA, users.withB].sort());
    expect(await usersIn([])).toEqual([]);
  });
});
