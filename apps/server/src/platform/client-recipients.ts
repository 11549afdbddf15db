import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Locale } from '../http/locale.js';

/** Whom a mail about a client's record reaches: one of the client's own users, in their language. */
export interface ClientRecipient {
  email: string;
  name: string;
  locale: Locale;
}

/**
 * The client's own active users, by e-mail (staff who see every client are not the client, nor is the staff
 * member who acted for it): they are told what was done on the client's records.
 */
export async function clientRecipients(
  db: Kysely<Database> | Transaction<Database>,
  clientId: string,
): Promise<ClientRecipient[]> {
  return await db
    .selectFrom('users as u')
    .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
    .select(['u.email', 'u.name', 'u.locale'])
    .where('uc.client_id', '=', clientId)
    .where('u.kind', '=', 'client')
    .where('u.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .orderBy('u.email')
    .execute();
}
