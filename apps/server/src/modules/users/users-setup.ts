import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import { signedInAdministrator, type Agent } from '../../../test/auth.js';
import { type TestUser } from '../../../test/users.js';
import type { Database } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

/* The user administration tests' app, administrator and request helpers (users.test.ts, administration.test.ts). */

export const t = suiteApp();
export let db: Kysely<Database>;
export let admin: TestUser;
export let adminAgent: Agent;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (agent: Agent | null, method: Method, url: string, payload?: unknown, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(agent?.headers ?? {}),
      ...(lang ? { 'accept-language': lang } : {}),
      'user-agent': 'users-test',
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** Whether a session still works. */
export const signedIn = async (agent: Agent) => (await call(agent, 'GET', '/api/auth/me')).statusCode === 200;

export const auditOf = (entityId: string, action: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

beforeAll(async () => {
  db = t.database.db;
  ({ agent: adminAgent, ...admin } = await signedInAdministrator(t));
});
