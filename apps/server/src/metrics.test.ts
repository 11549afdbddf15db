import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordStep, signedInAdministrator, signedInUser, type Agent } from '../test/auth.js';
import { testClock } from '../test/clock.js';
import { createClient, createRemittance, createShipper } from '../test/fixtures/remittances.js';
import { suiteApp } from '../test/suite.js';
import { createUser } from '../test/users.js';
import { startMetricsServer, type MetricsServer } from './http/metrics-server.js';

/** The samples of a Prometheus text exposition: name, labels, value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
      );
      return { name: m[1] ?? '', labels, value: Number(m[3]) };
    });
}

describe('Prometheus metrics, on a listener of their own', () => {
  const clock = testClock('2026-11-24T15:00:00.000Z');
  const t = suiteApp({ clock });
  let server: MetricsServer;
  let staff: Agent;
  let receiver: Agent;

  /** The value of the sample `name` whose labels include `labels` (0 when there is none yet). */
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const all = samples(await res.text());
    return (name: string, labels: Record<string, string> = {}) =>
      all
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((sum, s) => sum + s.value, 0);
  };

  beforeAll(async () => {
    server = await startMetricsServer(t.app.metrics, { host: '127.0.0.1', port: 0 });
    const db = t.database.db;
    const client = await createClient(db, 'Cliente Métricas');
    const shipper = await createShipper(db, client.id);
    for (const reference of ['M-1', 'M-2', 'M-3']) await createRemittance(db, shipper, { reference });
    for (const n of [1, 2]) await createUser(db, { name: `Zeferina Metrificada ${n}` });
    staff = (await signedInAdministrator(t)).agent;
    receiver = (await signedInUser(t, { kind: 'client', permissions: ['payment-orders.receive'] })).agent;
  });
  afterAll(async () => server.close());

  it('times each request under its route pattern and status, never its URL', async () => {
    const count = 'fxbo_http_request_duration_seconds_count';
    const before = await scrape();
    const ids = ['11111', '22222'];
    for (const id of ids)
      await t.app.inject({ method: 'GET', url: `/api/remittances/${id}`, headers: staff.headers });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const after = await scrape();
    const route = { method: 'GET', route: '/api/remittances/:id', status: '404' };
    expect(after(count, route) - before(count, route)).toBe(2);
    expect(
      after(count, { route: '/api/health', status: '200' }) - before(count, { route: '/api/health' }),
    ).toBe(1);
    const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('counts refused sign-ins by step, and the lockout they end in', async () => {
    const user = await createUser(t.database.db);
    const before = await scrape();
    for (let i = 0; i < t.config.auth.maxFailures; i++) {
      const { res } = await passwordStep(t.app, user.email, 'Errada@123');
      expect(res.statusCode).toBe(i === t.config.auth.maxFailures - 1 ? 403 : 401);
    }
    const after = await scrape();
    const failures = 'fxbo_sign_in_failures_total';
    expect(after(failures, { step: 'password' }) - before(failures, { step: 'password' })).toBe(
      t.config.auth.maxFailures,
    );
    expect(after('fxbo_sign_in_lockouts_total') - before('fxbo_sign_in_lockouts_total')).toBe(1);
  });

  it('counts a wrong sign-in code under its step', async () => {
    const user = await createUser(t.database.db);
    const { attemptId } = await passwordStep(t.app, user.email, user.password);
    // The code sent is in the outbox's copy of the mail; any other is wrong.
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const sent = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(sent).toMatch(/^\d{6}$/);
    const before = await scrape();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { attemptId, code: sent === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const after = await scrape();
    const failures = 'fxbo_sign_in_failures_total';
    expect(after(failures, { step: 'code' }) - before(failures, { step: 'code' })).toBe(1);
    expect(after(failures, { step: 'password' })).toBe(before(failures, { step: 'password' }));
  });

  it('adds the rows of each download to its format', async () => {
    const rows = 'fxbo_exported_rows_total';
    const before = await scrape();
    for (const format of ['csv', 'xlsx']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/remittances/export.${format}`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    // A printed report: the user report of the two users named so.
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/user-report/export.pdf?name=Zeferina%20Metrificada',
      headers: staff.headers,
    });
    expect(report.statusCode).toBe(200);
    const after = await scrape();
    for (const format of ['csv', 'xlsx']) expect(after(rows, { format }) - before(rows, { format })).toBe(3);
    expect(after(rows, { format: 'pdf' }) - before(rows, { format: 'pdf' })).toBe(2);
    // The export pools are reported, as one.
    expect(after('fxbo_db_pool_connections', { pool: 'export' })).toBeGreaterThan(0);
    expect(after('fxbo_db_pool_connections', { pool: 'main' })).toBeGreaterThan(0);
    expect(after('fxbo_db_pool_waiting', { pool: 'main' })).toBe(0);
  });

  it('reads the outbox when scraped: mails waiting and the oldest one’s age', async () => {
    const db = t.database.db;
    await sql`delete from mail_outbox`.execute(db);
    const empty = await scrape();
    expect(empty('fxbo_mail_outbox_pending')).toBe(0);
    expect(empty('fxbo_mail_outbox_oldest_pending_seconds')).toBe(0);
    await sql`insert into mail_outbox ("to", subject, text, created_at)
      values ('a@corretora.test', 's', 't', now() - interval '10 minutes'), ('b@corretora.test', 's', 't', now())`.execute(
      db,
    );
    const waiting = await scrape();
    expect(waiting('fxbo_mail_outbox_pending')).toBe(2);
    expect(waiting('fxbo_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(600);
    expect(waiting('fxbo_mail_outbox_oldest_pending_seconds')).toBeLessThan(3600);
  });

  it('counts the event streams open now', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const res = await fetch(`${base}/api/quotes/stream?currency=USD`, {
      headers: { cookie: receiver.headers.cookie ?? '', accept: 'text/event-stream' },
      signal: stop.signal,
    });
    expect(res.status).toBe(200);
    expect((await scrape())('fxbo_event_streams_open')).toBe(1);
    stop.abort();
    await vi.waitFor(async () => expect((await scrape())('fxbo_event_streams_open')).toBe(0), {
      timeout: 5_000,
    });
  });

  it('is not on the public port, and answers nothing else on its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('fxbo_');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
