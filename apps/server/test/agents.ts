import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/schema.js';
import { signedInUser, type Agent } from './auth.js';
import type { NewUser } from './users.js';

/*
 * A test file's callers, each a new user with a session of its own, declared with the block's other fixtures
 * and signed in by its beforeAll (a user naming a client another fixture makes is given as a function):
 *   const t = suiteApp();
 *   const { a, b } = suiteClients(t);
 *   const { staff, ofA, without } = suiteAgents(t, {
 *     staff: staffWith('contracts.consult'),
 *     ofA: () => clientOf([a.id], 'contracts.consult'),
 *     without: staffWith(),
 *   });
 * or, inside a hook or a test, `({ staff, ofA } = await signIn(t, { ... }))`.
 */

type Suite = { database: { db: Kysely<Database> }; config: Config };

/** Signed-in agents, one per name, each a new user as `who` says. */
export async function signIn<K extends string>(
  t: Suite,
  who: Readonly<Record<K, NewUser>>,
): Promise<Record<K, Agent>> {
  const agents = {} as Record<K, Agent>;
  for (const name of Object.keys(who) as K[]) agents[name] = (await signedInUser(t, who[name])).agent;
  return agents;
}

/**
 * Signed-in agents for the enclosing describe block, one per name, filled in by a beforeAll (after the fixtures
 * declared before them): read them inside tests and hooks, not while the block is being declared.
 */
export function suiteAgents<K extends string>(
  t: Suite,
  who: Readonly<Record<K, NewUser | (() => NewUser)>>,
): Record<K, Agent> {
  const names = Object.keys(who) as K[];
  const agents = Object.fromEntries(names.map((name) => [name, {} as Agent])) as Record<K, Agent>;
  beforeAll(async () => {
    for (const name of names) {
      const user = who[name];
      Object.assign(agents[name], (await signedInUser(t, typeof user === 'function' ? user() : user)).agent);
    }
  });
  return agents;
}

/** Staff of every client holding `permissions` (none: a signed-in user who may do nothing). */
export const staffWith = (...permissions: string[]): NewUser => ({
  kind: 'staff',
  allClients: true,
  permissions,
});

/** Staff limited to `clientIds`, holding `permissions`. */
export const staffOf = (clientIds: string[], ...permissions: string[]): NewUser => ({
  kind: 'staff',
  allClients: false,
  clientIds,
  permissions,
});

/** A client user of `clientIds`, holding `permissions`. */
export const clientOf = (clientIds: string[], ...permissions: string[]): NewUser => ({
  kind: 'client',
  clientIds,
  permissions,
});
