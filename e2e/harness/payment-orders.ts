import { PAYMENT_ORDER_DETAIL_FIELDS } from '@fxbo/domain';
import type pg from 'pg';
import { text, type Language } from './catalog';
import { grantPermissions } from './signin';
import { createUser, type TestUser } from './users';

// Test data of the payment orders' screens (orders arrive from the bank's feed, which e2e does not run) and
// the users who see them, written straight into the app's database.

/** A text of the payment orders' catalogue. */
export const po = (key: string, language: Language = 'pt-BR') => text(language, key, 'paymentOrders');
/** A field's label on the order's page and the receiving flow's summary (the domain's, in both languages). */
export const orderField = (key: keyof typeof PAYMENT_ORDER_DETAIL_FIELDS, language: Language = 'pt-BR') =>
  PAYMENT_ORDER_DETAIL_FIELDS[key].label[language];

export interface TestOrder {
  opr: string;
  clientId: string;
  issuerName: string;
  state: 'waiting_credit_date' | 'confirmed';
  /** USD, e.g. '10000.00'; a confirmed order's available balance is all of it, a waiting one's nothing. */
  creditValue: string;
  bankerExpenses: string;
  /** The register date (ISO); the document date is the day before, the operation date the same day and a
   * confirmed order's credit date the day after. */
  registerDate: string;
}

/** A USD order from a US issuer (account `US-ACC-<opr>`); returns its id. */
export async function insertPaymentOrder(db: pg.Client, order: TestOrder): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into payment_orders (opr_number, client_id, issuer_name, issuer_country, foreign_account, currency,
       credit_value, available_balance, banker_expenses, state, register_date, document_date, operation_date,
       credit_date, confirmed_at)
     values ($1, $2, $3, 'US', 'US-ACC-' || $1, 'USD', $4, case when $5 = 'confirmed' then $4::numeric else 0 end,
       $6, $5, $7::date, $7::date - 1, $7::date,
       case when $5 = 'confirmed' then $7::date + 1 end, case when $5 = 'confirmed' then now() end)
     returning id::text`,
    [
      order.opr,
      order.clientId,
      order.issuerName,
      order.creditValue,
      order.state,
      order.bankerExpenses,
      order.registerDate,
    ],
  );
  return rows[0]!.id;
}

/**
 * A new user holding `permissions` and linked to the client `clientId`: staff, or with `kind: 'client'` a
 * client user who sees only its linked clients.
 */
export async function createLinkedUser(
  db: pg.Client,
  label: string,
  {
    permissions,
    clientId,
    kind = 'staff',
  }: { permissions: readonly string[]; clientId: string; kind?: 'staff' | 'client' },
): Promise<TestUser> {
  const user = await createUser(label);
  await grantPermissions(user.email, permissions);
  if (kind === 'client')
    await db.query(`update users set kind = 'client', all_clients = false where email = $1`, [user.email]);
  await db.query(`insert into user_clients (user_id, client_id) select id, $2 from users where email = $1`, [
    user.email,
    clientId,
  ]);
  return user;
}
