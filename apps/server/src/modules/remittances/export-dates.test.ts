import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyOut, copyStatement, createExportPool } from '../../http/copy-stream.js';
import { createClient, createRemittance, createShipper } from '../../../test/fixtures/remittances.js';
import { remittancesList } from '@fxbo/domain';
import { downloadRows } from '../../platform/list-routes.js';
import { remittanceSource } from './query.js';
import { suiteDatabase } from '../../../test/suite.js';

/*
 * The CSV prints dates with the types' own text output (to_char cost most of a 1,000,000-row export), which
 * follows the session's DateStyle: each export sets it (copyOut), so a server configured otherwise changes nothing.
 */
describe('remittance CSV dates', () => {
  const t = suiteDatabase();

  beforeAll(async () => {
    const client = await createClient(t.db);
    const shipper = await createShipper(t.db, client.id);
    await createRemittance(t.db, shipper, {
      reference: 'DATES-1',
      // 02:30:59.999 UTC on 2 March is 23:30:59 on 1 March in São Paulo: the fraction is cut, not rounded.
      include_date: new Date('2026-03-02T02:30:59.999Z'),
      payment_date: '2026-03-02',
    });
    // New connections to this database start in a day-first, non-ISO style.
    await sql`alter database ${sql.id(t.name)} set datestyle = 'SQL, DMY'`.execute(t.db);
  });

  it('are ISO, in São Paulo time to the second, whatever the database’s DateStyle', async () => {
    const pool = createExportPool(t.pool, { max: 1 });
    try {
      const query = downloadRows(
        remittancesList,
        remittanceSource.downloads(t.db),
        { type: 'all' },
        'includeDate:desc',
        undefined,
        'csv',
        'en',
      ).rows;
      let text = '';
      for await (const chunk of copyOut(pool, copyStatement(query, 'format csv, header true')))
        text += chunk.toString('utf8');
      const [header, row] = text.trim().split('\n');
      const columns = header?.split(',') ?? [];
      const values = row?.split(',') ?? [];
      const at = (name: string) => values[columns.findIndex((c) => c.includes(name))];
      expect(at('Include date')).toBe('2026-03-01 23:30:59');
      expect(at('Payment day')).toBe('2026-03-02');
    } finally {
      await pool.end();
    }
  });
});
