import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { copyOut, copyStatement, createExportPool, inlineParameters } from './copy-stream.js';
import { suiteDatabase } from '../../test/suite.js';

describe('inlineParameters (COPY takes no parameters)', () => {
  const database = suiteDatabase();

  const evil = [
    "O'Brien",
    "'); drop table users; --",
    "back\\slash \\' quote",
    '$1 $2 placeholders in text',
    'línea\nnueva\ttab',
    '"double" quotes',
    '',
  ];

  it.each(evil)('round-trips %j through PostgreSQL unchanged', async (value) => {
    const inlined = inlineParameters('select $1::text as v', [value]);
    const rows = await sql.raw<{ v: string }>(inlined).execute(database.db);
    expect(rows.rows[0]?.v).toBe(value);
  });

  it('writes numbers, booleans, nulls, dates and arrays as literals', async () => {
    const at = new Date('2026-03-10T15:00:00.123Z');
    const inlined = inlineParameters(
      'select $1::int as i, $2::numeric as n, $3::boolean as b, $4::text as z, $5::timestamptz as t, $6::int8[] as a, $7::text[] as s',
      [42, -1.5, true, null, at, ['1', '22'], ['a"b', 'c\\d', "e'f"]],
    );
    const row = (await sql.raw<Record<string, unknown>>(inlined).execute(database.db)).rows[0];
    expect(row).toEqual({
      i: 42,
      n: '-1.5',
      b: true,
      z: null,
      t: at,
      a: ['1', '22'],
      s: ['a"b', 'c\\d', "e'f"],
    });
  });

  it('leaves $n inside quoted text and identifiers alone, and refuses unknown values', () => {
    expect(inlineParameters(`select '$1', "$1", $1`, ['x'])).toBe(`select '$1', "$1", 'x'`);
    expect(inlineParameters(`select 'it''s $1', $1`, [1])).toBe(`select 'it''s $1', (1)`);
    expect(() => inlineParameters('select $2', ['x'])).toThrow();
    expect(() => inlineParameters('select $1', [{}])).toThrow();
    expect(() => inlineParameters('select $1', [Number.NaN])).toThrow();
  });

  it('streams a COPY of a Kysely query on the export pool', async () => {
    const pool = createExportPool(database.pool, { max: 1 });
    try {
      const query = database.db
        .selectFrom(sql<{ g: number }>`generate_series(1, 3)`.as('t'))
        .select(sql<string>`'v' || t || ${"'"}`.as('Valor, "x"'));
      const chunks: Buffer[] = [];
      for await (const c of copyOut(pool, copyStatement(query, 'format csv, header true'))) chunks.push(c);
      expect(Buffer.concat(chunks).toString()).toBe(`"Valor, ""x"""\nv1'\nv2'\nv3'\n`);
      // Its connections wait far longer than the API's 30 s.
      const timeout = await pool.query<{ statement_timeout: string }>('show statement_timeout');
      expect(timeout.rows[0]?.statement_timeout).toBe('10min');
    } finally {
      await pool.end();
    }
  });

  it('sends one query at a time on an export connection, with its settings applied', async () => {
    // Every query sent while another on the same connection is unanswered: pg queues it and warns once per
    // process ("client.query() when the client is already executing a query"), the line each export wrote.
    const overlapping: string[] = [];
    const running = new WeakMap<object, number>();
    const query = pg.Client.prototype.query;
    const watched = function (this: pg.Client, ...args: unknown[]) {
      const before = running.get(this) ?? 0;
      if (before > 0) overlapping.push(String((args[0] as { text?: string }).text ?? args[0]));
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) {
        running.set(this, before + 1);
        const done = () => running.set(this, (running.get(this) ?? 1) - 1);
        result.then(done, done);
      }
      return result;
    };
    pg.Client.prototype.query = watched as typeof query;
    const pool = createExportPool(database.pool, { max: 1 });
    try {
      const probe = database.db
        .selectFrom(sql<{ g: number }>`generate_series(1, 1)`.as('t'))
        .select([
          sql<string>`current_setting('datestyle')`.as('d'),
          sql<string>`current_setting('client_connection_check_interval')`.as('c'),
        ]);
      const chunks: Buffer[] = [];
      for await (const c of copyOut(pool, copyStatement(probe, 'format csv'), undefined, 'SQL, DMY'))
        chunks.push(c);
      expect(Buffer.concat(chunks).toString()).toBe('"SQL, DMY",1s\n');
      expect(overlapping).toEqual([]);
    } finally {
      pg.Client.prototype.query = query;
      await pool.end();
    }
  });
});
