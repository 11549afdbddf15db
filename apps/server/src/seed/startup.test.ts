import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../test/suite.js';
import { hashPassword } from '../platform/password-hash.js';
import { DEMO_CLIENT_USERS } from './demo-clients.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { DEMO_ADMIN_EMAIL, prepareDemo } from './startup.js';

const log = pino({ level: 'silent' });
// A Wednesday after the historical demo's reference day: the demo is of this day.
const ANCHOR = '2026-12-09';

describe('the demo on first start', () => {
  const t = suiteDatabase();

  it(
    'creates the administrator and two client users of the client with most to do, and names their sign-ins',
    { timeout: 120_000 },
    async () => {
      const demo = await prepareDemo(t.db, t.pool, { seed: 'small' }, log, ANCHOR);
      const users = await t.db
        .selectFrom('users as u')
        .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
        .select(['u.id', 'u.email', 'u.kind', 'u.locale', 'uc.client_id'])
        .where(
          'u.email',
          'in',
          DEMO_CLIENT_USERS.map((u) => u.email),
        )
        .orderBy('u.email', 'desc')
        .execute();
      expect(users.map((u) => [u.email, u.kind, u.locale])).toEqual([
        ['cliente@demo.example', 'client', 'pt-BR'],
        ['client@demo.example', 'client', 'en'],
      ]);
      const clientId = users[0]!.client_id;
      expect(users[1]!.client_id).toBe(clientId);
      // The demo is of its anchor day: the data runs to the afternoon before, and the client's users find work.
      const count = (q: string) => `(select count(*)::int from ${q})`;
      const work = await sql<Record<string, number | string>>`
      select
        ${sql.raw(count(`payment_orders where client_id = ${clientId} and state = 'waiting_credit_date'`))} as waiting,
        ${sql.raw(count(`payment_orders where client_id = ${clientId} and state = 'waiting_credit_date' and credit_date between '${ANCHOR}'::date - 7 and '${ANCHOR}'`))} as "waitingDueThisWeek",
        ${sql.raw(count(`payment_orders where client_id = ${clientId} and state = 'confirmed' and available_balance > 0 and credit_date >= '${ANCHOR}'::date - 7`))} as "creditedThisWeek",
        ${sql.raw(count(`contracts where client_id = ${clientId} and contract_type = 'export' and status = 'open'`))} as "openExports",
        ${sql.raw(count(`parcels where client_id = ${clientId} and status = 'pending'`))} as "pendingParcels",
        ${sql.raw(count(`documents where client_id = ${clientId}`))} as documents,
        ${sql.raw(count(`document_pendencies where client_id = ${clientId} and resolved_at is null`))} as "openPendencies",
        (select max(include_date at time zone 'America/Sao_Paulo')::date::text from remittances) as "lastInclusion",
        (select max(created_at) < '${sql.raw(ANCHOR)}T00:00:00-03:00'::timestamptz from payment_orders) as "nothingLater"
    `.execute(t.db);
      const w = work.rows[0]!;
      expect(w.waiting).toBeGreaterThanOrEqual(4);
      expect(w.waitingDueThisWeek).toBe(w.waiting);
      expect(w.creditedThisWeek).toBeGreaterThanOrEqual(4);
      for (const key of ['openExports', 'pendingParcels', 'documents', 'openPendencies'])
        expect(w[key], key).toBeGreaterThan(0);
      expect(w.lastInclusion).toBe('2026-12-08');
      expect(w.nothingLater).toBe(true);
      const client = await t.db
        .selectFrom('clients')
        .select('name')
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      expect(demo).toEqual({
        admin: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
        clients: {
          client: client.name,
          users: [
            { email: 'cliente@demo.example', password: DEMO_PASSWORD, locale: 'pt-BR' },
            { email: 'client@demo.example', password: DEMO_PASSWORD, locale: 'en' },
          ],
        },
      });
      // Both may receive; only the client administrator cancels remittances; neither sees staff work.
      const keys = async (id: string) =>
        (
          await t.db
            .selectFrom('user_permissions')
            .select('permission_key')
            .where('user_id', '=', id)
            .execute()
        ).map((r) => r.permission_key);
      const [pt, en] = [await keys(users[0]!.id), await keys(users[1]!.id)];
      expect(pt).toContain('payment-orders.receive');
      expect(en).toContain('payment-orders.receive');
      expect(pt).toContain('remittances.cancel');
      expect(en).not.toContain('remittances.cancel');
      expect(pt).not.toContain('users.administer');

      // A second start seeds nothing and prints only the sign-ins that still have the demo password.
      await t.db
        .updateTable('users')
        .set({ password_hash: await hashPassword('Outra#Senha9') })
        .where('email', '=', 'client@demo.example')
        .execute();
      const again = await prepareDemo(t.db, t.pool, { seed: 'small' }, log, ANCHOR);
      expect(again?.clients?.users.map((u) => u.email)).toEqual(['cliente@demo.example']);
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN_EMAIL).execute(),
      ).toHaveLength(1);
    },
  );
});
