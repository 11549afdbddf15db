import type { ColumnDef, CsvDialect } from '@fxbo/domain';
import { csvRecords } from '@fxbo/test-files';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../test/suite.js';
import { copyOut, copyStatement, createExportPool } from './copy-stream.js';
import { CSV_FORMS } from './csv-stream.js';
import { downloadSelect } from './download-columns.js';

// The CSV cells of each column kind, written in SQL, read back by csv-parse. The list test over every resource
// (platform/list-download-cells.test.ts) puts hostile rows in real tables; this one reaches what no table
// holds today: a label of ours that would open as a formula, a code without a label, a set of codes.
describe('CSV cells by column kind', () => {
  const database = suiteDatabase();
  const l = (text: string) => ({ 'pt-BR': text, en: text });
  const columns = {
    name: { kind: 'text', label: l('Name') },
    note: { kind: 'text', label: l('Note') },
    state: { kind: 'enum', label: l('State'), labels: { late: l('-1 day'), open: l('Open') } },
    flags: { kind: 'enum', label: l('Flags'), multi: true, labels: { a: l('@first'), b: l('Second') } },
    value: { kind: 'money', label: l('Value') },
    day: { kind: 'date', label: l('Day') },
  } satisfies Record<string, ColumnDef>;
  const expressions = {
    name: 't.name',
    note: "coalesce(t.note, '')",
    state: 't.state',
    flags: 't.flags',
    value: 't.value',
    day: 't.day',
  };
  const ids = Object.keys(columns) as (keyof typeof columns)[];

  const csv = async (dialect: CsvDialect) => {
    const rows = sql`(values
      ('=1+1', '+note', 'late', array['a', 'b'], -1234.5::numeric(18,2), date '2026-03-02'),
      ('Ana', '-x', '@code', array['b', 'a'], 0.25::numeric(18,2), date '2026-12-31'),
      (E'\\tTab', E'\\rReturn', 'open', array[]::text[], 10::numeric(18,2), null)
    )`.as<'t'>(sql`t(name, note, state, flags, value, day)`);
    const query = database.db.selectFrom(rows).select(
      downloadSelect(
        ids.map((id) => ({ id, header: id, type: 'text', width: 10 })),
        columns,
        expressions,
        'csv',
        'en',
        dialect,
      ),
    );
    const form = CSV_FORMS[dialect];
    const pool = createExportPool(database.pool, { max: 1 });
    try {
      let text = '';
      const statement = copyStatement(query, `format csv, header true, delimiter '${form.delimiter}'`);
      for await (const chunk of copyOut(pool, statement, undefined, form.dateStyle)) text += chunk.toString();
      return csvRecords(text, form.delimiter).slice(1);
    } finally {
      await pool.end();
    }
  };

  it('quotes text, labels and codes that would open as a formula, and leaves numbers and dates alone', async () => {
    expect(await csv('rfc4180')).toEqual([
      ["'=1+1", "'+note", "'-1 day", "'@first, Second", '-1234.50', '2026-03-02'],
      ['Ana', "'-x", "'@code", "Second, '@first", '0.25', '2026-12-31'],
      ["'\tTab", "'\rReturn", 'Open', '', '10.00', ''],
    ]);
  });

  it('writes decimals with a comma and days first in the pt-BR dialect', async () => {
    expect((await csv('pt-BR')).map((row) => row.slice(4))).toEqual([
      ['-1234,50', '02/03/2026'],
      ['0,25', '31/12/2026'],
      ['10,00', ''],
    ]);
  });
});
