import { TREASURY_REPORT_IDS, TREASURY_REPORTS, type TreasuryReportId } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import { sequential, withQuery } from './http.js';
import { summary } from './stats.js';

/*
 * The treasury reports (issue 14: p95 ≤ 100 ms for a client with a year of data at the 1m volume): each of
 * them for the client with the most bills, over the year that ends on its last due date (the longest period a
 * report accepts), the contract report on that client's contract with the most bills. Every sample must be
 * a 200: a fast refusal would flatter the figures.
 */

export interface TreasuryTarget {
  clientId: string;
  from: string;
  to: string;
  contractId: string;
  bills: number;
}

export async function treasuryTarget(db: Kysely<Database>): Promise<TreasuryTarget> {
  const client = (
    await sql<{ client_id: string; bills: string; from: string; to: string }>`
      select client_id::text, count(*)::text as bills,
             to_char(max(due_date) - interval '1 year' + interval '1 day', 'YYYY-MM-DD') as "from",
             to_char(max(due_date), 'YYYY-MM-DD') as "to"
        from treasury_bills group by client_id order by count(*) desc limit 1`.execute(db)
  ).rows[0];
  if (!client) throw new Error('no treasury bill in the bench database');
  const contract = (
    await sql<{ contract_id: string }>`
      select contract_id::text from treasury_bills
       where client_id = ${client.client_id}::int8 and contract_id is not null
       group by contract_id order by count(*) desc, contract_id limit 1`.execute(db)
  ).rows[0];
  if (!contract) throw new Error(`client ${client.client_id} has no bill linked to a contract`);
  return {
    clientId: client.client_id,
    from: client.from,
    to: client.to,
    contractId: contract.contract_id,
    bills: Number(client.bills),
  };
}

/** Each report's GET, `n` sequential requests after 10 of warm-up: its p50, p95 and max (ms). */
export async function measureTreasury(
  baseUrl: string,
  headers: Record<string, string>,
  target: TreasuryTarget,
  n: number,
): Promise<Record<TreasuryReportId, ReturnType<typeof summary>>> {
  const times = {} as Record<TreasuryReportId, ReturnType<typeof summary>>;
  for (const id of TREASURY_REPORT_IDS) {
    const url = withQuery(`${baseUrl}/api/treasury/${id}`, {
      clientId: target.clientId,
      from: target.from,
      to: target.to,
      ...('byContract' in TREASURY_REPORTS[id] ? { contractId: target.contractId } : {}),
    });
    await sequential(10, url, headers);
    times[id] = summary(await sequential(n, url, headers));
  }
  return times;
}
