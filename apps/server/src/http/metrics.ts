import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (a registry of its own: tests build many apps in one process). */
    metrics: AppMetrics;
  }
}

/** The route label of a request no route matched (an unknown path, or the web app's page for a client route). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The route label of every file of the built web app, whatever its name (a new build renames them). */
export const STATIC_ROUTE = '(static)';

/** The route a request is reported under: its pattern, never its URL (which may hold ids, names or tokens). */
export function routeLabel(req: FastifyRequest): string {
  if (req.routeOptions.config?.asset) return STATIC_ROUTE;
  return req.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Times every request of `app` (assets and unknown paths included) once its answer has gone out. */
export function timeRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.request(req.method, routeLabel(req), reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** From 5 ms (a cached page) to 30 s (the statement timeout); downloads and event streams land in the last. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type SignInStep = 'password' | 'code';
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * What the server counts for Prometheus (decisions §57), in a registry of its own per app. Requests are
 * labelled by their route's pattern, never the raw URL (ids and tokens would make a series each). The pools and
 * the mail outbox are read when scraped: the pools' counters in memory, the outbox by one query on the pending
 * rows' partial index.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly signInFailures: Counter<'step'>;
  private readonly lockouts: Counter;
  private readonly exportedRows: Counter<'format'>;
  private readonly streams: Gauge;
  /** Every pool in use, by the name it is reported under (the export pools, one per list, add up as one). */
  private readonly pools = new Map<pg.Pool, string>();
  private processMetrics = false;

  constructor(db: Db) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'fxbo_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer’s last byte, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.signInFailures = new Counter({
      name: 'fxbo_sign_in_failures_total',
      help: 'Refused sign-ins: a wrong or unknown identifier or password, a blocked user (step=password), a wrong code (step=code)',
      labelNames: ['step'],
      registers,
    });
    this.lockouts = new Counter({
      name: 'fxbo_sign_in_lockouts_total',
      help: 'Users blocked by too many wrong passwords (LOGIN_MAX_FAILURES)',
      registers,
    });
    this.exportedRows = new Counter({
      name: 'fxbo_exported_rows_total',
      help: 'Rows written to downloaded lists, by format',
      labelNames: ['format'],
      registers,
    });
    this.streams = new Gauge({
      name: 'fxbo_event_streams_open',
      help: 'Server-sent event streams open now (live quotes)',
      registers,
    });
    const pools = this.pools;
    new Gauge({
      name: 'fxbo_db_pool_connections',
      help: 'Database connections of the pool, in use by a query or idle',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const [name, p] of sumPools(pools)) {
          this.set({ pool: name, state: 'in_use' }, p.total - p.idle);
          this.set({ pool: name, state: 'idle' }, p.idle);
        }
      },
    });
    new Gauge({
      name: 'fxbo_db_pool_waiting',
      help: 'Queries waiting for a connection of the pool',
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const [name, p] of sumPools(pools)) this.set({ pool: name }, p.waiting);
      },
    });
    // One query for both outbox gauges, whichever is collected first in a scrape.
    let outbox: Promise<{ pending: number; oldest: number }> | undefined;
    const readOutbox = () => {
      outbox ??= outboxBacklog(db).finally(() => setImmediate(() => (outbox = undefined)));
      return outbox;
    };
    new Gauge({
      name: 'fxbo_mail_outbox_pending',
      help: 'Mails waiting in the outbox to be sent (NaN when the database did not answer)',
      registers,
      async collect() {
        this.set((await readOutbox()).pending);
      },
    });
    new Gauge({
      name: 'fxbo_mail_outbox_oldest_pending_seconds',
      help: 'Age of the oldest mail not yet sent; 0 when none waits (NaN when the database did not answer)',
      registers,
      async collect() {
        this.set((await readOutbox()).oldest);
      },
    });
  }

  /** Node's own metrics (memory, CPU, event-loop lag, handles), for the running server only. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** Reports `pool` under `name` until it is forgotten (its owner closed it). */
  trackPool(name: string, pool: pg.Pool): void {
    this.pools.set(pool, name);
  }

  forgetPool(pool: pg.Pool): void {
    this.pools.delete(pool);
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  }

  signInFailed(step: SignInStep): void {
    this.signInFailures.inc({ step });
  }

  lockedOut(): void {
    this.lockouts.inc();
  }

  exported(format: ExportFormat, rows: number): void {
    this.exportedRows.inc({ format }, rows);
  }

  streamOpened(): void {
    this.streams.inc();
  }

  streamClosed(): void {
    this.streams.dec();
  }

  /** The text Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

function sumPools(pools: ReadonlyMap<pg.Pool, string>) {
  const sums = new Map<string, { total: number; idle: number; waiting: number }>();
  for (const [pool, name] of pools) {
    const sum = sums.get(name) ?? { total: 0, idle: 0, waiting: 0 };
    sum.total += pool.totalCount;
    sum.idle += pool.idleCount;
    sum.waiting += pool.waitingCount;
    sums.set(name, sum);
  }
  return sums;
}

async function outboxBacklog(db: Db): Promise<{ pending: number; oldest: number }> {
  try {
    const { rows } = await sql<{ pending: string; oldest: number | null }>`
      select count(*) as pending, extract(epoch from now() - min(created_at))::float8 as oldest
      from mail_outbox where status = 'pending'`.execute(db);
    return { pending: Number(rows[0]?.pending ?? 0), oldest: rows[0]?.oldest ?? 0 };
  } catch {
    // The scrape still answers (the process's own metrics matter most when the database does not).
    return { pending: Number.NaN, oldest: Number.NaN };
  }
}
