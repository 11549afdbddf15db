import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import { sessionFor, signedInAdministrator, type Agent } from '../../../test/auth.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createUser, type TestUser } from '../../../test/users.js';
import type { Database } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

/* The user creation and edit tests' app, administrator and request helpers (create.test.ts, edit.test.ts). */

// Users created and edited in the app (issue 24): POST /api/users and PUT /api/users/:id.

export const t = suiteApp();
export let db: Kysely<Database>;
export let admin: TestUser;
export let adminAgent: Agent;
export let acme: { id: string };
export let beta: { id: string };
export let scopedAdmin: Agent;
export const tag = `c${Date.now()}`;
export let n = 0;
export const email = (who: string) => `${who}.${tag}.${++n}@novo.test`;

export type Method = 'GET' | 'POST' | 'PUT';
export const call = (agent: Agent, method: Method, url: string, payload?: unknown, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...agent.headers, ...(lang ? { 'accept-language': lang } : {}), 'user-agent': 'create-test' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

export const userByEmail = (address: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', address)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const mailTo = (address: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to', '=', address).orderBy('id', 'desc').execute();

beforeAll(async () => {
  db = t.database.db;
  ({ agent: adminAgent, ...admin } = await signedInAdministrator(t));
  acme = await createClient(db, `Acme ${tag}`);
  beta = await createClient(db, `Beta ${tag}`);
  const s = await createUser(db, {
    kind: 'client',
    permissions: ['users.consult', 'users.administer', 'remittances.consult'],
    clientIds: [acme.id],
  });
  scopedAdmin = await sessionFor(db, t.config, s.id);
});
