import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

const t = suiteApp();
const { a } = suiteClients(t, { a: { name: 'Cliente Auditado', taxId: '11222333000181' } });
const { viewer, ofA } = suiteAgents(t, {
  viewer: staffWith('audit.consult'),
  // A viewer with a client scope.
  ofA: () => clientOf([a.id], 'audit.consult'),
});
let db: Kysely<Database>;
let alice: TestUser;
let bob: TestUser;

interface Entry {
  id: string;
  at: string;
  action: string;
  entityId: string | null;
  actor: { id: string; name: string } | null;
  ip: string | null;
  details: Record<string, unknown>;
}

const get = async (query: string, agent = viewer, lang?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit?${query}`,
    headers: { ...agent.headers, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return res;
};
const items = async (query: string, agent = viewer) => {
  const res = await get(query, agent);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Entry[]; total: number };
};

beforeAll(async () => {
  db = t.database.db;
  alice = await createUser(db, { name: 'Alice Auditada', clientIds: [a.id], kind: 'client' });
  bob = await createUser(db, { name: 'Bob Auditado' });
  const at = (iso: string) => iso;
  // Rows with explicit times: 2026-03-01 00:30 in São Paulo is 03:30 UTC.
  for (const [actor, action, entityId, time] of [
    [alice.id, 'user.unblock', 'e1', at('2026-03-01T03:30:00Z')],
    [bob.id, 'user.delete', 'e2', at('2026-03-02T12:00:00Z')],
    [alice.id, 'remittance.cancel', 'e3', at('2026-03-03T02:59:00Z')],
    [null, 'access_request.create', 'e4', at('2026-03-03T12:00:00Z')],
  ] as const) {
    await recordAudit(db, {
      actorUserId: actor,
      action,
      entity: 'thing',
      entityId,
      ip: '203.0.113.5',
      userAgent: 'audit-test',
      details: { reference: entityId },
    });
    await db.updateTable('audit_log').set({ at: time }).where('entity_id', '=', entityId).execute();
  }
});

describe('GET /api/audit', () => {
  it('newest first, with the actor', async () => {
    const r = await items('entity=thing');
    expect(r.items.map((i) => i.entityId)).toEqual(['e4', 'e3', 'e2', 'e1']);
    expect(r.total).toBe(4);
    expect(r.items[1]).toMatchObject({
      action: 'remittance.cancel',
      actor: { id: alice.id, name: 'Alice Auditada' },
      ip: '203.0.113.5',
      details: { reference: 'e3' },
    });
    expect(r.items[0]?.actor).toBeNull();
  });

  it('filters by actor, action (exact or prefix), entity id and period in São Paulo days', async () => {
    expect((await items(`entity=thing&actorUserId=${alice.id}`)).items.map((i) => i.entityId)).toEqual([
      'e3',
      'e1',
    ]);
    expect((await items('entity=thing&action=user.')).items.map((i) => i.entityId)).toEqual(['e2', 'e1']);
    expect((await items('entity=thing&action=user')).items).toEqual([]);
    expect((await items('entity=thing&action=user.delete')).items.map((i) => i.entityId)).toEqual(['e2']);
    expect((await items('entity=thing&entityId=e4')).total).toBe(1);
    // 2026-03-02 in São Paulo: 03:00 UTC on the 2nd to 03:00 UTC on the 3rd; e3 (02:59 UTC on the 3rd) is in.
    expect((await items('entity=thing&from=2026-03-02&to=2026-03-02')).items.map((i) => i.entityId)).toEqual([
      'e3',
      'e2',
    ]);
    expect((await items('entity=thing&from=2026-03-01&to=2026-03-01')).items.map((i) => i.entityId)).toEqual([
      'e1',
    ]);
  });

  it('pages', async () => {
    const first = await items('entity=thing&pageSize=3');
    const second = await items('entity=thing&pageSize=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((i) => i.entityId)).toEqual(['e1']);
  });

  it('a viewer with a client scope sees only what users of their clients did', async () => {
    expect((await items('entity=thing', ofA)).items.map((i) => i.entityId)).toEqual(['e3', 'e1']);
  });

  it('downloads as CSV and XLSX: actions as labels, in the filters, order and scope of the list', async () => {
    const download = async (format: 'csv' | 'xlsx', query: string, agent = viewer, lang = 'pt-BR') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/audit/export.${format}?${query}`,
        headers: { ...agent.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const csv = (await download('csv', 'entity=thing&csvDialect=rfc4180')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv[0]).toBe(
      'Data e hora,Usuário,Email do usuário,Ação,Registro,Identificador do registro,Endereço IP',
    );
    expect(csv.slice(1).map((r) => r.split(',')[5])).toEqual(['e4', 'e3', 'e2', 'e1']);
    // São Paulo time, the actor, the action's label (not its code), the address.
    expect(csv[2]).toMatch(
      /^2026-03-02 23:59:00,Alice Auditada,[^,]+,Remessa cancelada,thing,e3,203\.0\.113\.5$/,
    );
    const english = (await download('csv', 'entity=thing&action=user.', viewer, 'en')).body;
    expect(english).toContain(',User deleted,');
    expect(english).not.toContain('user.delete');
    // A viewer with a client scope downloads only what users of their clients did.
    const theirs = (await download('csv', 'entity=thing&csvDialect=rfc4180', ofA)).body
      .trim()
      .split('\n')
      .slice(1);
    expect(theirs.map((r) => r.split(',')[5])).toEqual(['e3', 'e1']);
    expect((await download('xlsx', 'entity=thing')).rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('bad filters are 400 with translated messages', async () => {
    const range = await get('from=2026-03-02&to=2026-03-01', viewer, 'en');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toContainEqual({
      path: 'querystring.to',
      code: 'date_range_invalid',
      message: 'Date-to must be greater than date-from.',
    });
    const pt = await get('from=2026-03-02&to=2026-03-01');
    expect(pt.json().errors[0].message).toBe('A data final deve ser maior que a data inicial.');
    for (const q of [
      'from=2026-02-30',
      'actorUserId=1',
      'pageSize=0',
      'page=-1',
      'action=%00',
      'entityId=x%00',
    ]) {
      expect((await get(q)).statusCode, q).toBe(400);
    }
  });
});
