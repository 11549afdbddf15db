import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/platform/password-hash.js';
import { createSession } from '../../apps/server/src/platform/sessions.js';
import { openRawPost } from '../../apps/server/test/raw-http.js';
import type { BenchServer } from './server.js';
import { round } from './stats.js';

/*
 * Receiving uploads at once (issue 23, item 5): 80 receivings, each with a 10 MB PDF, sent together by 80 client
 * users, a quarter valid against confirmed orders of their clients and the rest refused (another client's
 * order, an order that does not exist, an unknown quote), and the server's resident memory measured from before
 * the burst to its peak. A 429 (no free upload slot) is retried as the screen would: a new quote, then again
 * after Retry-After. Budget: RSS rises by at most 150 MB.
 */

export const UPLOAD_RSS_BUDGET_MB = 150;
const FILE_BYTES = 10 * 1024 * 1024;
const RETRIES = 5;

type Kind = 'valid' | 'foreign order' | 'no such order' | 'unknown quote';
const KINDS: readonly Kind[] = (process.env.KINDS ?? 'valid,foreign order,no such order,unknown quote').split(
  ',',
) as Kind[];

export interface UploadRun {
  uploads: number;
  /** Final answers by kind and status, e.g. `valid 201`. */
  answers: Record<string, number>;
  /** 429s met (and retried). */
  busy: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

interface Upload {
  kind: Kind;
  orderId: string;
  headers: Record<string, string>;
}

/** Confirmed orders with something available, one per client (their users upload against them). */
async function receivableOrders(db: Kysely<Database>, n: number) {
  const { rows } = await sql<{ id: string; client_id: string }>`
    select distinct on (client_id) id::text, client_id::text from payment_orders
     where state = 'confirmed' and available_balance >= 100 and currency in ('USD', 'EUR', 'GBP', 'CHF')
     order by client_id, id limit ${n}`.execute(db);
  return rows;
}

/** A client user of `clientId` who may receive, signed in (made once, reused by later runs). */
async function uploader(db: Kysely<Database>, config: Config, i: number, clientId: string) {
  const email = `bench.upload.${i}@bench.example`;
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const user =
    existing ??
    (await db
      .insertInto('users')
      .values({
        kind: 'client',
        all_clients: false,
        name: `Bench Uploader ${i}`,
        email,
        status: 'active',
        password_hash: await hashPassword('Bench@2026!'),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  if (!existing)
    await db
      .insertInto('user_permissions')
      .values(
        ['payment-orders.consult', 'payment-orders.receive'].map((k) => ({
          user_id: user.id,
          permission_key: k,
        })),
      )
      .execute();
  await db.deleteFrom('user_clients').where('user_id', '=', user.id).execute();
  await db.insertInto('user_clients').values({ user_id: user.id, client_id: clientId }).execute();
  const session = await createSession(db, config.auth, user.id, { ip: null, userAgent: 'bench' });
  return {
    cookie: `fxbo_session=${session.token}; fxbo_csrf=${session.csrfToken}`,
    'x-csrf-token': session.csrfToken,
    'accept-language': 'pt-BR',
  };
}

async function quote(baseUrl: string, upload: Upload): Promise<string> {
  const res = await fetch(`${baseUrl}/api/payment-orders/${upload.orderId}/quote`, {
    method: 'POST',
    headers: upload.headers,
  });
  if (!res.ok) throw new Error(`quote for order ${upload.orderId} answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** The receiving's body: `data` (100.00 of the order's currency, to a PIX key), then the 10 MB PDF. */
async function body(quoteId: string, file: Blob) {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      quoteId,
      payer: 'Bench Payer Inc.',
      payerCountry: 'US',
      bindingRelationship: 'client_abroad',
      reason: 'services_export',
      receiptValue: '100.00',
      pixKeyType: 'email',
      pixKey: 'bench@bench.example',
    }),
  );
  form.append('document', file, 'comprovante.pdf');
  const request = new Request('http://bench/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/** One upload to its final answer, retrying a 429 (counted in `busy`) with a new quote after Retry-After. */
async function send(baseUrl: string, upload: Upload, file: Blob, busy: { n: number }): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const quoteId = upload.kind === 'valid' ? await quote(baseUrl, upload) : randomUUID();
    const { bytes, type } = await body(quoteId, file);
    const post = openRawPost({
      port: Number(new URL(baseUrl).port),
      path: `/api/payment-orders/${upload.orderId}/receivings`,
      headers: { ...upload.headers, 'content-type': type },
      body: bytes,
    });
    try {
      const answer = await post.answer;
      if (answer.status !== 429 || attempt === RETRIES) return answer.status;
      busy.n++;
      await new Promise((r) => setTimeout(r, Number(answer.headers['retry-after'] ?? 5) * 1000));
    } finally {
      post.socket.destroy();
    }
  }
}

export async function measureUploads(
  server: BenchServer,
  db: Kysely<Database>,
  config: Config,
  n = Number(process.env.N ?? 80),
): Promise<UploadRun> {
  // The refused ones by users of the first client; each valid one against its own order, by a user of its client.
  const [first, ...others] = await receivableOrders(db, 21);
  if (!first || others.length === 0)
    throw new Error('the uploads step needs confirmed orders of two clients');
  const uploads: Upload[] = [];
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % KINDS.length] ?? 'valid';
    const own = others[i % others.length] ?? first;
    const orderId =
      kind === 'valid'
        ? own.id
        : kind === 'foreign order'
          ? own.id
          : kind === 'no such order'
            ? '999999999999'
            : first.id;
    const clientId = kind === 'valid' ? own.client_id : first.client_id;
    uploads.push({ kind, orderId, headers: await uploader(db, config, i, clientId) });
  }
  const file = new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(FILE_BYTES - 9, 0x20)])]);

  const rssBeforeMb = server.rssMb();
  server.resetPeakRss();
  const busy = { n: 0 };
  const started = performance.now();
  const statuses = await Promise.all(uploads.map((u) => send(server.url, u, file, busy)));
  const seconds = round((performance.now() - started) / 1000, 2);
  const rssPeakMb = server.peakRssMb();
  const answers: Record<string, number> = {};
  statuses.forEach((status, i) => {
    const key = `${uploads[i]?.kind} ${status}`;
    answers[key] = (answers[key] ?? 0) + 1;
  });
  return {
    uploads: n,
    answers,
    busy: busy.n,
    seconds,
    rssBeforeMb: round(rssBeforeMb),
    rssPeakMb: round(rssPeakMb),
    rssGrowthMb: round(rssPeakMb - rssBeforeMb),
  };
}

export function describeUploads(run: UploadRun): string {
  const answers = Object.entries(run.answers)
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    `  ${run.uploads} uploads of 10 MB at once in ${run.seconds} s; answers ${answers}; ${run.busy} × 429 retried\n` +
    `  server RSS ${run.rssBeforeMb} MB before, peak ${run.rssPeakMb} MB: +${run.rssGrowthMb} MB`
  );
}
