import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/fixtures/clients.js';
import { suiteApp } from '../../../test/suite.js';
import { KEYWORD_WHOLE_SET_LIMIT, listContracts } from './service.js';

// A keyword shared by more contracts than are read whole: the page comes from walking the sort index, the
// total is the planner's estimate, flagged; a rarer keyword is still counted exactly.
describe('the contracts keyword over many matches', () => {
  const t = suiteApp();
  const shared = KEYWORD_WHOLE_SET_LIMIT + 200;

  beforeAll(async () => {
    const db = t.database.db;
    const client = await createClient(db, 'Importadora Frase Comum Ltda');
    await sql`
      insert into contracts (contract_number, contract_date, contract_type, client_id, currency, me_value, mn_value,
                             rate, notes)
      select 'CT-MANY-' || n, date '2026-01-01' + (n % 300), 'import', ${client.id}::int8, 'USD', 1000 + n,
             5000 + n, 5, case when n <= ${shared} then 'Vinculado a carta de crédito nº ' || n else 'Outro' end
        from generate_series(1, ${shared + 50}) n`.execute(db);
    await sql`analyze contracts`.execute(db);
  });

  const query = (keyword: string) => ({ page: 1, pageSize: 25, sort: 'contractDate:desc', keyword }) as const;

  it('pages a keyword shared by many in sort order, its total an estimate', async () => {
    const page = await listContracts(t.database.db, query('carta de credito'), undefined);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(KEYWORD_WHOLE_SET_LIMIT);
    expect(page.items).toHaveLength(25);
    const dates = page.items.map((r) => r.contractDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of page.items)
      expect(Number(row.contractNumber.slice('CT-MANY-'.length))).toBeLessThanOrEqual(shared);
  });

  it('counts a rarer keyword exactly', async () => {
    const page = await listContracts(t.database.db, query('nº 1000'), undefined);
    expect(page).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(page.items.map((r) => r.contractNumber)).toEqual(['CT-MANY-1000']);
  });
});
