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

/**
 * Sequential scans of the remittances table that may read all of it: a scan that a Limit stops after a
 * bounded number of rows (the exact count's `limit 10001` over an unfiltered list) is the cheapest plan
 * there is, not a missing index.
 */
function fullScans(node: PlanNode, bounded = false): number {
  const isLimit = node['Node Type'] === 'Limit';
  const below = isLimit || (bounded && STREAMING.has(node['Node Type']));
  const here =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'remittances' && !bounded ? 1 : 0;
  return here + (node.Plans ?? []).reduce((n, child) => n + fullScans(child, below), 0);
}

/** The statements whose plan may read the whole remittances table sequentially. */
export async function seqScansOnRemittances(pool: pg.Pool, statements: CompiledQuery[]): Promise<string[]> {
  const found: string[] = [];
  for (const s of statements) {
    // The API's own EXPLAIN (its row estimate for large totals) is not a query to check.
    if (!/from "remittances"/i.test(s.sql) || /^\s*explain/i.test(s.sql)) continue;
    // EXPLAIN cannot take a statement that starts with a parenthesis (a union of parenthesised selects).
    const statement = s.sql.trimStart().startsWith('(') ? `select * from (${s.sql}) as q` : s.sql;
    const res = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${statement}`,
      s.parameters as unknown[],
    );
    const plan = res.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (plan && fullScans(plan) > 0) found.push(s.sql.slice(0, 160));
  }
  return found;
}
