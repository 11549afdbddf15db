import type pg from 'pg';
import { SeedContext, VOLUMES, type SeedProgress, type SeedSize } from './context.js';
import { hashDemoPassword } from './demo-users.js';
import { RateBook } from './money.js';
import { seedAudit } from './audit.js';
import { planTrade, seedContracts } from './contracts.js';
import { planRdes, seedDocuments, seedRdesAndParcels } from './documents.js';
import { planOrders, seedOrders } from './orders.js';
import {
  seedAccessRequests,
  seedBanks,
  seedClients,
  seedClientUsers,
  seedManagerLinks,
  seedPermissions,
  seedStaff,
} from './parties.js';
import { seedTreasury } from './treasury.js';
import { buildPools } from './pools.js';
import { Prng } from './random.js';
import { seedRemittances } from './remittances.js';
import {
  BUSINESS_TABLES,
  EARLY_TABLES,
  EMPTIED_WITH_BUSINESS,
  SEED_REPLACES,
  SHARED_TABLES,
} from './tables.js';
import { seedSpreads } from './spreads.js';
import { anchorDemo } from './time.js';

export type { SeedProgress, SeedSize } from './context.js';
export { DEMO_PASSWORD } from './demo-users.js';
export { BUSINESS_TABLES, RUNTIME_ONLY_TABLES, SHARED_TABLES } from './tables.js';

/** Rows written per table. */
export type SeedSummary = Record<string, number>;

export interface SeedOptions {
  size: SeedSize;
  seed: number;
  /** The day the demo is loaded, 'yyyy-MM-dd' ("today" of the data, see time.ts); HISTORICAL_ANCHOR for fixed records. */
  anchor: string;
  onProgress?: (p: SeedProgress) => void;
  /** Aborting rolls the whole seed back (the running statement is cancelled). */
  signal?: AbortSignal;
}

export class SeedRefusedError extends Error {}

/**
 * Fills the database with demo data in ONE transaction: an error, an abort or a killed process leaves no
 * row behind. Deterministic: the same `seed`, `size` and `anchor` give the same rows (the anchor fixes the dates).
 * Refuses (SeedRefusedError naming the table) when any business table already has rows.
 */
