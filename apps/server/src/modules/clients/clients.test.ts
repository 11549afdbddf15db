import { generateCnpj } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, staffWith } from '../../../test/agents.js';
import type { Database } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

const t = suiteApp();
let db: Kysely<Database>;
let staff: Agent;
let clientUser: Agent;
const ids: Record<string, string> = {};

const options = async (q: string | undefined, agent: Agent) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/clients/options${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    headers: agent.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: string; name: string; taxId: string }[] }).items;
};

beforeAll(async () => {
  db = t.database.db;
  for (const [key, name, taxId] of [
    ['sao', 'Exportadora São João Ltda', '11222333000181'],
    ['acai', 'Açaí do Norte SA', '12ABC34501DE35'],
    ['pct', 'Cem % Algodão', generateCnpj(Math.random)],
  ] as const) {
    const row = await db
      .insertInto('clients')
      .values({ person_type: 'PJ', tax_id: taxId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = String(row.id);
  }
  for (let i = 0; i < 25; i++) {
    await db
      .insertInto('clients')
      .values({
        person_type: 'PJ',
        tax_id: generateCnpj(Math.random),
        name: `Zeta Comércio ${String(i).padStart(2, '0')}`,
      })
      .execute();
  }
  staff = (await signedInUser(t, staffWith())).agent;
  clientUser = (await signedInUser(t, clientOf([ids['acai'] ?? '']))).agent;
});

describe('GET /api/clients/options', () => {
  it('searches names without regard to accents or case', async () => {
    expect((await options('SAO JOAO', staff)).map((c) => c.id)).toEqual([ids['sao']]);
    expect((await options('acai', staff)).map((c) => c.name)).toEqual(['Açaí do Norte SA']);
  });

  it('matches the start of a CPF/CNPJ, masked or not, alphanumeric included', async () => {
    expect((await options('11.222.333', staff)).map((c) => c.id)).toEqual([ids['sao']]);
    expect((await options('12.abc', staff)).map((c) => c.taxId)).toEqual(['12ABC34501DE35']);
  });

  it('takes % and _ literally', async () => {
    expect((await options('%', staff)).map((c) => c.id)).toEqual([ids['pct']]);
    expect(await options('_', staff)).toEqual([]);
  });

  it('returns at most 20, by name', async () => {
    const all = await options(undefined, staff);
    expect(all).toHaveLength(20);
    expect(all.map((c) => c.name)).toEqual(
      [...all.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    expect(await options('zeta', staff)).toHaveLength(20);
  });

  it('a client user sees only their own clients', async () => {
    expect((await options(undefined, clientUser)).map((c) => c.id)).toEqual([ids['acai']]);
    expect(await options('sao', clientUser)).toEqual([]);
  });

  it('needs a session and refuses an over-long search', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/clients/options' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/clients/options?q=${'x'.repeat(101)}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/clients/options?q=a%00',
      headers: staff.headers,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0]).toMatchObject({
      code: 'text_invalid',
      message: 'O texto contém caracteres inválidos.',
    });
  });
});
