import type { Kysely } from 'kysely';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/schema.js';
import { signedInUser, type Agent } from './auth.js';
import type { NewUser } from './users.js';

/*
 * A test file's callers, signed in with one call in its beforeAll (each a new user with a session of its own):
 *   ({ staff, ofA, without } = await signIn(t, {
 *     staff: staffWith('contracts.consult'),
 *     ofA: clientOf([a.id], 'contracts.consult'),
 *     without: staffWith(),
 *   }));
 */

/** Signed-in agents, one per name, each a new user as `who` says. */
export async function signIn<K extends string>(
  t: { database: { db: Kysely<Database> }; config: Config },
  who: Readonly<Record<K, NewUser>>,
): Promise<Record<K, Agent>> {
  const agents = {} as Record<K, Agent>;
  for (const name of Object.keys(who) as K[]) agents[name] = (await signedInUser(t, who[name])).agent;
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
