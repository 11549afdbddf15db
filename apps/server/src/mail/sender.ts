import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../db/schema.js';
import type { Mailer } from './transport.js';

const BATCH = 20;
const POLL_MS = 2_000;
const MAX_ATTEMPTS = 8;
/** While one instance sends a row, others skip it; if that instance dies the row is retried after this. */
const LEASE = '5 minutes';

interface Claimed {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export interface OutboxSender {
  /** Sends what is due now, without waiting for the next poll. Resolves when the batch is done. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** Claims due messages with SKIP LOCKED so any number of API instances can run a sender. */
export async function sendDue(
  db: Kysely<Database>,
  mailer: Mailer,
  log: Logger,
  ids?: string[],
): Promise<number> {
  const claimed = await sql<Claimed>`
    update mail_outbox set attempts = attempts + 1, send_after = now() + ${LEASE}::interval
    where id in (
      select id from mail_outbox
      where status = 'pending' and send_after <= now() ${ids ? sql`and id = any(${ids}::bigint[])` : sql``}
      order by send_after limit ${BATCH} for update skip locked)
    returning id, "to", subject, text, html, attempts`.execute(db);
  let sent = 0;
  for (const m of claimed.rows) {
    try {
      await mailer.send(m);
      await sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${m.id}`.execute(
        db,
      );
      sent++;
    } catch (err) {
      const failed = m.attempts >= MAX_ATTEMPTS;
      // Exponential back-off: 30 s, 1 min, 2 min, ... capped at 1 h.
      const delay = Math.min(30 * 2 ** (m.attempts - 1), 3600);
      await sql`update mail_outbox set status = ${failed ? 'failed' : 'pending'}, last_error = ${String(err).slice(0, 1000)},
        send_after = now() + ${`${delay} seconds`}::interval where id = ${m.id}`.execute(db);
      log.warn(
        { mailId: m.id, attempts: m.attempts, err: String(err) },
        failed ? 'mail failed for good' : 'mail failed; will retry',
      );
    }
  }
  return sent;
}

export function startOutboxSender(db: Kysely<Database>, mailer: Mailer, log: Logger): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  const tick = () => {
    running = sendDue(db, mailer, log).catch((err: unknown) => {
      log.warn({ err: String(err) }, 'mail sender could not reach the database');
      return 0;
    });
    void running.finally(() => {
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    });
  };
  timer = setTimeout(tick, 0);

  return {
    async flush() {
      await running;
      return sendDue(db, mailer, log);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
