import {
  PARCELS_TO_AUTHORIZE_PATH,
  PAYMENT_ORDER_LIST_PATH,
  PENDING_DOCUMENTS_PATH,
  REMITTANCE_LIST_PATH,
  USERS_PATH,
  type HomeFigureKey,
} from '@fxbo/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientScope, inClientScope, type ClientScope } from '../../platform/client-scope.js';
import type { SessionUser } from '../../platform/sessions.js';

interface Figure {
  key: HomeFigureKey;
  permission: string;
  url: string;
  /** `from … where …` of the rows counted, given the user's client scope. */
  rows: (scope: ClientScope) => { from: Expression<unknown>; where: Expression<SqlBool> };
}

const TODAY_SP = sql`(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`;

// Each count runs on an index chosen for it (see docs/data-model.md); the São Paulo day bounds "today".
const figures: Figure[] = [
  {
    key: 'remittances.today',
    permission: 'remittances.consult',
    url: REMITTANCE_LIST_PATH,
    rows: (scope) => ({
      from: sql`remittances`,
      where: sql<SqlBool>`include_date >= ${TODAY_SP} and ${inClientScope('client_id', scope)}`,
    }),
  },
  {
    key: 'remittances.blocked',
    permission: 'remittances.consult',
    url: `${REMITTANCE_LIST_PATH}?status=blocked`,
    rows: (scope) => ({
      from: sql`remittances`,
      where: sql<SqlBool>`status = 'blocked' and ${inClientScope('client_id', scope)}`,
    }),
  },
  {
    key: 'payment-orders.waiting-credit',
    permission: 'payment-orders.consult',
    url: PAYMENT_ORDER_LIST_PATH,
    rows: (scope) => ({
      from: sql`payment_orders`,
      where: sql<SqlBool>`state = 'waiting_credit_date' and ${inClientScope('client_id', scope)}`,
    }),
  },
  {
    key: 'documents.open-pendencies',
    permission: 'documents.consult',
    url: PENDING_DOCUMENTS_PATH,
    rows: (scope) => ({
      // The pendency carries its document's client (migration 0027, held equal by a foreign key).
      from: sql`document_pendencies`,
      where: sql<SqlBool>`resolved_at is null and ${inClientScope('client_id', scope)}`,
    }),
  },
  {
    key: 'parcels.pending',
    permission: 'parcels.consult',
    url: PARCELS_TO_AUTHORIZE_PATH,
    rows: (scope) => ({
      from: sql`parcels`,
      where: sql<SqlBool>`status = 'pending' and ${inClientScope('client_id', scope)}`,
    }),
  },
  {
    key: 'access-requests.pending',
    permission: 'access-requests.approve',
    url: USERS_PATH,
    rows: () => ({ from: sql`access_requests`, where: sql<SqlBool>`status = 'pending'` }),
  },
];

async function count(db: Kysely<Database>, rows: ReturnType<Figure['rows']>): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from ${rows.from} where ${rows.where}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Only the figures of areas the user holds, counted within the user's clients. */
export async function homeSummary(db: Kysely<Database>, user: SessionUser) {
  const scope = clientScope(user);
  const visible = figures.filter((f) => user.permissions.has(f.permission));
  const counts = await Promise.all(visible.map((f) => count(db, f.rows(scope))));
  return { items: visible.map((f, i) => ({ key: f.key, count: counts[i] ?? 0, url: f.url })) };
}
