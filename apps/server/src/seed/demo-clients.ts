import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Locale } from '../http/locale.js';
import { hashPassword, verifyPassword } from '../platform/password-hash.js';
import { ALL_PERMISSION_KEYS } from './domain.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { GRANTS } from './grants.js';

/*
 * The demo's client users: two people of one client company, created beside the demo administrator on the
 * first start, so a visitor can see the product as a client sees it (their scope, their menu, their e-mails).
 * The company is the seeded client with the most to do: orders waiting for credit or with a balance to
 * receive, open export contracts and dispatch requests, parcels to authorize and open document pendencies
 * (the seed's "today's desk" client, orders.ts).
 */

export interface DemoClientUser {
  email: string;
  name: string;
  locale: Locale;
  role: 'client' | 'client-admin';
}

export const DEMO_CLIENT_USERS: readonly DemoClientUser[] = [
  { email: 'cliente@demo.example', name: 'Camila Demonstração Costa', locale: 'pt-BR', role: 'client-admin' },
  { email: 'client@demo.example', name: 'Daniel Demonstração Reis', locale: 'en', role: 'client' },
];

/** A demo sign-in the start-up banner prints while it still has the demo password. */
export interface DemoSignIn {
  email: string;
  password: string;
}

export interface DemoClientSignIns {
  client: string;
  users: (DemoSignIn & { locale: Locale })[];
}

/** The seeded client with the most open work for its users (ties: the lowest id); undefined without clients. */
async function busiestClient(db: Kysely<Database>): Promise<string | undefined> {
  const row = await sql<{ id: string }>`
    select c.id::text as id from clients c
    order by
      (select count(*) from payment_orders p where p.client_id = c.id and p.state = 'waiting_credit_date')
      + (select count(*) from payment_orders p
          where p.client_id = c.id and p.state = 'confirmed' and p.available_balance > 0)
      + (select count(*) from contracts k where k.client_id = c.id and k.contract_type = 'export' and k.status = 'open')
      + (select count(*) from export_dispatch_requests e where e.client_id = c.id and e.status = 'pending')
      + (select count(*) from parcels x where x.client_id = c.id and x.status = 'pending')
      + (select count(*) from document_pendencies d where d.client_id = c.id and d.resolved_at is null) desc,
      c.id
    limit 1`.execute(db);
  return row.rows[0]?.id;
}

/** Creates the demo client users on the busiest client (first start only, after the seed). */
export async function createDemoClientUsers(db: Kysely<Database>): Promise<void> {
  const clientId = await busiestClient(db);
  if (!clientId) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const u of DEMO_CLIENT_USERS) {
      const user = await trx
        .insertInto('users')
        .values({
          kind: 'client',
          name: u.name,
          email: u.email,
          status: 'active',
          password_hash: passwordHash,
          password_changed_at: new Date(),
          locale: u.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_clients').values({ user_id: user.id, client_id: clientId }).execute();
      await trx
        .insertInto('user_permissions')
        .values(
          ALL_PERMISSION_KEYS.filter((key) => GRANTS[u.role](key)).map((key) => ({
            user_id: user.id,
            permission_key: key,
          })),
        )
        .execute();
    }
  });
}

/** The demo client users that still have the demo password, and their company; undefined when none has. */
export async function demoClientSignIns(db: Kysely<Database>): Promise<DemoClientSignIns | undefined> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
    .innerJoin('clients as c', 'c.id', 'uc.client_id')
    .select(['u.email', 'u.locale', 'u.password_hash', 'c.name as client'])
    .where(
      'u.email',
      'in',
      DEMO_CLIENT_USERS.map((u) => u.email),
    )
    .where('u.kind', '=', 'client')
    .where('u.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .execute();
  const users: DemoClientSignIns['users'] = [];
  for (const demo of DEMO_CLIENT_USERS) {
    const row = rows.find((r) => r.email === demo.email);
    if (row?.password_hash && (await verifyPassword(row.password_hash, DEMO_PASSWORD)))
      users.push({ email: row.email, password: DEMO_PASSWORD, locale: row.locale });
  }
  const client = rows[0]?.client;
  return client && users.length ? { client, users } : undefined;
}
