import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectDatabase, type Connected } from '../../apps/server/src/db/connect.js';
import { runSeed } from '../../apps/server/src/seed/run.js';
import { HISTORICAL_ANCHOR } from '../../apps/server/src/seed/time.js';
import { syncPermissionCatalogue } from '../../apps/server/src/seed/startup.js';

export const TARGET_REMITTANCES = 1_000_000;

/**
 * The benchmark's own database (BENCH_DATA_DIR, default ./data-bench, or BENCH_DATABASE_URL): seeded with
 * the 1m size on first use and reused afterwards, so only the first run pays the load.
 */
export async function openDataset(): Promise<{
  connected: Connected;
  seededMs: number | undefined;
  remittances: number;
}> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? './data-bench',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATABASE_POOL_SIZE: '20',
    SEED: 'none',
  });
  const connected = await connectDatabase(config);
  const db = connected.database.db;
  await syncPermissionCatalogue(db);
  const count = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from remittances`.execute(db)).rows[0]?.n ?? 0);
  let remittances = await count();
  let seededMs: number | undefined;
  if (remittances === 0) {
    const started = performance.now();
    let last = '';
    await runSeed(connected.database.pool, {
      size: '1m',
      seed: 1,
      // The bench's records and business clock (CLOCK_START 2026-11-25) are of the historical demo.
      anchor: HISTORICAL_ANCHOR,
      onProgress: ({ stage }) => {
        if (stage !== last) process.stdout.write(`  seeding: ${(last = stage)}\n`);
      },
    });
    seededMs = performance.now() - started;
    remittances = await count();
  }
  if (remittances < TARGET_REMITTANCES) {
    throw new Error(
      `The benchmark database holds ${remittances} remittances, not ${TARGET_REMITTANCES}: remove it and run again.`,
    );
  }
  return { connected, seededMs, remittances };
}

/** Identifiers the search step types, read from the seeded data (deterministic for a seed). */
export interface SearchSamples {
  /** Of any client (staff): a remittance reference, an OPR, a contract and its Bacen number, a contract's
   * reference number, a document number, a beneficiary's CPF/CNPJ, a client's CNPJ. */
  staff: Record<
    'reference' | 'opr' | 'contract' | 'bacen' | 'contractReference' | 'document' | 'beneficiary' | 'client',
    string
  >;
  /** Of the bench client user's client: a remittance reference, a document number, a beneficiary. */
  client: Record<'reference' | 'document' | 'beneficiary', string>;
}

export async function searchSamples(
  db: Connected['database']['db'],
  clientId: string,
): Promise<SearchSamples> {
  const one = async (query: ReturnType<typeof sql<{ v: string }>>) => {
    const v = (await query.execute(db)).rows[0]?.v;
    if (!v) throw new Error(`the search step found no sample: ${query.compile(db).sql}`);
    return v;
  };
  // The 5,001st row of each table by id: a record in the middle of the data, the same every run.
  return {
    staff: {
      reference: await one(sql`select reference as v from remittances order by id offset 5000 limit 1`),
      opr: await one(sql`select opr_number as v from payment_orders order by id offset 5000 limit 1`),
      contract: await one(sql`select contract_number as v from contracts order by id offset 5000 limit 1`),
      bacen: await one(
        sql`select bacen_number as v from contracts where bacen_number is not null order by id offset 5000 limit 1`,
      ),
      contractReference: await one(
        sql`select number as v from contract_references order by contract_id offset 5000 limit 1`,
      ),
      document: await one(sql`select number as v from documents order by id offset 5000 limit 1`),
      beneficiary: await one(
        sql`select beneficiary_tax_id as v from remittances order by id offset 5000 limit 1`,
      ),
      client: await one(sql`select tax_id as v from clients where person_type = 'PJ' order by id limit 1`),
    },
    client: {
      reference: await one(
        sql`select reference as v from remittances where client_id = ${clientId} order by id offset 500 limit 1`,
      ),
      document: await one(
        sql`select number as v from documents where client_id = ${clientId} order by id limit 1`,
      ),
      beneficiary: await one(
        sql`select beneficiary_tax_id as v from remittances where client_id = ${clientId} order by id offset 500 limit 1`,
      ),
    },
  };
}
