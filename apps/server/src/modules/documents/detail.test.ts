import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth.js';
import { clientOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { createDocument, PDF_BYTES, storedFile } from '../../../test/fixtures/documents.js';
import { createContract } from '../../../test/fixtures/quotations.js';
import { apiGet } from '../../../test/requests.js';
import { suiteApp } from '../../../test/suite.js';
import { isAllowedFile } from './detail.js';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('isAllowedFile', () => {
  it('takes a PDF, JPEG or PNG whose first bytes are of its declared type, and nothing else', () => {
    expect(isAllowedFile('application/pdf', PDF_BYTES)).toBe(true);
    expect(isAllowedFile('Application/PDF', PDF_BYTES)).toBe(true);
    expect(isAllowedFile('image/png', PNG_BYTES)).toBe(true);
    expect(isAllowedFile('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isAllowedFile('image/png', PDF_BYTES)).toBe(false);
    expect(isAllowedFile('application/pdf', Buffer.from('<html>%PDF-</html>'))).toBe(false);
    expect(isAllowedFile('text/html', Buffer.from('<html></html>'))).toBe(false);
    expect(isAllowedFile('application/pdf', Buffer.from('%PD'))).toBe(false);
  });
});

describe('GET /api/documents/:id and its file', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t);
  const { staff, ofA, ofB, without } = suiteAgents(t, {
    staff: staffWith('documents.consult'),
    ofA: () => clientOf([a.id], 'documents.consult'),
    ofB: () => clientOf([b.id], 'documents.consult'),
    without: staffWith('contracts.consult', 'documents.resolve-pendencies'),
  });
  let contract: { id: string; contractNumber: string };
  let full: string;
  let bare: string;
  let html: string;
  let disguised: string;
  let png: string;

  beforeAll(async () => {
    const db = t.database.db;
    contract = await createContract(db, a.id, { contract_number: 'IMP-2026-000777' });
    const author = await signedInUser(t, { ...staffWith('documents.consult'), name: 'Operadora Carla Dias' });
    full = await createDocument(db, a.id, {
      document_type: 'import_invoice',
      number: 'INV-2026-0001',
      po_number: 'PO-555001',
      reference: 'REF-0001',
      process: 'PROC 2026/00001',
      counterparty_name: 'Shanghai Parts Co.',
      merchandise: 'Autopeças',
      shipping_company: 'Maersk',
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
      currency: 'USD',
      value: '12500.75',
      status: 'contracted',
      contract_id: contract.id,
      notes: 'Original enviado por courier.',
      created_by: author.id,
      ...storedFile('fatura ÁGIL 0001.pdf', 'application/pdf', PDF_BYTES),
    });
    await db
      .insertInto('document_pendencies')
      .values([
        {
          document_id: full,
          summary: 'DI não anexada',
          description: 'A Declaração de Importação ainda não foi enviada.',
          created_at: new Date('2026-03-03T13:00:00Z'),
        },
        {
          document_id: full,
          summary: 'Assinatura pendente',
          description: null,
          created_at: new Date('2026-03-04T13:00:00Z'),
          resolved_at: new Date('2026-03-05T15:30:00Z'),
        },
      ])
      .execute();
    bare = await createDocument(db, b.id, {
      document_type: 'knowledge',
      number: 'MSCU1234567',
      currency: null,
      value: null,
    });
    html = await createDocument(db, a.id, storedFile('nota.html', 'text/html', Buffer.from('<html></html>')));
    disguised = await createDocument(
      db,
      a.id,
      storedFile('fatura.pdf', 'application/pdf', Buffer.from('<script>alert(1)</script>')),
    );
    png = await createDocument(db, a.id, storedFile('scan.png', 'image/png', PNG_BYTES));
  });

  const get = apiGet(t);

  it('answers every field, its contract, its pendencies and its file’s metadata', async () => {
    const res = await get(staff, `/api/documents/${full}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: full,
      type: 'import_invoice',
      number: 'INV-2026-0001',
      client: { id: a.id, name: 'Importadora Alfa Ltda' },
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      currency: 'USD',
      value: '12500.75',
      status: 'contracted',
      poNumber: 'PO-555001',
      reference: 'REF-0001',
      process: 'PROC 2026/00001',
      counterparty: 'Shanghai Parts Co.',
      merchandise: 'Autopeças',
      shippingCompany: 'Maersk',
      notes: 'Original enviado por courier.',
      contract: { id: contract.id, contractNumber: 'IMP-2026-000777' },
      pendencies: [
        {
          id: expect.any(String),
          summary: 'DI não anexada',
          description: 'A Declaração de Importação ainda não foi enviada.',
          createdAt: '2026-03-03T13:00:00.000Z',
          resolvedAt: null,
        },
        {
          id: expect.any(String),
          summary: 'Assinatura pendente',
          description: null,
          createdAt: '2026-03-04T13:00:00.000Z',
          resolvedAt: '2026-03-05T15:30:00.000Z',
        },
      ],
      file: { name: 'fatura ÁGIL 0001.pdf', mimeType: 'application/pdf', sizeBytes: PDF_BYTES.length },
      createdBy: 'Operadora Carla Dias',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers a document without value, contract, pendencies or file', async () => {
    const res = await get(staff, `/api/documents/${bare}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'knowledge',
      currency: null,
      value: null,
      dueDate: null,
      status: 'open',
      contract: null,
      pendencies: [],
      file: null,
      createdBy: null,
    });
  });

  it("keeps to the client scope: another client's document and its file are not found, in both languages", async () => {
    expect((await get(ofA, `/api/documents/${full}`)).statusCode).toBe(200);
    const other = await get(ofA, `/api/documents/${bare}`, 'en');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found', title: 'Document not found.' });
    const pt = await get(ofB, `/api/documents/${full}`, 'pt-BR');
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toMatchObject({ title: 'Documento não encontrado.' });
    const file = await get(ofB, `/api/documents/${full}/file`, 'pt-BR');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ title: 'Documento não encontrado.' });
    expect(file.body).not.toContain('%PDF');
    expect((await get(staff, '/api/documents/999999999')).statusCode).toBe(404);
    expect((await get(staff, '/api/documents/999999999/file')).statusCode).toBe(404);
    expect((await get(staff, '/api/documents/abc')).statusCode).toBe(400);
    expect((await get(staff, '/api/documents/abc/file')).statusCode).toBe(400);
  });

  it('downloads the stored file with its type and name', async () => {
    const res = await get(ofA, `/api/documents/${full}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fatura_AGIL_0001.pdf"; filename*=UTF-8''fatura%20%C3%81GIL%200001.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(res.rawPayload, PDF_BYTES)).toBe(0);
    const image = await get(staff, `/api/documents/${png}/file`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('answers 404 without a file, and refuses a file not of an allowed type or not what it says', async () => {
    const none = await get(staff, `/api/documents/${bare}/file`, 'en');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ title: 'This document has no stored file.' });
    for (const id of [html, disguised]) {
      const res = await get(staff, `/api/documents/${id}/file`, 'pt-BR');
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        code: 'file_type_invalid',
        title: 'O arquivo guardado com este documento não é de um tipo permitido (PDF, JPEG ou PNG).',
      });
      expect(res.body).not.toContain('<script>');
    }
  });

  it('refuses a user without documents.consult', async () => {
    expect((await get(without, `/api/documents/${full}`)).statusCode).toBe(403);
    expect((await get(without, `/api/documents/${full}/file`)).statusCode).toBe(403);
  });
});
