import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { storedMail, type OutgoingMail } from './transport.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Queues a message in the same transaction as the change that causes it, so a rolled-back change
 * never sends mail and a committed one always does (the sender retries until it goes out).
 */
export async function enqueueMail(db: Executor, outgoing: OutgoingMail): Promise<string> {
  const mail = storedMail(outgoing);
  const row = await sql<{ id: string }>`
    insert into mail_outbox ("to", subject, text, html)
    values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})
    returning id`.execute(db);
  return String(row.rows[0]?.id);
}
