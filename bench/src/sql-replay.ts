import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema.js';

/**
 * A Kysely over the same pool that records every statement it runs: calling the API's own service
 * through it yields the exact SQL of one request, which is then replayed raw to measure the database alone.
 */
export function recordingDb(pool: pg.Pool): { db: Kysely<Database>; take(): CompiledQuery[] } {
  let recorded: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') recorded.push(event.query);
    },
  });
  return {
    db,
    take() {
      const out = recorded;
      recorded = [];
      return out;
    },
  };
}

/** Runs the statements in order on one connection and returns the elapsed milliseconds. */
export async function replay(pool: pg.Pool, statements: CompiledQuery[]): Promise<number> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    for (const s of statements) await client.query(s.sql, s.parameters as unknown[]);
    return performance.now() - started;
  } finally {
    client.release();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

// Nodes that pass rows up as they come, so a Limit above them stops the scan below early.
const STREAMING = new Set(['Subquery Scan', 'Result', 'Gather', 'Append', 'Materialize']);
/** A table this size or smaller is read whole faster than through an index: its scan is no finding. */
const SMALL_TABLE_ROWS = 10_000;

/**
 * The tables a plan may read whole, sequentially: a scan that a Limit stops after a bounded number of rows
 * (the exact count's `limit 10001` over an unfiltered list) is the cheapest plan there is, not a missing index.
 */
function fullScans(node: PlanNode, bounded = false): string[] {
  const isLimit = node['Node Type'] === 'Limit';
  const below = isLimit || (bounded && STREAMING.has(node['Node Type']));
  const here =
    node['Node Type'] === 'Seq Scan' && !bounded && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...here, ...(node.Plans ?? []).flatMap((child) => fullScans(child, below))];
}

/** The statements whose plan may read a large table (over SMALL_TABLE_ROWS rows) whole, sequentially. */
export async function seqScansOfLargeTables(pool: pg.Pool, statements: CompiledQuery[]): Promise<string[]> {
  const found: string[] = [];
  for (const s of statements) {
    // Only reads are planned here: not the API's own EXPLAIN (its row estimate for large totals), a
    // transaction's begin, set local or commit, nor a write.
    if (!/^\s*(\(|select\b|with\b)/i.test(s.sql)) continue;
    // EXPLAIN cannot take a statement that starts with a parenthesis (a union of parenthesised selects).
    const statement = s.sql.trimStart().startsWith('(') ? `select * from (${s.sql}) as q` : s.sql;
    const res = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${statement}`,
      s.parameters as unknown[],
    );
    const plan = res.rows[0]?.['QUERY PLAN'][0]?.Plan;
    const tables = plan ? [...new Set(fullScans(plan))] : [];
    if (tables.length === 0) continue;
    const large = await pool.query<{ relname: string }>(
      'select relname from pg_class where relname = any($1) and reltuples > $2',
      [tables, SMALL_TABLE_ROWS],
    );
    if (large.rows.length > 0)
      found.push(`${large.rows.map((r) => r.relname).join(', ')}: ${s.sql.slice(0, 160)}`);
  }
  return found;
}
