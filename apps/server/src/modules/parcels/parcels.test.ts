import type { ParcelDecisionResponse } from '@fxbo/domain';
import { csvRecords, parseCsv, xlsxCell, xlsxSheet } from '@fxbo/test-files';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, signIn, staffWith } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { NamedRows } from '../../../test/named-rows.js';
import {
  apiGet,
  expectForbidden,
  expectNotFound,
  listAndDownloads,
  listItems,
} from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';
import { createUser } from '../../../test/users.js';
import type { ParcelsTable } from '../../db/schema.js';

const NOW = '2026-03-10T15:00:00.000Z';

describe('/api/parcels: the list, its downloads and the decisions', () => {
  const clock = testClock(NOW);
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t);
  let staff: Agent;
  let authorizer: Agent;
  let authorizerId: string;
  let consultant: Agent;
  let ofA: Agent;
  let ofAAuthorizer: Agent;
  let without: Agent;
  /** Parcels by their names in these tests (their numbers). */
  const rows = new NamedRows();

  const add = async (name: string, values: Partial<Insertable<ParcelsTable>> & { client_id: string }) => {
    const row = await t.database.db
      .insertInto('parcels')
      .values({
        parcel_number: name,
        closure_date: '2026-03-02',
        currency: 'USD',
        value: '1000.00',
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return rows.add(name, row.id);
  };

  beforeAll(async () => {
    const db = t.database.db;
    await add('P1', {
      client_id: a.id,
      closure_date: '2026-03-01',
      value: '2500.50',
      nature: 'Juros',
      reference: 'REF-1',
      invoice: 'INV-1',
      ir_value: '375.08',
      ir_without_renounce: '441.26',
    });
    await add('P2', { client_id: a.id, closure_date: '2026-03-04', currency: 'EUR', value: '75000.00' });
    await add('P3', { client_id: b.id, closure_date: '2026-03-07', value: '120.00', reference: 'REF-3' });
    const decidedBy = await createUser(db, { kind: 'staff', allClients: true });
    await add('P4', {
      client_id: b.id,
      closure_date: '2026-03-05',
      value: '300.00',
      status: 'rejected',
      decided_by: decidedBy.id,
      decided_at: '2026-03-06T12:00:00Z',
      decision_reason: 'Sem contrato',
    });
    await add('P5', {
      client_id: a.id,
      closure_date: '2026-02-20',
      value: '50.00',
      status: 'authorized',
      decided_by: decidedBy.id,
      decided_at: '2026-02-21T12:00:00Z',
      invoice: 'INV-5',
    });
    ({ staff } = await signIn(t, { staff: staffWith('parcels.consult') }));
    ({ agent: authorizer, id: authorizerId } = await signedInUser(t, staffWith('parcels.authorize')));
    ({ consultant, ofA, ofAAuthorizer, without } = await signIn(t, {
      consultant: staffWith('parcels.consult'),
      ofA: {
        ...clientOf([a.id], 'parcels.consult'),
        name: 'Beatriz Cliente Alfa',
        email: 'beatriz@alfa.test',
      },
      ofAAuthorizer: {
        ...clientOf([a.id], 'parcels.authorize'),
        name: 'Carlos Cliente Alfa',
        email: 'carlos@alfa.test',
      },
      without: staffWith('documents.consult'),
    }));
    await db.updateTable('users').set({ locale: 'en' }).where('email', '=', 'carlos@alfa.test').execute();
  });

  const get = apiGet(t);
  const post = (agent: Agent, payload: unknown, lang = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/parcels/decisions',
      headers: { ...agent.headers, 'accept-language': lang },
      payload: payload as Record<string, unknown>,
    });
  /** A 400 whose one field error is `error` (the body's schema refused it). */
  const expectFieldError = (
    res: Awaited<ReturnType<typeof post>>,
    error: { path: string; code: string; message: string },
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [error] });
  };
  const listed = async (query: string, agent = staff) =>
    rows.of(await listItems(get(agent, `/api/parcels${query}`)));

  describe('the list', () => {
    it('lists oldest closure first, with every column', async () => {
      const res = await get(staff, '/api/parcels');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 5, totalIsEstimate: false, page: 1, pageSize: 25 });
      expect(rows.of(body.items)).toEqual(['P5', 'P1', 'P2', 'P4', 'P3']);
      expect(body.items[1]).toEqual({
        id: rows.id('P1'),
        parcelNumber: 'P1',
        closureDate: '2026-03-01',
        client: { id: a.id, name: 'Importadora Alfa Ltda' },
        currency: 'USD',
        value: '2500.50',
        nature: 'Juros',
        reference: 'REF-1',
        invoice: 'INV-1',
        irValue: '375.08',
        irWithoutRenounce: '441.26',
        status: 'pending',
        decidedAt: null,
        decisionReason: null,
      });
      expect(body.items[3]).toMatchObject({
        status: 'rejected',
        decidedAt: '2026-03-06T12:00:00.000Z',
        decisionReason: 'Sem contrato',
      });
    });

    it.each([
      ['?status=pending', ['P1', 'P2', 'P3']],
      ['?status=authorized', ['P5']],
      ['?status=rejected', ['P4']],
      ['?currency=eur', ['P2']],
      ['?reference=REF-3', ['P3']],
      ['?reference=REF', []],
      ['?invoice=INV-5', ['P5']],
      ['?closureDateFrom=2026-03-04&closureDateTo=2026-03-05', ['P2', 'P4']],
      ['?closureDateFrom=2026-03-04&closureDateTo=2026-03-04', ['P2']],
      ['?closureDateFrom=2026-03-06', ['P3']],
      ['?closureDateTo=2026-02-28', ['P5']],
      ['?valueFrom=300&valueTo=2500.50', ['P1', 'P4']],
      ['?valueFrom=2500,51', ['P2']],
      ['?valueTo=120', ['P5', 'P3']],
      ['?status=pending&currency=USD&valueFrom=100', ['P1', 'P3']],
    ])('filters %s', async (query, expected) => {
      expect(await listed(query)).toEqual(expected);
    });

    it('filters by client; sorts the pending ones by value', async () => {
      expect(await listed(`?clientId=${a.id}`)).toEqual(['P5', 'P1', 'P2']);
      expect(await listed(`?clientId=${b.id}&status=pending`)).toEqual(['P3']);
      expect(await listed('?sort=value:desc&status=pending')).toEqual(['P2', 'P1', 'P3']);
    });

    it("a client user sees only its clients' parcels, and not another's by its reference", async () => {
      expect(await listed('', ofA)).toEqual(['P5', 'P1', 'P2']);
      await expectNotFound(get(ofA, `/api/parcels?clientId=${b.id}`), 'Cliente não encontrado.');
      expect(await listed('?reference=REF-3', ofA)).toEqual([]);
    });

    it('writes the downloads with the filters, labels in the reader’s language and decimal values', async () => {
      const res = await get(staff, `/api/parcels/export.csv?clientId=${a.id}&status=pending&lang=en`);
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows[1]).toEqual([
        'P1',
        '2026-03-01',
        'Importadora Alfa Ltda',
        'USD',
        '2500.50',
        'Interest', // 'Juros', in the reader's language (PARCEL_NATURE_WORDS)
        'REF-1',
        'INV-1',
        '375.08',
        '441.26',
        'Pending',
        '',
        '',
      ]);
      expect(rows).toHaveLength(3);
      const pt = csvRecords((await get(staff, '/api/parcels/export.csv?status=rejected')).body, ';');
      expect(pt[1]?.[10]).toBe('Recusada');
      expect(pt[1]?.[12]).toBe('Sem contrato');
      const xlsx = await get(staff, '/api/parcels/export.xlsx?reference=REF-1');
      const sheet = await xlsxSheet(xlsx.rawPayload);
      expect(xlsxCell(sheet, 'E2')).toBe('2500.5');
      expect(xlsxCell(sheet, 'I2')).toBe('375.08');
    });

    it('is open to parcels.consult and parcels.authorize, refused to anyone else', async () => {
      expect((await get(authorizer, '/api/parcels')).statusCode).toBe(200);
      await expectForbidden(get, without, listAndDownloads('/api/parcels'));
    });
  });

  describe('decisions', () => {
    const status = async (id: string) =>
      (
        await t.database.db
          .selectFrom('parcels')
          .select(['status', 'decided_by', 'decided_at', 'decision_reason'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const mailsAbout = (number: string) =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['to', 'subject', 'text'])
        .where('subject', 'like', `% — ${number}`)
        .orderBy('to')
        .execute();

    it('authorizes a pending parcel: recorded, audited, mailed to the client’s users in their languages', async () => {
      const id = await add('D-1/3', { client_id: a.id, reference: 'REF-D1', value: '1234.56' });
      const res = await post(authorizer, { ids: [id], decision: 'authorize' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ParcelDecisionResponse>()).toEqual({
        decision: 'authorize',
        results: [{ id, outcome: 'decided', parcelNumber: 'D-1/3', status: 'authorized', message: null }],
      });
      const row = await t.database.db
        .selectFrom('parcels')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'authorized', decided_by: authorizerId, decision_reason: null });
      expect(row.decided_at?.toISOString()).toBe(NOW);
      expect(await auditActions(t.database.db, { entityId: id }, 'parcel.%')).toEqual(['parcel.authorize']);
      const mails = await mailsAbout('D-1/3');
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        ['beatriz@alfa.test', 'Parcela autorizada — D-1/3'],
        ['carlos@alfa.test', 'Parcel authorized — D-1/3'],
      ]);
      expect(mails[0]?.text).toContain('Olá, Beatriz.');
      expect(mails[0]?.text).toMatch(/Valor: US\$\s1\.234,56/);
      expect(mails[0]?.text).toContain('Referência: REF-D1');
      expect(mails[1]?.text).toContain('Hello, Carlos.');
      expect(mails[1]?.text).toMatch(/Value: USD\s1,234\.56/);
    });

    it('rejects with the reason, which is required', async () => {
      const id = await add('D-2/3', { client_id: a.id });
      expectFieldError(await post(authorizer, { ids: [id], decision: 'reject' }), {
        path: 'body.reason',
        code: 'reason_required',
        message: 'Informe o motivo da recusa.',
      });
      expectFieldError(await post(authorizer, { ids: [id], decision: 'reject', reason: '   ' }, 'en'), {
        path: 'body.reason',
        code: 'reason_required',
        message: 'Please give the reason for the rejection.',
      });
      expect(await status(id)).toBe('pending');
      const res = await post(authorizer, { ids: [id], decision: 'reject', reason: ' Falta a fatura. ' });
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.database.db
        .selectFrom('parcels')
        .select(['status', 'decision_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'rejected', decision_reason: 'Falta a fatura.' });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('entity_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'parcel.reject', details: { reason: 'Falta a fatura.' } });
      const mails = await mailsAbout('D-2/3');
      expect(mails.map((m) => m.subject)).toEqual(['Parcela recusada — D-2/3', 'Parcel rejected — D-2/3']);
      expect(mails[0]?.text).toContain('Motivo: Falta a fatura.');
      expect(mails[1]?.text).toContain('Reason: Falta a fatura.');
    });

    it('refuses an already-decided parcel with 409 and a clear message, changing nothing', async () => {
      const id = await add('D-3/3', { client_id: b.id });
      expect((await post(authorizer, { ids: [id], decision: 'authorize' })).statusCode).toBe(200);
      const again = await post(authorizer, { ids: [id], decision: 'reject', reason: 'Tarde demais' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'state_conflict',
        title: 'A parcela D-3/3 já foi autorizada e não pode ser decidida novamente. Atualize a lista.',
      });
      const en = await post(authorizer, { ids: [id], decision: 'authorize' }, 'en');
      expect(en.json().title).toBe(
        'Parcel D-3/3 has already been authorized and cannot be decided again. Reload the list.',
      );
      expect(await status(id)).toBe('authorized');
      expect(await auditActions(t.database.db, { entityId: id }, 'parcel.%')).toEqual(['parcel.authorize']);
    });

    it('two people deciding the same parcel at once: exactly one wins, the other is told', async () => {
      const id = await add('D-RACE', { client_id: a.id });
      const [first, second] = await Promise.all([
        post(authorizer, { ids: [id], decision: 'authorize' }),
        post(ofAAuthorizer, { ids: [id], decision: 'reject', reason: 'Duplicada' }, 'en'),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json()).toMatchObject({ code: 'state_conflict' });
      expect(loser.json().title).toMatch(
        /(já foi|has already been) (autorizada|recusada|authorized|rejected)/,
      );
      expect(await auditActions(t.database.db, { entityId: id }, 'parcel.%')).toHaveLength(1);
      expect(await mailsAbout('D-RACE')).toHaveLength(2);
    });

    it('many at once: each on its own, decided, already decided or not found', async () => {
      const p1 = await add('M-1', { client_id: a.id });
      const p2 = await add('M-2', {
        client_id: a.id,
        status: 'rejected',
        decided_by: authorizerId,
        decided_at: NOW,
        decision_reason: 'x',
      });
      const p3 = await add('M-3', { client_id: b.id });
      const res = await post(authorizer, { ids: [p1, p2, p3, '999999999'], decision: 'authorize' }, 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json<ParcelDecisionResponse>().results).toEqual([
        { id: p1, outcome: 'decided', parcelNumber: 'M-1', status: 'authorized', message: null },
        {
          id: p2,
          outcome: 'conflict',
          parcelNumber: 'M-2',
          status: 'rejected',
          message: 'Parcel M-2 has already been rejected and cannot be decided again. Reload the list.',
        },
        { id: p3, outcome: 'decided', parcelNumber: 'M-3', status: 'authorized', message: null },
        { id: '999999999', outcome: 'not_found', parcelNumber: null, status: null, message: null },
      ]);
      expect(await status(p2)).toBe('rejected');
      expect(await auditActions(t.database.db, { actorUserId: authorizerId }, 'parcel.%')).toContain(
        'parcel.authorize',
      );
      expect(await auditActions(t.database.db, { entityId: p2 }, 'parcel.%')).toEqual([]);
    });

    it('a client user decides only its clients’ parcels: another client’s is not found', async () => {
      const other = await add('S-B', { client_id: b.id });
      const own = await add('S-A', { client_id: a.id });
      expect((await post(ofAAuthorizer, { ids: [other], decision: 'authorize' })).statusCode).toBe(404);
      expect(await status(other)).toBe('pending');
      const res = await post(ofAAuthorizer, { ids: [other, own], decision: 'authorize' });
      expect(res.json<ParcelDecisionResponse>().results.map((r) => r.outcome)).toEqual([
        'not_found',
        'decided',
      ]);
      expect(await status(other)).toBe('pending');
    });

    it('refuses without parcels.authorize, and a bad selection, with 4xx', async () => {
      const id = await add('X-1', { client_id: a.id });
      expect((await post(consultant, { ids: [id], decision: 'authorize' })).statusCode).toBe(403);
      expect((await post(ofA, { ids: [id], decision: 'authorize' })).statusCode).toBe(403);
      expect((await post(without, { ids: [id], decision: 'authorize' })).statusCode).toBe(403);
      expectFieldError(await post(authorizer, { ids: [], decision: 'authorize' }), {
        path: 'body.ids',
        code: 'parcel_selection_invalid',
        message: 'Selecione de 1 a 100 parcelas.',
      });
      const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
      expect((await post(authorizer, { ids: many, decision: 'authorize' })).statusCode).toBe(400);
      expect((await post(authorizer, { ids: ['abc'], decision: 'authorize' })).statusCode).toBe(400);
      expect((await post(authorizer, { ids: [id], decision: 'maybe' })).statusCode).toBe(400);
      expect((await post(authorizer, { ids: [id] })).statusCode).toBe(400);
      expect(
        (await post(authorizer, { ids: [id], decision: 'reject', reason: 'x'.repeat(501) })).statusCode,
      ).toBe(400);
      expect(await status(id)).toBe('pending');
    });
  });
});
