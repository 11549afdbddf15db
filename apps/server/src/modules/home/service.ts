import type { HomeFigureKey } from '@fxbo/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../auth/sessions.js';
import { clientScope } from '../../http/auth-guard.js';

interface Figure {
  key: HomeFigureKey;
  permission: string;
  url: string;
  count: (db: Kysely<Database>, scope: readonly string[] | undefined) => Promise<number>;
}

const inScope = (column: string, scope: readonly string[] | undefined): Expression<SqlBool> =>
  scope ? sql<SqlBool>`${sql.ref(column)} = any(${scope}::bigint[])` : sql<SqlBool>`true`;

const toNumber = (rows: { n: string | number }[]) => Number(rows[0]?.n ?? 0);

// Each count runs on an index chosen for it (see docs/data-model.md); the São Paulo day bounds "today".
const figures: Figure[] = [
  {
    key: 'remittances.today',
    permission: 'remittances.consult',
    url: '/remittance',
    count: async (db, scope) =>
      toNumber(
        await db
          .selectFrom('remittances')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(
            sql<SqlBool>`include_date >= (date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`,
          )
          .where(inScope('client_id', scope))
          .execute(),
      ),
  },
  {
    key: 'remittances.blocked',
    permission: 'remittances.consult',
    url: '/remittance?status=blocked',
    count: async (db, scope) =>
      toNumber(
        await db
          .selectFrom('remittances')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'blocked')
          .where(inScope('client_id', scope))
          .execute(),
      ),
  },
  {
    key: 'payment-orders.waiting-credit',
    permission: 'payment-orders.consult',
    url: '/payment-order',
    count: async (db, scope) =>
      toNumber(
        await db
          .selectFrom('payment_orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('state', '=', 'waiting_credit_date')
          .where(inScope('client_id', scope))
          .execute(),
      ),
  },
  {
    key: 'documents.open-pendencies',
    permission: 'documents.consult',
    url: '/documents-pending',
    count: async (db, scope) =>
      toNumber(
        await db
          .selectFrom('document_pendencies as p')
          .innerJoin('documents as d', 'd.id', 'p.document_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('p.resolved_at', 'is', null)
          .where(inScope('d.client_id', scope))
          .execute(),
      ),
  },
  {
    key: 'parcels.pending',
    permission: 'parcels.consult',
    url: '/parcels-to-authorize',
    count: async (db, scope) =>
      toNumber(
        await db
          .selectFrom('parcels')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'pending')
          .where(inScope('client_id', scope))
          .execute(),
      ),
  },
  {
    key: 'access-requests.pending',
    permission: 'access-requests.approve',
    url: '/admin/users',
    count: async (db) =>
      toNumber(
        await db
          .selectFrom('access_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'pending')
          .execute(),
      ),
  },
];

/** Only the figures of areas the user holds, counted within the user's clients. */
export async function homeSummary(db: Kysely<Database>, user: SessionUser) {
  const scope = clientScope(user);
  const visible = figures.filter((f) => user.permissions.has(f.permission));
  const counts = await Promise.all(visible.map((f) => f.count(db, scope)));
  return { items: visible.map((f, i) => ({ key: f.key, count: counts[i] ?? 0, url: f.url })) };
}
