import type { DispatchRequestSummary } from '@fxbo/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { staffOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import type { FieldError } from '../../../test/field-errors.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { suiteApp } from '../../../test/suite.js';
import type { ExportDispatchRequestsTable } from '../../db/schema.js';

/** A 400 from the route's validation, naming the field with its translated message. */
function expectFieldError(res: LightMyRequestResponse, error: FieldError): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [error] });
}

// Wednesday 2026-11-25, 10:00 in São Paulo.
const clock = testClock('2026-11-25T13:00:00Z');

describe('POST /api/dispatch-requests/:id/register and /reject', () => {
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t, { a: 'Exportadora Alfa Ltda', b: 'Exportadora Beta S.A.' });
  const { consultOnly, ofA } = suiteAgents(t, {
    consultOnly: staffWith('trade.consult'),
    ofA: () => staffOf([a.id], 'trade.register-dispatch'),
  });
  let decider: Agent;
  let deciderId: string;

  beforeAll(async () => {
    ({ id: deciderId, agent: decider } = await signedInUser(
      t,
      staffWith('trade.consult', 'trade.register-dispatch'),
    ));
  });

  const request = async (values: Partial<Insertable<ExportDispatchRequestsTable>> = {}) =>
    (
      await t.database.db
        .insertInto('export_dispatch_requests')
        .values({
          client_id: a.id,
          invoice_number: 'EXP-2026-000123',
          request_date: '2026-11-20',
          currency: 'USD',
          value: '1000.00',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const post = (agent: Agent, url: string, payload: Record<string, unknown>, lang = 'pt-BR') =>
    t.app.inject({ method: 'POST', url, headers: { ...agent.headers, 'accept-language': lang }, payload });
  const register = (agent: Agent, id: string, payload: Record<string, unknown>, lang?: string) =>
    post(agent, `/api/dispatch-requests/${id}/register`, payload, lang);
  const reject = (agent: Agent, id: string, payload: Record<string, unknown>, lang?: string) =>
    post(agent, `/api/dispatch-requests/${id}/reject`, payload, lang);
  const stored = (id: string) =>
    t.database.db
      .selectFrom('export_dispatch_requests')
      .select(['status', 'due_number', 'registered_at', 'registered_by', 'rejection_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'actor_user_id', 'details'])
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details }));

  it('registers a pending request with its DU-E number (canonical form), who and when, audited', async () => {
    const id = await request();
    const res = await register(decider, id, { dueNumber: ' 26br000123456-7 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DispatchRequestSummary>()).toMatchObject({
      id,
      status: 'registered',
      dueNumber: '26BR0001234567',
      registeredAt: '2026-11-25T13:00:00.000Z',
      rejectionReason: null,
    });
    expect(await stored(id)).toEqual({
      status: 'registered',
      due_number: '26BR0001234567',
      registered_at: new Date('2026-11-25T13:00:00.000Z'),
      registered_by: deciderId,
      rejection_reason: null,
    });
    expect(await auditOf(id)).toEqual([
      {
        action: 'dispatch_request.register',
        entity: 'export_dispatch_request',
        actor_user_id: deciderId,
        details: expect.objectContaining({ dueNumber: '26BR0001234567', clientId: a.id }),
      },
    ]);
  });

  it('rejects a pending request with its reason, audited', async () => {
    const id = await request();
    const res = await reject(decider, id, { reason: '  NCM divergente da fatura. ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DispatchRequestSummary>()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'NCM divergente da fatura.',
      dueNumber: null,
    });
    expect(await stored(id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'NCM divergente da fatura.',
    });
    expect(await auditOf(id)).toEqual([
      {
        action: 'dispatch_request.reject',
        entity: 'export_dispatch_request',
        actor_user_id: deciderId,
        details: expect.objectContaining({ reason: 'NCM divergente da fatura.' }),
      },
    ]);
  });

  it('requires the DU-E number and its form, with translated messages; nothing changed', async () => {
    const id = await request();
    expectFieldError(await register(decider, id, {}), {
      path: 'body.dueNumber',
      code: 'due_number_required',
      message: 'Informe o número da DU-E.',
    });
    expectFieldError(await register(decider, id, { dueNumber: '  ' }, 'en'), {
      path: 'body.dueNumber',
      code: 'due_number_required',
      message: 'Please give the DU-E number.',
    });
    for (const bad of ['RE-2026-0001', '26BR000123456', '2026BR0001234567', '26US0001234567'])
      expectFieldError(await register(decider, id, { dueNumber: bad }, 'en'), {
        path: 'body.dueNumber',
        code: 'due_number_invalid',
        message: 'Invalid DU-E number: 2 digits of the year, BR and 10 digits (e.g. 24BR0001234567).',
      });
    expect((await register(decider, id, { dueNumber: 26 })).statusCode).toBe(400);
    expect(await stored(id)).toMatchObject({ status: 'pending', due_number: null });
    expect(await auditActions(t.database.db, { entityId: id })).toEqual([]);
  });

  it('requires the reason to reject, with the translated message; nothing changed', async () => {
    const id = await request();
    expectFieldError(await reject(decider, id, {}), {
      path: 'body.reason',
      code: 'reason_required',
      message: 'Informe o motivo da recusa.',
    });
    expectFieldError(await reject(decider, id, { reason: '   ' }, 'en'), {
      path: 'body.reason',
      code: 'reason_required',
      message: 'Please give the reason for the rejection.',
    });
    expect((await reject(decider, id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await stored(id)).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('answers 409 with a clear message once the request was decided', async () => {
    const done = await request({
      status: 'registered',
      due_number: '26BR0000000001',
      registered_at: new Date('2026-11-21T13:00:00Z'),
    });
    const again = await register(decider, done, { dueNumber: '26BR0001234567' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'state_conflict',
      title: 'Only pending requests can be registered or rejected; this one is already “Registered”.',
    });
    const rejected = await reject(decider, done, { reason: 'Tarde demais.' });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().title).toBe(
      'Somente solicitações pendentes podem ser registradas ou rejeitadas; esta já está “Registrada”.',
    );
    const canceled = await request({ status: 'canceled' });
    expect((await register(decider, canceled, { dueNumber: '26BR0001234567' })).statusCode).toBe(409);
    expect(await stored(done)).toMatchObject({ due_number: '26BR0000000001', rejection_reason: null });
  });

  it('keeps to the client scope (404 outside), and refuses a user without the permission (403)', async () => {
    const other = await request({ client_id: b.id });
    const res = await reject(ofA, other, { reason: 'Fora do escopo.' }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', title: 'Dispatch request not found.' });
    expect((await register(ofA, other, { dueNumber: '26BR0001234567' })).statusCode).toBe(404);
    expect((await register(decider, '999999999', { dueNumber: '26BR0001234567' })).statusCode).toBe(404);
    expect((await register(decider, 'abc', { dueNumber: '26BR0001234567' })).statusCode).toBe(400);
    expect(await stored(other)).toMatchObject({ status: 'pending' });
    const own = await request();
    expect((await register(consultOnly, own, { dueNumber: '26BR0001234567' })).statusCode).toBe(403);
    expect((await reject(consultOnly, own, { reason: 'Sem permissão.' })).statusCode).toBe(403);
    expect(await stored(own)).toMatchObject({ status: 'pending' });
    expect((await register(ofA, own, { dueNumber: '26BR0001234567' })).statusCode).toBe(200);
  });

  it('holds under concurrency: a register and a reject at once, exactly one wins, the other is told', async () => {
    const id = await request();
    const results = await Promise.all([
      register(decider, id, { dueNumber: '26BR0001234567' }, 'en'),
      reject(decider, id, { reason: 'Valor divergente.' }, 'en'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().title).toMatch(
      /^Only pending requests can be registered or rejected; this one is already/,
    );
    const row = await stored(id);
    expect(['registered', 'rejected']).toContain(row.status);
    expect(await auditActions(t.database.db, { entityId: id })).toHaveLength(1);
  });
});