export async function runSeed(pool: pg.Pool, opts: SeedOptions): Promise<SeedSummary> {
  const { size, seed } = opts;
  if (!(size in VOLUMES)) throw new Error(`unknown seed size: ${String(size)}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new Error(`seed must be an integer in [0, 2^32): ${seed}`);
  anchorDemo(opts.anchor);
  const signal = opts.signal;
  signal?.throwIfAborted();

  const client = await pool.connect();
  let failed: unknown;
  // A checked-out client that loses its connection (server shut down, backend terminated) emits 'error';
  // without a listener that would crash the process instead of failing the seed.
  const onClientError = (err: Error) => {
    failed ??= err;
  };
  client.on('error', onClientError);
  let pid = 0;
  const cancel = () => {
    if (pid) void pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
    await client.query('begin');
    // The seed is one long transaction of bulk loads and index builds.
    await client.query(`set local statement_timeout = 0`);
    await client.query(`set local idle_in_transaction_session_timeout = 0`);
    await client.query(`set local lock_timeout = '10s'`);
    await client.query(`set local synchronous_commit = off`);
    await client.query(`set local maintenance_work_mem = '512MB'`);
    await client.query(`set local work_mem = '64MB'`);

    const report = (p: SeedProgress) => {
      signal?.throwIfAborted();
      opts.onProgress?.(p);
    };
    report({ stage: 'prepare', done: 0, total: 1 });
    await lockAndCheck(client);
    const setAside = await dropConstraintsAndIndexes(client);
    await client.query('alter table remittances disable trigger remittances_detect_duplicate');

    const rates = new RateBook(Prng.stream(seed, 'rates'));
    const pools = buildPools(seed, Prng.stream(seed, 'pools'));
    const ctx = new SeedContext(client, seed, size, VOLUMES[size], pools, rates, report);
    ctx.passwordHash = await hashDemoPassword(seed);
    report({ stage: 'prepare', done: 1, total: 1 });

    await seedBanks(ctx);
    await seedStaff(ctx);
    await seedClients(ctx);
    await seedClientUsers(ctx);
    await seedManagerLinks(ctx);
    await seedPermissions(ctx);
    await seedAccessRequests(ctx);
    await seedRemittances(ctx);
    await client.query('alter table remittances enable trigger remittances_detect_duplicate');

    // The parties and shipments are complete: PostgreSQL rebuilds their keys, indexes and foreign keys and
    // analyzes them (one multi-statement query, no round trips) while this process plans the trade data.
    const stage = 'planning trade (indexes building)';
    const early = setAside.filter((x) => LOADED_EARLY.has(x.table));
    const late = setAside.filter((x) => !LOADED_EARLY.has(x.table));
    report({ stage, done: 0, total: 1 });
    const rebuilding = client.query(
      [...early.map(restoreStatement), `analyze ${EARLY_TABLES.join(', ')}`].join(';\n'),
    );
    rebuilding.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
    const rdes = planRdes(ctx);
    const { orders, requests } = planOrders(ctx);
    const trade = planTrade(ctx, requests, rdes);
    report({ stage, done: 1, total: 1 });
    report({ stage: 'waiting for shipment indexes', done: 0, total: 1 });
    await rebuilding;
    report({ stage: 'waiting for shipment indexes', done: 1, total: 1 });
    await seedContracts(ctx, trade);
    await seedOrders(ctx, orders);
    await seedSpreads(ctx, orders);
    const documents = await seedDocuments(ctx, trade.contracts);
    await seedRdesAndParcels(ctx, rdes, trade.contracts);
    await seedTreasury(ctx, trade.contracts, trade.backToBack, documents);
    await seedAudit(ctx);

    await restoreConstraintsAndIndexes(client, late, report);
    await resetSequences(client);
    report({ stage: 'analyze', done: 0, total: 1 });
    const rest = [...BUSINESS_TABLES, ...SHARED_TABLES].filter((x) => !LOADED_EARLY.has(x));
    await client.query(`analyze ${rest.join(', ')}`);
    report({ stage: 'analyze', done: 1, total: 1 });
    report({ stage: 'commit', done: 0, total: 1 });
    await client.query('commit');
    report({ stage: 'commit', done: 1, total: 1 });
    // Outside the transaction (VACUUM cannot run in one): the loaded rows get their hint bits and the
    // visibility map, so index-only scans are index-only from the first request and autovacuum does not
    // rewrite every page of the fresh tables while the first users (or the bench) work.
    report({ stage: 'vacuum', done: 0, total: 1 });
    await client.query(`vacuum ${rest.join(', ')}, ${EARLY_TABLES.join(', ')}`);
    report({ stage: 'vacuum', done: 1, total: 1 });
    return ctx.counts;
  } catch (err) {
    failed = err;
    await client.query('rollback').catch(() => undefined);
    throw signal?.aborted ? (signal.reason ?? err) : err;
  } finally {
    signal?.removeEventListener('abort', cancel);
    client.off('error', onClientError);
    // After a failed COPY the connection may be mid-protocol: drop it rather than reuse it.
    client.release(failed ? true : undefined);
  }
}

async function lockAndCheck(client: pg.PoolClient): Promise<void> {
  // Lock first so nothing slips in between the check and the load; then refuse any table with data.
  const emptied = [...BUSINESS_TABLES, ...EMPTIED_WITH_BUSINESS];
  await client.query(`lock table ${emptied.join(', ')} in access exclusive mode`);
  const probes = emptied.map((tbl) => {
    const rows = SEED_REPLACES[tbl];
    return `select '${tbl}' as t where exists (select 1 from ${tbl}${rows ? ` where ${rows}` : ''})`;
  });
  probes.push(`select 'users' as t where exists (select 1 from users where kind = 'client')`);
  const found = await client.query<{ t: string }>(probes.join(' union all '));
  const first = found.rows[0];
  if (first) {
    throw new SeedRefusedError(
      `Refusing to seed: table "${first.t}" already has data${found.rows.length > 1 ? ` (and ${found.rows.length - 1} more tables)` : ''}. ` +
        'The seed only fills an empty database.',
    );
  }
  // Empty tables truncated in this transaction let COPY ... FREEZE write rows already frozen.
  await client.query(`truncate ${emptied.join(', ')}`);
}

/** The early tables' keys and indexes are rebuilt while the trade data is planned. */
const LOADED_EARLY = new Set<string>(EARLY_TABLES);

interface Saved {
  name: string;
  table: string;
  kind: 'f' | 'p' | 'u' | 'i';
  definition: string;
}

/**
 * Bulk loading is several times faster without per-row index maintenance and foreign-key triggers, so inside
 * the transaction the business tables lose their indexes, primary/unique keys and foreign keys (DDL is
 * transactional: a rollback brings them all back). They are rebuilt after the load, keys from sorted data and
 * each foreign key checked by one join, so every constraint is still verified over all the seeded rows.
 */
async function dropConstraintsAndIndexes(client: pg.PoolClient): Promise<Saved[]> {
  const constraints = await client.query<Saved>(
    `select c.conname as name, t.relname as "table", c.contype as kind, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       left join pg_class r on r.oid = c.confrelid
      where t.relnamespace = 'public'::regnamespace and c.contype in ('f', 'p', 'u')
        and (t.relname = any($1::text[]) or (c.contype = 'f' and r.relname = any($1::text[])))
      order by c.contype, t.relname, c.conname`,
    [BUSINESS_TABLES],
  );
  const indexes = await client.query<Saved>(
    // An index's per-column statistics targets (a large sample for a trigram expression, so the planner's
    // estimate of a contains-search holds) are not part of its definition: they are restored after it.
    `select ci.relname as name, ct.relname as "table", 'i' as kind,
            pg_get_indexdef(i.indexrelid) || coalesce((
              select string_agg(format('; alter index %I alter column %s set statistics %s', ci.relname, a.attnum, a.attstattarget), '' order by a.attnum)
                from pg_attribute a where a.attrelid = i.indexrelid and a.attstattarget >= 0), '') as definition
       from pg_index i
       join pg_class ci on ci.oid = i.indexrelid
       join pg_class ct on ct.oid = i.indrelid
      where ct.relnamespace = 'public'::regnamespace and ct.relname = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by ct.relname, ci.relname`,
    [BUSINESS_TABLES],
  );
  const fks = constraints.rows.filter((c) => c.kind === 'f');
  const keys = constraints.rows.filter((c) => c.kind !== 'f');
  for (const c of fks) await client.query(`alter table ${c.table} drop constraint "${c.name}"`);
  for (const c of keys) await client.query(`alter table ${c.table} drop constraint "${c.name}"`);
  for (const idx of indexes.rows) await client.query(`drop index "${idx.name}"`);
  // Rebuild order: keys (foreign keys need them), plain indexes, then foreign keys.
  return [...keys, ...indexes.rows, ...fks];
}

function restoreStatement(item: Saved): string {
  return item.kind === 'i'
    ? item.definition
    : `alter table ${item.table} add constraint "${item.name}" ${item.definition}`;
}

async function restoreConstraintsAndIndexes(
  client: pg.PoolClient,
  saved: Saved[],
  report: (p: SeedProgress) => void,
): Promise<void> {
  for (const [n, item] of saved.entries()) {
    const stage = item.kind === 'f' ? 'foreign keys' : 'keys and indexes';
    const first = saved.findIndex((x) => (x.kind === 'f') === (item.kind === 'f'));
    const count = saved.filter((x) => (x.kind === 'f') === (item.kind === 'f')).length;
    report({ stage, done: n - first, total: count });
    await client.query(restoreStatement(item));
    if (n - first + 1 === count) report({ stage, done: count, total: count });
  }
}

/** Identity sequences after explicit ids: next values continue after the seeded rows. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const tables = await client.query<{ table: string }>(
    `select c.relname as "table" from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attname = 'id' and a.attidentity <> ''
        and c.relname = any($1::text[])`,
    [[...BUSINESS_TABLES, ...SHARED_TABLES]],
  );
  for (const { table } of tables.rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), m) from (select max(id) as m from ${table}) s where m is not null`,
      [table],
    );
  }
}
