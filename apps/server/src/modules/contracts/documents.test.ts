import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/auth.js';
import { clientOf, signIn, staffWith } from '../../../test/agents.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import { suiteApp } from '../../../test/suite.js';
import { apiGet } from '../../../test/requests.js';

describe('GET /api/contract-documents/:documentId and its /file', () => {
  const t = suiteApp();
  let a: ClientFixture;
  let staff: Agent;
  let ofA: Agent;
  let ofB: Agent;
  let without: Agent;
  let contract: { id: string; contractNumber: string };
  let invoice: string;
  let laterDi: string;
  let earlierDi: string;
  let undatedDi: string;
  let installment: string;
  let lonely: string;
  const content = Buffer.from('%PDF-1.4\n% fatura de exportação\n%%EOF\n');

  beforeAll(async () => {
    const db = t.database.db;
    a = await createClient(db, 'Importadora Documentos Ltda');
    const b = await createClient(db, 'Exportadora Outra S.A.');
    ({ staff, ofA, ofB, without } = await signIn(t, {
      staff: staffWith('contracts.consult'),
      ofA: clientOf([a.id], 'contracts.consult'),
      ofB: clientOf([b.id], 'contracts.consult'),
      without: staffWith('quotations.consult'),
    }));
    contract = await createContract(db, a.id, { contract_number: 'CT-DOC-0001' });
    const insert = async (values: Record<string, unknown>) =>
      (
        await db
          .insertInto('contract_documents')
          .values({ contract_id: contract.id, kind: 'di', ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // Inserted out of kind and date order: the answer orders them.
    installment = await insert({
      kind: 'installment',
      number: 'P-1',
      due_date: '2026-05-10',
      value: '500.00',
    });
    invoice = await insert({
      kind: 'invoice',
      number: 'INV-77',
      document_date: '2026-02-20',
      due_date: '2026-04-20',
      currency: 'EUR',
      value: '12345.67',
      notes: 'Primeira parcela do embarque.',
      file_name: 'fatura INV-77 ção.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest(),
      content,
    });
    undatedDi = await insert({ number: 'DI-3' });
    laterDi = await insert({ number: 'DI-2', document_date: '2026-03-01' });
    earlierDi = await insert({ number: 'DI-1', document_date: '2026-01-15' });
    lonely = await insert({ contract_id: (await createContract(db, b.id)).id, number: 'DI-B' });
  });

  const get = apiGet(t);

  it('answers the contract’s header and all its documents in kind order, then by date (undated last)', async () => {
    const res = await get(staff, `/api/contract-documents/${laterDi}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.documentId).toBe(laterDi);
    expect(body.contract).toEqual({
      id: contract.id,
      contractNumber: 'CT-DOC-0001',
      client: { id: a.id, name: 'Importadora Documentos Ltda' },
      currency: 'USD',
    });
    expect(body.documents.map((d: { id: string }) => d.id)).toEqual([
      earlierDi,
      laterDi,
      undatedDi,
      invoice,
      installment,
    ]);
    expect(body.documents[3]).toEqual({
      id: invoice,
      kind: 'invoice',
      number: 'INV-77',
      documentDate: '2026-02-20',
      dueDate: '2026-04-20',
      currency: 'EUR',
      value: '12345.67',
      notes: 'Primeira parcela do embarque.',
      hasFile: true,
      file: { name: 'fatura INV-77 ção.pdf', mimeType: 'application/pdf', sizeBytes: content.length },
    });
    expect(body.documents[4]).toMatchObject({
      kind: 'installment',
      documentDate: null,
      currency: null,
      notes: null,
      hasFile: false,
      file: null,
    });
  });

  it('sends the stored file as an attachment, never cached, byte for byte', async () => {
    const res = await get(ofA, `/api/contract-documents/${invoice}/file`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fatura_INV-77_cao.pdf"; filename*=UTF-8''${encodeURIComponent('fatura INV-77 ção.pdf')}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(content)).toBe(true);
  });

  it('answers 404 with a translated message when the document has no file', async () => {
    const res = await get(staff, `/api/contract-documents/${installment}/file`, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', title: 'This document has no stored file.' });
    const pt = await get(staff, `/api/contract-documents/${installment}/file`, 'pt-BR');
    expect(pt.json()).toMatchObject({ code: 'not_found', title: 'Este documento não tem arquivo guardado.' });
  });

  it('treats another client’s document, and an unknown one, as not found', async () => {
    for (const url of [`/api/contract-documents/${invoice}`, `/api/contract-documents/${invoice}/file`]) {
      const res = await get(ofB, url, 'en');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', title: 'Contract document not found.' });
    }
    expect((await get(ofB, `/api/contract-documents/${lonely}`)).statusCode).toBe(200);
    expect((await get(ofA, `/api/contract-documents/${lonely}`)).statusCode).toBe(404);
    expect((await get(staff, '/api/contract-documents/999999999')).statusCode).toBe(404);
  });

  it('rejects an id that is not a number with 400, and a user without contracts.consult with 403', async () => {
    expect((await get(staff, '/api/contract-documents/abc')).statusCode).toBe(400);
    expect((await get(without, `/api/contract-documents/${invoice}`)).statusCode).toBe(403);
    expect((await get(without, `/api/contract-documents/${invoice}/file`)).statusCode).toBe(403);
  });
});
