import { remittanceListQuerySchema, type RemittanceListQuery } from '@fxbo/domain';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { createClient, createRemittance, createShipper } from '../../../test/fixtures/remittances.js';
import { createUser } from '../../../test/users.js';
import { recordingDb, staffRemittanceContext } from '../../../test/service-context.js';
import { listRemittances } from './service.js';
import { suiteDatabase } from '../../../test/suite.js';

/*
 * A payment-date range in inclusion order (listPageCountFirst's `merged` road, migration 0010): the page is
 * merged from each payment day's first rows, so it reads at most days × (offset + page size) index entries
 * however many rows match, and it is the same page the other roads give.
 */

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * Rows the plan's scans of remittances read to find the page, over every loop: every scan but the primary
 * key's, which fetches the page's rows once their ids are known.
 */
function rowsReadToFindPage(node: PlanNode): number {
  const finding = node['Relation Name'] === 'remittances' && node['Index Name'] !== 'remittances_pkey';
  const here = finding ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return here + (node.Plans ?? []).reduce((n, child) => n + rowsReadToFindPage(child), 0);
}

describe('remittance list: payment-date range in inclusion order', () => {
  const t = suiteDatabase();
  let staffId: string;
  const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04'];
  const PER_DAY = 12;

  beforeAll(async () => {
    const db = t.db;
    const client = await createClient(db);
    const shipper = await createShipper(db, client.id);
    // Inclusion interleaves the payment days, as it does in real data (payment follows inclusion by days).
    for (let i = 0; i < DAYS.length * PER_DAY; i++) {
      for (const status of ['paid', 'received'] as const)
        await createRemittance(db, shipper, {
          status,
          payment_date: DAYS[i % DAYS.length],
          include_date: new Date(Date.UTC(2026, 1, 1, 12, i, status === 'paid' ? 0 : 30)),
        });
    }
    staffId = (
      await createUser(db, { kind: 'staff', allClients: true, permissions: ['remittances.consult'] })
    ).id;
    await sql`analyze remittances`.execute(db);
  });

  const ctx = (db: Kysely<Database>) => staffRemittanceContext(db, staffId);
  const query = (extra: RemittanceListQuery) =>
    remittanceListQuerySchema.parse({
      status: 'paid',
      paymentDateFrom: DAYS[0],
      paymentDateTo: DAYS.at(-1),
      pageSize: '2',
      ...extra,
    });

  it('reads at most page size rows per payment day for the first page, not every match', async () => {
    const recording = recordingDb(t.pool);
    const list = await listRemittances(ctx(recording.db), query({}));
    expect(list).toMatchObject({ total: DAYS.length * PER_DAY, totalIsEstimate: false });
    const page = recording.statements.find((s) => s.sql.includes('"r"."reference"'));
    if (!page) throw new Error('no page statement');
    // On a table this small the planner would rather scan it whole; the plan that matters is the indexed one.
    const read = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>({
        ...page,
        sql: `explain (analyze, format json) ${page.sql}`,
      });
      return rowsReadToFindPage(explained.rows[0]?.['QUERY PLAN'][0]?.Plan ?? {});
    });
    // Two per payment day (before: all 36 matches, sorted).
    expect(read).toBeLessThanOrEqual(DAYS.length * 2);
  });

  it.each(['includeDate:desc', 'includeDate:asc'] as const)(
    'gives the same pages (%s) whether merged by payment day or sorted from the matches',
    async (sort) => {
      const pages = async (opts: { preferMerged: boolean; sortLimit?: number }) =>
        (
          await Promise.all(
            [1, 2, 3, 18, 19].map((p) => listRemittances(ctx(t.db), query({ sort, page: String(p) }), opts)),
          )
        ).flatMap((l) => l.items.map((i) => i.id));
      const merged = await pages({ preferMerged: true });
      // Four full pages of two, and page 19 past the 36 matches, empty.
      expect(merged).toHaveLength(8);
      expect(merged).toEqual(await pages({ preferMerged: false }));
      expect(merged).toEqual(await pages({ preferMerged: false, sortLimit: 0 }));
    },
  );
});
