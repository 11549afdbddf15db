import type { DocumentPendencySummary } from '@fxbo/domain';
import { csvRecords, parseCsv } from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, signIn, staffOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createDocument } from '../../../test/fixtures/documents.js';
import { NamedRows } from '../../../test/named-rows.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet, expectForbidden, expectNotFound, listAndDownloads } from '../../../test/requests.js';

const NOW = '2026-03-10T15:00:00.000Z';

describe('/api/document-pendencies: the list, its downloads and the resolution', () => {
  const clock = testClock(NOW);
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t);
  const { staff } = suiteAgents(t, {
    staff: staffWith('documents.consult'),
  });
  let resolver: Agent;
  let resolverId: string;
  let ofA: Agent;
  let ofAResolver: Agent;
  let without: Agent;
  let docA: string;
  /** Pendencies by their summaries. */
  const rows = new NamedRows();

  const add = async (
    name: string,
    documentId: string,
    createdAt: string,
    extra: { description?: string; resolved_at?: string } = {},
  ) => {
    const row = await t.database.db
      .insertInto('document_pendencies')
      .values({ document_id: documentId, summary: name, created_at: createdAt, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
    return rows.add(name, row.id);
  };

  beforeAll(async () => {
    const db = t.database.db;
    docA = await createDocument(db, a.id, { number: 'INV-A-1', document_type: 'import_invoice' });
    const diA = await createDocument(db, a.id, { number: 'DI-A-2', document_type: 'di' });
    const docB = await createDocument(db, b.id, { number: 'EXP-B-1', document_type: 'export_invoice' });
    await add('Assinatura pendente', docA, '2026-03-01T12:00:00Z', { description: 'Falta a assinatura.' });
    await add('DI não anexada', diA, '2026-03-04T12:00:00Z');
    await add('Fatura divergente do contrato', docB, '2026-03-07T02:00:00Z');
    // 2026-03-05 23:30 in São Paulo.
    await add('NCM não informada', docB, '2026-03-06T02:30:00Z', { resolved_at: '2026-03-06T12:00:00Z' });
    const r = await signedInUser(t, staffWith('documents.consult', 'documents.resolve-pendencies'));
    resolver = r.agent;
    resolverId = r.id;
    ({ ofA, ofAResolver, without } = await signIn(t, {
      ofA: clientOf([a.id], 'documents.consult'),
      ofAResolver: clientOf([a.id], 'documents.consult', 'documents.resolve-pendencies'),
      without: staffWith('parcels.consult'),
    }));
  });

  const get = apiGet(t);
  const resolve = (agent: Agent, id: string, payload: Record<string, unknown>, lang = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/document-pendencies/${id}/resolve`,
      headers: { ...agent.headers, 'accept-language': lang },
      payload,
    });
  const listed = async (query: string, agent = staff) => {
    const res = await get(agent, `/api/document-pendencies${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return rows.of(res.json().items as { id: string }[]);
  };

  describe('the list', () => {
    it('lists newest first with the document, its type and client', async () => {
      const res = await get(staff, '/api/document-pendencies');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 4, totalIsEstimate: false });
      expect(rows.of(body.items)).toEqual([
        'Fatura divergente do contrato',
        'NCM não informada',
        'DI não anexada',
        'Assinatura pendente',
      ]);
      expect(body.items[3]).toEqual({
        id: rows.id('Assinatura pendente'),
        document: { id: docA, number: 'INV-A-1', type: 'import_invoice' },
        client: { id: a.id, name: 'Importadora Alfa Ltda' },
        summary: 'Assinatura pendente',
        description: 'Falta a assinatura.',
        createdAt: '2026-03-01T12:00:00.000Z',
        status: 'open',
        resolvedAt: null,
        resolutionNote: null,
      });
      expect(body.items[1]).toMatchObject({ status: 'resolved', resolvedAt: '2026-03-06T12:00:00.000Z' });
    });

    it.each([
      ['?status=open', ['Fatura divergente do contrato', 'DI não anexada', 'Assinatura pendente']],
      ['?status=resolved', ['NCM não informada']],
      ['?documentType=di', ['DI não anexada']],
      ['?documentType=export_invoice&status=open', ['Fatura divergente do contrato']],
      ['?documentType=rof', []],
      ['?summary=nao anexada', ['DI não anexada']],
      ['?summary=PENDENTE', ['Assinatura pendente']],
      ['?summary=100%', []],
      // São Paulo days: 02:30 UTC on the 6th is still the 5th there.
      ['?createdAtFrom=2026-03-05&createdAtTo=2026-03-05', ['NCM não informada']],
      ['?createdAtFrom=2026-03-06', ['Fatura divergente do contrato']],
      ['?createdAtTo=2026-03-01', ['Assinatura pendente']],
    ])('filters %s', async (query, expected) => {
      expect(await listed(query)).toEqual(expected);
    });

    it('filters by client', async () => {
      expect(await listed(`?clientId=${b.id}`)).toEqual([
        'Fatura divergente do contrato',
        'NCM não informada',
      ]);
      expect(await listed(`?clientId=${a.id}&status=open&pageSize=10&page=1`)).toEqual([
        'DI não anexada',
        'Assinatura pendente',
      ]);
    });

    it("a client user sees its clients' pendencies only (what is missing)", async () => {
      expect(await listed('', ofA)).toEqual(['DI não anexada', 'Assinatura pendente']);
      await expectNotFound(get(ofA, `/api/document-pendencies?clientId=${b.id}`), 'Cliente não encontrado.');
    });

    it('writes the downloads with labelled types and statuses in the reader’s language', async () => {
      const res = await get(staff, `/api/document-pendencies/export.csv?clientId=${b.id}&lang=en`);
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows[1]?.slice(0, 4)).toEqual([
        'Export invoice',
        'EXP-B-1',
        'Exportadora Beta S.A.',
        // The document analysis's words in the reader's language (PENDENCY_WORDS).
        'Invoice differs from the contract',
      ]);
      expect(rows[1]?.[6]).toBe('Open');
      expect(rows[2]?.[6]).toBe('Resolved');
      const pt = csvRecords(
        (await get(staff, '/api/document-pendencies/export.csv?documentType=di')).body,
        ';',
      );
      expect(pt[1]?.[0]).toBe('DI (declaração de importação)');
      expect(pt[1]?.[6]).toBe('Aberta');
    });

    it('refuses a user without documents.consult', async () => {
      await expectForbidden(get, without, listAndDownloads('/api/document-pendencies'));
    });
  });

  describe('resolve', () => {
    it('resolves an open pendency with its note: recorded, audited, answered as the list shows it', async () => {
      const id = await add('Conhecimento de embarque pendente', docA, '2026-03-08T12:00:00Z');
      const res = await resolve(resolver, id, { note: '  Recebido por e-mail. ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DocumentPendencySummary>()).toMatchObject({
        id,
        status: 'resolved',
        resolvedAt: NOW,
        resolutionNote: 'Recebido por e-mail.',
      });
      const row = await t.database.db
        .selectFrom('document_pendencies')
        .select(['resolved_by', 'resolution_note'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ resolved_by: resolverId, resolution_note: 'Recebido por e-mail.' });
      expect(await auditActions(t.database.db, { entityId: id }, 'document_pendency.%')).toEqual([
        'document_pendency.resolve',
      ]);
      expect(await listed('?status=open&summary=Conhecimento')).toEqual([]);
    });

    it('requires the note', async () => {
      const id = await add('Nota exigida', docA, '2026-03-08T12:00:00Z');
      for (const payload of [{}, { note: '   ' }]) {
        const res = await resolve(resolver, id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0]).toMatchObject({
          path: 'body.note',
          code: 'resolution_note_required',
          message: 'Descreva o que foi feito para resolver a pendência.',
        });
      }
      const en = await resolve(resolver, id, {}, 'en');
      expect(en.json().errors[0].message).toBe('Please describe what was done to resolve the pendency.');
      expect((await resolve(resolver, id, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect(await listed('?status=open&summary=Nota exigida')).toEqual(['Nota exigida']);
    });

    it('refuses an already-resolved pendency with 409 and a clear message', async () => {
      const id = rows.id('NCM não informada') ?? '';
      const res = await resolve(resolver, id, { note: 'De novo' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'state_conflict',
        title: 'Esta pendência já foi resolvida e não pode ser resolvida novamente. Atualize a lista.',
      });
      expect((await resolve(resolver, id, { note: 'Again' }, 'en')).json().title).toBe(
        'This pendency has already been resolved and cannot be resolved again. Reload the list.',
      );
      expect(await auditActions(t.database.db, { entityId: id }, 'document_pendency.%')).toEqual([]);
    });

    it('two staff resolving at once: exactly one wins, one audit row', async () => {
      const id = await add('Corrida', docA, '2026-03-08T12:00:00Z');
      const results = await Promise.all([
        resolve(resolver, id, { note: 'Primeira' }),
        resolve(resolver, id, { note: 'Segunda' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await auditActions(t.database.db, { entityId: id }, 'document_pendency.%')).toHaveLength(1);
    });

    it('404 outside the scope or unknown, 403 without the permission or for a client user', async () => {
      const id = await add('Escopo', docA, '2026-03-08T12:00:00Z');
      expect((await resolve(staff, id, { note: 'x' })).statusCode).toBe(403);
      expect((await resolve(ofA, id, { note: 'x' })).statusCode).toBe(403);
      const client = await resolve(ofAResolver, id, { note: 'x' });
      expect(client.statusCode).toBe(403);
      expect(client.json().title).toBe('Somente a equipe da corretora resolve pendências.');
      expect((await resolve(resolver, '999999999', { note: 'x' })).statusCode).toBe(404);
      expect((await resolve(resolver, 'abc', { note: 'x' })).statusCode).toBe(400);
      const scoped = await signedInUser(
        t,
        staffOf([b.id], 'documents.consult', 'documents.resolve-pendencies'),
      );
      expect((await resolve(scoped.agent, id, { note: 'x' })).statusCode).toBe(404);
      expect(await listed('?status=open&summary=Escopo')).toEqual(['Escopo']);
    });
  });
});
