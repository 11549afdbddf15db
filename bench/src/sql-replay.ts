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

/** True when a plan reads the remittances table with a sequential scan. */
export async function seqScansOnRemittances(pool: pg.Pool, statements: CompiledQuery[]): Promise<string[]> {
  const found: string[] = [];
  for (const s of statements) {
    // The API's own EXPLAIN (its row estimate for large totals) is not a query to check.
    if (!/from "remittances"/i.test(s.sql) || /^\s*explain/i.test(s.sql)) continue;
    // EXPLAIN cannot take a statement that starts with a parenthesis (a union of parenthesised selects).
    const statement = s.sql.trimStart().startsWith('(') ? `select * from (${s.sql}) as q` : s.sql;
    const res = await pool.query(`explain (format json) ${statement}`, s.parameters as unknown[]);
    const plan = JSON.stringify(res.rows[0]);
    if (/"Node Type":"Seq Scan"[^}]*"Relation Name":"remittances"/.test(plan)) {
      found.push(s.sql.slice(0, 160));
    }
  }
  return found;
}
