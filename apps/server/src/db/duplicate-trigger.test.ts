import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import type { Db } from './database.js';
import { suiteDatabase } from '../../test/suite.js';

/** The client and remittant every remittance of these tests belongs to. */
async function clientAndShipper(db: Db): Promise<{ client: string; shipper: string }> {
  const client = await db
    .insertInto('clients')
    .values({ person_type: 'PJ', tax_id: '11222333000181', name: 'Alfa' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipper = await db
    .insertInto('shippers')
    .values({ client_id: client.id, name: 'S' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { client: client.id, shipper: shipper.id };
}

describe('duplicate detection at volume', () => {
  const t = suiteDatabase();

  it('finds the original with one index probe even when a beneficiary has many remittances', async () => {
    const db = t.db;
    const { client, shipper } = await clientAndShipper(db);
    const insert = (n: number, value: string, offset: number) =>
      sql`
      insert into remittances (client_id, shipper_id, reference, payment_date, currency, me_value, sender_name, sender_country,
        sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
      select ${client}, ${shipper}, 'R' || (g + ${offset}), date '2026-11-20' - (g % 300), 'USD', ${value}::numeric + g, 'John', 'US', 'PF',
        'Maria', '52998224725', 'pix', 'cpf', '52998224725'
      from generate_series(1, ${n}) g`.execute(db);
    await insert(20_000, '100', 0);
    await sql`analyze remittances`.execute(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select r.id from remittances r
      where r.beneficiary_tax_id = '52998224725' and r.payment_date = date '2026-11-20' and r.me_value = 150
        and r.currency = 'USD' and r.status <> 'canceled' and r.id < 100000000 order by r.id limit 1`.execute(
      db,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('remittances_beneficiary_dup_id');
    // A second copy of the same rows: every one is a duplicate of its original.
    await insert(1_000, '100', 20_000);
    const dups = await sql<{
      n: number;
    }>`select count(*)::int as n from remittances where duplicate_of_id is not null`.execute(db);
    expect(dups.rows[0]?.n).toBe(1_000);
  });

  it('never scans the table for the original, even when its statistics were taken while it was empty', async () => {
    const empty = await createTestDatabase();
    try {
      const count = await empty.db.transaction().execute(async (trx) => {
        await sql`analyze remittances`.execute(trx);
        const { client, shipper } = await clientAndShipper(trx);
        await sql`
          insert into remittances (client_id, shipper_id, reference, payment_date, currency, me_value, sender_name,
            sender_country, sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
          select ${client}, ${shipper}, 'R' || g, date '2026-11-20' - (g % 30), 'USD', 100 + (g % 50), 'John', 'US',
            'PF', 'Maria', '52998224725', 'pix', 'cpf', '52998224725'
          from generate_series(1, 500) g`.execute(trx);
        // Sequential scans of remittances in this transaction: one per inserted row with a cached seq-scan plan.
        return (
          await sql<{
            n: number;
          }>`select pg_stat_get_xact_numscans('remittances'::regclass)::int as n`.execute(trx)
        ).rows[0]?.n;
      });
      expect(count).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
