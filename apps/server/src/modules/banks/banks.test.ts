import { BANK_OPTIONS_LIMIT } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import type { Database } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

// GET /api/banks/options (issue 24): the bank picker of the payment-data and receiving forms.
const t = suiteApp();
let db: Kysely<Database>;
let clientUser: Agent;

const options = async (q: string | undefined, agent: Agent = clientUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/banks/options${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    headers: agent.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { code: string; ispb: string | null; name: string }[] }).items;
};

beforeAll(async () => {
  db = t.database.db;
  // Test banks in a code range of their own, beside whatever the database holds.
  type Row = [string, string, string, string | null, boolean];
  const rows: Row[] = [
    ['901', '90100001', 'Banco Açaí Paulista S.A.', 'Açaí Paulista', true],
    ['902', '90200002', 'Banco Cooperativo do Sertão', null, true],
    ['903', '90300003', 'Banco Fechado S.A.', 'Fechado', false],
    ...Array.from({ length: 25 }, (_, i): Row => [
      String(910 + i),
      String(91000000 + i),
      `Banco Zeta Múltiplo ${String(i).padStart(2, '0')}`,
      null,
      true,
    ]),
  ];
  for (const [code, ispb, name, shortName, active] of rows)
    await db
      .insertInto('banks')
      .values({ compe_code: code, ispb, name, short_name: shortName, active })
      .execute();
  clientUser = (await signedInUser(t, { kind: 'client' })).agent;
});

describe('GET /api/banks/options', () => {
  it('finds a bank by its name or short name, without regard to accents or case', async () => {
    expect(await options('acai paulista')).toEqual([
      { code: '901', ispb: '90100001', name: 'Açaí Paulista' },
    ]);
    expect((await options('SERTAO')).map((b) => b.code)).toEqual(['902']);
  });

  it('finds a bank by the start of its COMPE code or ISPB', async () => {
    expect((await options('90')).map((b) => b.code).slice(0, 2)).toEqual(['901', '902']);
    expect((await options('902')).map((b) => b.code)).toEqual(['902']);
    expect((await options('9020000')).map((b) => b.code)).toEqual(['902']);
  });

  it('leaves out inactive banks and answers at most 20, in code order', async () => {
    expect(await options('Fechado')).toEqual([]);
    const zeta = await options('zeta múltiplo');
    expect(zeta).toHaveLength(BANK_OPTIONS_LIMIT);
    expect(zeta.map((b) => b.code)).toEqual([...zeta.map((b) => b.code)].sort());
    expect(await options('%')).toEqual([]);
  });

  it('answers any signed-in user, and no one else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/banks/options?q=901' });
    expect(res.statusCode).toBe(401);
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/banks/options?q=${'x'.repeat(61)}`,
      headers: clientUser.headers,
    });
    expect(long.statusCode).toBe(400);
  });

  it('searches names through the trigram index', async () => {
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select 1 from banks b
        where f_unaccent(b.name || ' ' || coalesce(b.short_name, ''))
          ilike '%' || f_unaccent('sertao') || '%'`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('banks_names_trgm');
  });
});
