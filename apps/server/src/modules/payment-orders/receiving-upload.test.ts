import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { rawPost } from '../../../test/raw-http.js';
import { formBody, type Part } from '../../../test/receiving.js';
import { MB, pdf, data, receivingSuite } from './receiving-upload-setup.js';

describe('the receiving upload, read as it arrives', () => {
  const s = receivingSuite();
  const { t, quote, post, attachments, balance } = s;
  let foreignOrder: string;

  beforeAll(async () => {
    const clientB = (await createClient(t.database.db, 'Comercial Beta Ltda')).id;
    foreignOrder = (await s.confirmedOrder(clientB)).id;
  });
  const inject = async (orderId: string, payload: Buffer, contentType: string, lang = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment-orders/${orderId}/receivings`,
      headers: { ...s.ofA.headers, 'content-type': contentType, 'accept-language': lang },
      payload,
    });

  it('refuses another client’s order, a missing order, an unknown quote and a waiting order before reading the file', async () => {
    const own = await s.confirmedOrder();
    const ownQuote = await quote(own.id);
    const waiting = await createPaymentOrder(t.database.db, s.clientA);
    // A file far larger than any socket buffer: had the server read it, the client would have written it all.
    const file = { content: pdf(24 * MB), filename: 'fatura.pdf' };
    const cases = [
      { order: foreignOrder, quoteId: ownQuote, status: 404, code: 'not_found' },
      { order: '999999999', quoteId: ownQuote, status: 404, code: 'not_found' },
      {
        order: own.id,
        quoteId: '6f1c1d3e-0000-4000-8000-000000000000',
        status: 409,
        code: 'quote_refused',
      },
      { order: waiting.id, quoteId: ownQuote, status: 409, code: 'state_conflict' },
    ];
    for (const c of cases) {
      const res = await s.refused(c.order, [
        ['data', data(c.quoteId)],
        ['document', file],
      ]);
      expect(res.status, c.order).toBe(c.status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body)).toMatchObject({ status: c.status, code: c.code });
      // Answered while most of the body was still unsent, then the connection ended without the rest.
      expect(res.written).toBeLessThan(res.declared);
      expect(res.writtenAtEnd).toBeLessThan(res.declared);
    }
    expect(await attachments(own.id)).toBe(0);
    // The checks read the quote without using it.
    const ok = await post(own.id, [
      ['data', data(ownQuote)],
      ['document', { content: pdf(64 * 1024), filename: 'fatura.pdf' }],
    ]);
    expect(ok.status).toBe(201);
  });

  it('refuses a file by its first bytes or at 10 MB, without reading the rest', async () => {
    const order = await s.confirmedOrder();
    const notPdf = Buffer.alloc(24 * MB, 0x41);
    const wrongType = await s.refused(order.id, [
      ['data', data(await quote(order.id))],
      ['document', { content: notPdf, filename: 'fatura.pdf' }],
    ]);
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.body).errors).toEqual([
      {
        path: 'body.document',
        code: 'file_type_invalid',
        message: 'O arquivo deve ser um PDF, JPEG ou PNG.',
      },
    ]);
    expect(wrongType.writtenAtEnd).toBeLessThan(wrongType.declared);

    const tooLarge = await s.refused(
      order.id,
      [
        ['data', data(await quote(order.id))],
        ['document', { content: pdf(24 * MB), filename: 'grande.pdf' }],
      ],
      'en',
    );
    expect(tooLarge.status).toBe(400);
    expect(JSON.parse(tooLarge.body).errors).toEqual([
      { path: 'body.document', code: 'file_too_large', message: 'The file must be at most 10 MB.' },
    ]);
    expect(tooLarge.writtenAtEnd).toBeLessThan(tooLarge.declared);
    expect(await attachments(order.id)).toBe(0);
    expect(await balance(order.id)).toBe('10000.00');

    // Exactly 10 MB is within the limit.
    const largest = await post(order.id, [
      ['data', data(await quote(order.id))],
      ['document', { content: pdf(10 * MB), filename: 'limite.pdf' }],
    ]);
    expect(largest.status).toBe(201);
    expect(await attachments(order.id)).toBe(1);
  });

  it('wants the form before the file: a file first is a 400 that says so', async () => {
    const order = await s.confirmedOrder();
    const q = await quote(order.id);
    const parts: Part[] = [
      ['document', { content: pdf(1024), filename: 'fatura.pdf' }],
      ['data', data(q)],
    ];
    const { body, contentType } = await formBody(parts);
    const pt = await inject(order.id, body, contentType);
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({
      code: 'multipart_layout',
      title: 'Envie o formulário com o campo “data” antes do arquivo em “document”.',
    });
    const en = await inject(order.id, body, contentType, 'en');
    expect(en.json().title).toBe('Send the form’s “data” field before the file in “document”.');
    expect(await balance(order.id)).toBe('10000.00');
  });

  it('answers a malformed multipart body with a translated 400: no boundary, a body cut inside a part', async () => {
    const order = await s.confirmedOrder();
    const q = await quote(order.id);
    const noBoundary = await inject(order.id, Buffer.from('whatever'), 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(noBoundary.json()).toMatchObject({
      code: 'multipart_malformed',
      title: 'O formulário enviado está malformado ou incompleto. Envie-o novamente.',
    });

    const { body, contentType } = await formBody([
      ['data', data(q)],
      ['document', { content: pdf(256 * 1024), filename: 'fatura.pdf' }],
    ]);
    // The request is complete (its Content-Length is what is sent) but its multipart body ends inside the file.
    const cut = await rawPost({
      port: s.port,
      path: `/api/payment-orders/${order.id}/receivings`,
      headers: { ...s.ofA.headers, 'content-type': contentType, 'accept-language': 'en' },
      body: body.subarray(0, body.length - 1000),
    });
    expect(cut.status).toBe(400);
    expect(JSON.parse(cut.body)).toMatchObject({
      code: 'multipart_malformed',
      title: 'The form sent is malformed or incomplete. Please send it again.',
    });
    // Cut inside the form's own field.
    const inData = body.subarray(0, body.indexOf('quoteId') + 10);
    const cutData = await inject(order.id, inData, contentType);
    expect(cutData.statusCode).toBe(400);
    expect(cutData.json().code).toBe('multipart_malformed');
    expect(await attachments(order.id)).toBe(0);
    expect(await balance(order.id)).toBe('10000.00');
  });

  it('refuses too many fields or files, and a form over its size, with 413 and their own messages', async () => {
    const order = await s.confirmedOrder();
    const q = await quote(order.id);
    const file = { content: pdf(1024), filename: 'fatura.pdf' };
    const manyFields = await formBody([
      ['data', data(q)],
      ...Array.from({ length: 8 }, (_, i): Part => [`extra${i}`, 'x']),
    ]);
    const fields = await inject(order.id, manyFields.body, manyFields.contentType);
    expect(fields.statusCode).toBe(413);
    expect(fields.json()).toMatchObject({
      code: 'multipart_too_many_parts',
      title: 'O formulário tem partes demais: envie somente o campo “data” e um arquivo em “document”.',
    });
    const manyFiles = await formBody([
      ['data', data(q)],
      ['document', file],
      ['document', file],
      ['document', file],
    ]);
    const files = await inject(order.id, manyFiles.body, manyFiles.contentType, 'en');
    expect(files.statusCode).toBe(413);
    expect(files.json()).toMatchObject({
      code: 'multipart_too_many_parts',
      title: 'The form has too many parts: send only the “data” field and one file in “document”.',
    });

    const big = await formBody([
      ['data', data(q, { payer: 'x'.repeat(70 * 1024) })],
      ['document', file],
    ]);
    const tooBig = await inject(order.id, big.body, big.contentType);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'multipart_field_too_large',
      title: 'O campo “data” do formulário passa do limite de 64 KiB.',
    });
    expect((await inject(order.id, big.body, big.contentType, 'en')).json().title).toBe(
      'The form’s “data” field is over its 64 KiB limit.',
    );
    expect(await balance(order.id)).toBe('10000.00');
  });

  it('stores the file name without control characters, shortened to 255 keeping the type’s extension', async () => {
    const order = await s.confirmedOrder();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    // “fatura‮fdp.exe” shows as “faturaexe.pdf” with the right-to-left override.
    const spoofed = await post(order.id, [
      ['data', data(await quote(order.id))],
      ['document', { content: pdf(1024), filename: 'fatura\u202Efdp.exe\u2066\u200B\uFEFF' }],
    ]);
    expect(spoofed.status).toBe(201);
    const long = await post(order.id, [
      ['data', data(await quote(order.id))],
      ['document', { content: png, filename: `${'comprovante '.repeat(30)}.png` }],
    ]);
    expect(long.status).toBe(201);
    const names = (
      await t.database.db
        .selectFrom('payment_order_attachments')
        .select('file_name')
        .where('payment_order_id', '=', order.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.file_name);
    expect(names[0]).toBe('faturafdp.exe');
    expect([...(names[1] ?? '')]).toHaveLength(255);
    expect(names[1]).toMatch(/^comprovante comprovante .*\.png$/);
  });
});
