import { createHash, randomUUID } from 'node:crypto';
import {
  receivingFigures,
  type FxQuote,
  type PaymentOrderDetail,
  type ReceivingPreview,
  type ReceivingRequest,
} from '@fxbo/domain';
import { pdfText } from '@fxbo/test-files';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { testClock } from '../../../test/clock.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import { suiteApp } from '../../../test/suite.js';

// Wednesday 2026-11-25, 10:00 in São Paulo (UTC−03:00).
const WEDNESDAY_10H = '2026-11-25T13:00:00Z';
const clock = testClock(WEDNESDAY_10H);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart body as a browser's FormData sends it. */
async function multipart(data: unknown, file?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (file)
    form.set('document', new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('the receiving flow: hours, quote, preview, submission, receipt', () => {
  const t = suiteApp({ clock });
  let a: ClientFixture;
  let b: ClientFixture;
  let ofA: Agent;
  let ofAId: string;
  let ofAEmail: string;
  let ofB: Agent;
  let consultOnly: Agent;

  beforeAll(async () => {
    a = await createClient(t.database.db, 'Exportadora Alfa Ltda');
    b = await createClient(t.database.db, 'Comercial Beta Ltda');
    const receive = ['payment-orders.consult', 'payment-orders.receive'];
    ({
      id: ofAId,
      email: ofAEmail,
      agent: ofA,
    } = await signedInUser(t, {
      kind: 'client',
      clientIds: [a.id],
      permissions: receive,
      name: 'Beatriz Souza Lima',
    }));
    ofB = (await signedInUser(t, { kind: 'client', clientIds: [b.id], permissions: receive })).agent;
    consultOnly = (
      await signedInUser(t, { kind: 'client', clientIds: [a.id], permissions: ['payment-orders.consult'] })
    ).agent;
  });
  beforeEach(() => clock.set(WEDNESDAY_10H));

  const order = (values = {}) =>
    createPaymentOrder(t.database.db, a.id, {
      state: 'confirmed',
      credit_value: '10000.00',
      available_balance: '10000.00',
      credit_date: '2026-11-20',
      confirmed_at: new Date('2026-11-20T15:00:00Z'),
      ...values,
    });
  const send = (agent: Agent, method: 'GET' | 'POST', url: string, payload?: object, lang = 'pt-BR') =>
    t.app.inject({
      method,
      url,
      headers: { ...agent.headers, 'accept-language': lang },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const quote = async (id: string, agent = ofA) => {
    const res = await send(agent, 'POST', `/api/payment-orders/${id}/quote`);
    expect(res.statusCode).toBe(200);
    return res.json<FxQuote>();
  };
  const form = (quoteId: string, over: Partial<ReceivingRequest> = {}): ReceivingRequest => ({
    quoteId,
    payer: 'ACME Trading Inc.',
    payerCountry: 'US',
    bindingRelationship: 'client_abroad',
    reason: 'goods_export',
    receiptValue: '1000.00',
    pixKeyType: 'email',
    pixKey: 'financeiro@alfa.example',
    ...over,
  });
  const submit = async (
    id: string,
    data: unknown,
    file?: { name: string; content: Buffer; type?: string },
    lang = 'pt-BR',
    agent = ofA,
    idempotencyKey?: string,
  ) => {
    const body = await multipart(data, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/payment-orders/${id}/receivings`,
      headers: {
        ...agent.headers,
        'accept-language': lang,
        'content-type': body.contentType,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: body.payload,
    });
  };
  const receivings = async (id: string) =>
    (
      await t.database.db
        .selectFrom('payment_order_receivings')
        .select('id')
        .where('payment_order_id', '=', id)
        .execute()
    ).length;
  const balance = async (id: string) =>
    await t.database.db
      .selectFrom('payment_orders')
      .select(['available_balance', 'open_dispatch_balance'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('exchange hours', () => {
    it('are open on a business day within the configured hours, closed outside, with spec 8’s message', async () => {
      const open = await send(ofA, 'GET', '/api/payment-orders/exchange-hours', undefined, 'en');
      expect(open.json()).toEqual({
        open: '09:00',
        close: '17:00',
        isOpen: true,
        message: 'It is only possible to exchange 09:00 to 17:00 operations on business days.',
      });
      clock.set('2026-11-25T20:00:00Z'); // 17:00 in São Paulo
      expect((await send(ofA, 'GET', '/api/payment-orders/exchange-hours')).json()).toMatchObject({
        isOpen: false,
        message: 'Só é possível realizar operações de câmbio das 09:00 às 17:00 em dias úteis.',
      });
      clock.set('2026-11-28T13:00:00Z'); // Saturday 10:00
      expect((await send(ofA, 'GET', '/api/payment-orders/exchange-hours')).json().isOpen).toBe(false);
    });

    it('refuse a preview and a submission out of hours (422), changing nothing', async () => {
      const { id } = await order();
      const q = await quote(id);
      clock.set('2026-11-20T13:00:00Z'); // Friday 2026-11-20: Consciência Negra, a national holiday
      const preview = await send(
        ofA,
        'POST',
        `/api/payment-orders/${id}/receivings/preview`,
        form(q.id),
        'en',
      );
      expect(preview.statusCode).toBe(422);
      expect(preview.json()).toMatchObject({
        code: 'out_of_hours',
        title: 'It is only possible to exchange 09:00 to 17:00 operations on business days.',
      });
      expect((await submit(id, form(q.id))).statusCode).toBe(422);
      expect((await balance(id)).available_balance).toBe('10000.00');
    });
  });

  describe('preview', () => {
    it('prices the receiving at the quote: the figures, the IOF of its reason, the payment date', async () => {
      const { id } = await order();
      const q = await quote(id);
      const res = await send(
        ofA,
        'POST',
        `/api/payment-orders/${id}/receivings/preview`,
        form(q.id, { reason: 'own_funds' }),
      );
      expect(res.statusCode).toBe(200);
      const p = res.json<ReceivingPreview>();
      const expected = receivingFigures({
        receiptValue: '1000.00',
        rate: q.rate,
        iofPercent: '0.38',
        operationFee: q.operationFee,
      });
      expect(p).toMatchObject({
        ...expected,
        receiptValue: '1000.00',
        exchangeRate: q.rate,
        iofRate: '0.3800',
      });
      expect(p.quote.id).toBe(q.id);
      expect(p.expectedPaymentDate).toBe('2026-11-25');
      expect(p.usdEquivalent).toBe('1000.00');
      expect(p.documentRequired).toBe(false);
      // An export's revenue pays no IOF (iof_rates 'export_revenue').
      const exp = (
        await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, form(q.id))
      ).json<ReceivingPreview>();
      expect(exp).toMatchObject({ iofRate: '0.0000', iofValue: '0.00' });
      // Nothing written.
      expect((await balance(id)).available_balance).toBe('10000.00');
    });

    it('after 15:00 pays the next business day, skipping a Brazilian holiday and the currency’s own', async () => {
      const { id } = await order();
      clock.set('2026-11-19T19:00:00Z'); // Thursday 16:00; Friday 20 is a Brazilian holiday
      let q = await quote(id);
      let p = (
        await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, form(q.id))
      ).json<ReceivingPreview>();
      expect(p.expectedPaymentDate).toBe('2026-11-23');
      clock.set('2026-11-25T18:00:00Z'); // Wednesday 15:00:00 is already past the cut-off; Thursday 26 is Thanksgiving
      q = await quote(id);
      p = (
        await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, form(q.id))
      ).json<ReceivingPreview>();
      expect(p.expectedPaymentDate).toBe('2026-11-27');
    });

    it('refuses a value above the available balance with the spec’s messages', async () => {
      const { id } = await order({ available_balance: '500.00' });
      const q = await quote(id);
      const pt = await send(
        ofA,
        'POST',
        `/api/payment-orders/${id}/receivings/preview`,
        form(q.id, { receiptValue: '500.01' }),
      );
      expect(pt.statusCode).toBe(400);
      expect(pt.json().errors).toEqual([
        {
          path: 'body.receiptValue',
          code: 'receipt_above_balance',
          message: 'O valor informado não pode ser maior que o saldo disponível.',
        },
      ]);
      const en = await send(
        ofA,
        'POST',
        `/api/payment-orders/${id}/receivings/preview`,
        form(q.id, { receiptValue: '500.01' }),
        'en',
      );
      expect(en.json().errors[0].message).toBe('Please, fill in the fields correctly.');
    });

    it('asks for exactly one destination: both or neither is “You must choose only one option”', async () => {
      const { id } = await order();
      const q = await quote(id);
      const both = form(q.id, {
        bankCode: '341',
        accountType: 'checking',
        agency: '1234',
        account: '56789-0',
      });
      const neither = form(q.id, { pixKeyType: null, pixKey: null });
      for (const body of [both, neither]) {
        const res = await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, body, 'en');
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual({
          path: 'body.destination',
          code: 'choose_one_option',
          message: 'You must choose only one option',
        });
      }
      const account = form(q.id, {
        pixKeyType: null,
        pixKey: null,
        bankCode: '341',
        accountType: 'checking',
        agency: '1234',
        account: '56789-0',
      });
      expect(
        (await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, account)).statusCode,
      ).toBe(200);
      const badPix = form(q.id, { pixKeyType: 'cpf', pixKey: '123.456.789-00' });
      expect(
        (await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, badPix)).json().errors[0]
          .code,
      ).toBe('invalid_pix_key');
    });

    it('honours only a valid quote: expired, another order’s, or unknown are refused (409)', async () => {
      const { id } = await order();
      const other = await order();
      const q = await quote(id);
      clock.advance(31_000);
      const expired = await send(
        ofA,
        'POST',
        `/api/payment-orders/${id}/receivings/preview`,
        form(q.id),
        'en',
      );
      expect(expired.statusCode).toBe(409);
      const fresh = await quote(other.id);
      expect(
        (await send(ofA, 'POST', `/api/payment-orders/${id}/receivings/preview`, form(fresh.id))).statusCode,
      ).toBe(409);
      expect(
        (
          await send(
            ofA,
            'POST',
            `/api/payment-orders/${id}/receivings/preview`,
            form('6f1c1d3e-0000-4000-8000-000000000000'),
          )
        ).statusCode,
      ).toBe(409);
    });
  });

  describe('submission', () => {
    it('requests the receiving: balance taken, history, audit, e-mail, quote used once', async () => {
      const { id } = await order();
      const q = await quote(id);
      const res = await submit(id, form(q.id, { receiptValue: '2500.00', reason: 'own_funds' }));
      expect(res.statusCode).toBe(201);
      const { receivingId } = res.json<{ receivingId: string }>();
      expect(await balance(id)).toEqual({ available_balance: '7500.00', open_dispatch_balance: '2500.00' });
      const detail = (await send(ofA, 'GET', `/api/payment-orders/${id}`)).json<PaymentOrderDetail>();
      expect(detail.receivings[0]).toMatchObject({
        id: receivingId,
        status: 'requested',
        receiptValue: '2500.00',
        exchangeRate: q.rate,
        reason: 'own_funds',
        destination: { kind: 'pix', pixKeyType: 'email', pixKey: 'financeiro@alfa.example' },
        requestedBy: { id: ofAId },
        documentAttachmentId: null,
      });
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.receive']);
      const mail = await t.database.db
        .selectFrom('mail_outbox')
        .select(['to', 'subject', 'text'])
        .where('subject', 'like', '%' + detail.oprNumber)
        .where('to', '=', ofAEmail)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe(`Recebimento solicitado — ${detail.oprNumber}`);
      expect(mail.text).toContain('Olá, Beatriz.');
      expect(mail.text).toMatch(/Valor do recebimento: US\$\s2\.500,00/);
      // The same quote twice: refused, nothing more taken.
      expect((await submit(id, form(q.id, { receiptValue: '1.00' }))).statusCode).toBe(409);
      expect((await balance(id)).available_balance).toBe('7500.00');
    });

    it('recorded by staff for the client: the client’s users are told, each in their language, not the staff', async () => {
      const c = await createClient(t.database.db, 'Importadora Gama Ltda');
      const gama = (name: string, status: 'active' | 'inactive' = 'active') =>
        signedInUser(t, {
          kind: 'client',
          clientIds: [c.id],
          permissions: ['payment-orders.consult'],
          name,
          status,
        });
      const pt = await gama('Carla Mendes Rocha');
      const en = await gama('Daniel Park Reyes');
      await t.database.db.updateTable('users').set({ locale: 'en' }).where('id', '=', en.id).execute();
      const gone = await gama('Eva Lopes Prado', 'inactive');
      const staff = await signedInUser(t, {
        kind: 'staff',
        allClients: true,
        permissions: ['payment-orders.consult', 'payment-orders.receive'],
      });
      const { id } = await createPaymentOrder(t.database.db, c.id, {
        state: 'confirmed',
        credit_value: '5000.00',
        available_balance: '5000.00',
        credit_date: '2026-11-20',
        confirmed_at: new Date('2026-11-20T15:00:00Z'),
      });
      const q = await quote(id, staff.agent);
      expect((await submit(id, form(q.id), undefined, 'pt-BR', staff.agent)).statusCode).toBe(201);
      const detail = (await send(staff.agent, 'GET', `/api/payment-orders/${id}`)).json<PaymentOrderDetail>();
      const mails = await t.database.db
        .selectFrom('mail_outbox')
        .select(['to', 'subject', 'text'])
        .where('subject', 'like', '%' + detail.oprNumber)
        .orderBy('to')
        .execute();
      expect(mails.map((m) => m.to).sort()).toEqual([pt.email, en.email].sort());
      expect(mails.map((m) => m.to)).not.toContain(staff.email);
      expect(mails.map((m) => m.to)).not.toContain(gone.email);
      const toPt = mails.find((m) => m.to === pt.email)!;
      expect(toPt.subject).toBe(`Recebimento solicitado — ${detail.oprNumber}`);
      expect(toPt.text).toContain('Olá, Carla.');
      const toEn = mails.find((m) => m.to === en.email)!;
      expect(toEn.subject).toBe(`Receiving requested — ${detail.oprNumber}`);
      expect(toEn.text).toContain('Hello, Daniel.');
      expect(toEn.text).toMatch(/Receipt value: USD\s1,000\.00/);
    });

    it('a double submission under one Idempotency-Key is one receiving, answered alike twice (not “quote used”)', async () => {
      const { id } = await order();
      const q = await quote(id);
      const data = form(q.id, { receiptValue: '4000.00' });
      const file = { name: 'invoice.pdf', content: PDF };
      const key = randomUUID();
      // A double click: both at once; then a retry after the answer was lost.
      const both = await Promise.all([
        submit(id, data, file, 'pt-BR', ofA, key),
        submit(id, data, file, 'pt-BR', ofA, key),
      ]);
      const retry = await submit(id, data, file, 'pt-BR', ofA, key);
      for (const res of [...both, retry]) expect(res.statusCode, res.body).toBe(201);
      expect(new Set([...both, retry].map((r) => r.body)).size).toBe(1);
      expect([...both, retry].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
      expect(await receivings(id)).toBe(1);
      expect(await balance(id)).toEqual({ available_balance: '6000.00', open_dispatch_balance: '4000.00' });
      expect(await auditActions(t.database.db, { entityId: id })).toEqual(['payment_order.receive']);
      // Another file, or other fields, under the same key: another request, refused.
      const otherFile = await submit(
        id,
        data,
        { name: 'invoice.pdf', content: Buffer.concat([PDF, PDF]) },
        'en',
        ofA,
        key,
      );
      expect(otherFile.statusCode).toBe(409);
      expect(otherFile.json().code).toBe('idempotency_key_reused');
      expect(await receivings(id)).toBe(1);
    });

    it('two receivings at the same moment never take the order below zero', async () => {
      const { id } = await order({ available_balance: '1000.00' });
      const quotes = await Promise.all([quote(id), quote(id), quote(id), quote(id)]);
      const results = await Promise.all(
        quotes.map((q) => submit(id, form(q.id, { receiptValue: '600.00' }))),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
      expect(await balance(id)).toEqual({ available_balance: '400.00', open_dispatch_balance: '600.00' });
    });

    it('above USD 3,000.00 requires a document, checked by content and size, stored with its SHA-256', async () => {
      const { id } = await order();
      const big = { receiptValue: '3000.01' };
      let q = await quote(id);
      const none = await submit(id, form(q.id, big), undefined, 'en');
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual([
        {
          path: 'body.document',
          code: 'document_required',
          message: 'Please attach a document: it is required above USD 3,000.00.',
        },
      ]);
      const fake = await submit(id, form(q.id, big), {
        name: 'fatura.pdf',
        content: Buffer.from('just text, not a PDF'),
      });
      expect(fake.json().errors[0]).toMatchObject({
        code: 'file_type_invalid',
        message: 'O arquivo deve ser um PDF, JPEG ou PNG.',
      });
      const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      expect(
        (await submit(id, form(q.id, big), { name: 'grande.pdf', content: huge })).json().errors[0].code,
      ).toBe('file_too_large');
      const empty = await submit(id, form(q.id, big), { name: 'vazio.pdf', content: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(await balance(id)).toEqual({ available_balance: '10000.00', open_dispatch_balance: '0.00' });
      expect(
        await t.database.db
          .selectFrom('payment_order_attachments')
          .select('id')
          .where('payment_order_id', '=', id)
          .execute(),
      ).toEqual([]);

      // USD 3,000.00 itself needs none.
      q = await quote(id);
      expect((await submit(id, form(q.id, { receiptValue: '3000.00' }))).statusCode).toBe(201);
      // A PNG declared as a PDF is kept as what it is.
      q = await quote(id);
      const ok = await submit(id, form(q.id, big), {
        name: '../../etc/comprovante.pdf',
        content: PNG,
        type: 'application/pdf',
      });
      expect(ok.statusCode).toBe(201);
      const stored = await t.database.db
        .selectFrom('payment_order_attachments')
        .select(['id', 'file_name', 'mime_type', 'sha256'])
        .where('payment_order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ file_name: 'comprovante.pdf', mime_type: 'image/png' });
      expect(stored.sha256.equals(createHash('sha256').update(PNG).digest())).toBe(true);
      const detail = (await send(ofA, 'GET', `/api/payment-orders/${id}`)).json<PaymentOrderDetail>();
      expect(detail.receivings[0]?.documentAttachmentId).toBe(stored.id);
    });

    it('refuses a malformed form and a body that is not multipart, changing nothing', async () => {
      const { id } = await order();
      expect((await submit(id, 'not an object')).statusCode).toBe(400);
      expect((await submit(id, { quoteId: 'x' })).statusCode).toBe(400);
      const json = await send(ofA, 'POST', `/api/payment-orders/${id}/receivings`, { quoteId: 'x' });
      expect(json.statusCode).toBe(415);
      expect((await balance(id)).available_balance).toBe('10000.00');
    });
  });

  describe('receipt, permissions and scope', () => {
    it('prints the receipt with its figures; another client gets 404 everywhere', async () => {
      const { id } = await order();
      const q = await quote(id);
      const { receivingId } = (await submit(id, form(q.id, { receiptValue: '1234.56' }))).json<{
        receivingId: string;
      }>();
      const pdf = await send(ofA, 'GET', `/api/payment-orders/${id}/receivings/${receivingId}/receipt.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Comprovante de recebimento');
      expect(text).toMatch(/US\$\s1\.234,56/);
      expect(text).toContain('Recebimento de exportação de mercadorias');
      // In English, the receiving form's words (it read "Binding relationship" and "Payer country").
      const english = pdfText(
        (await send(ofA, 'GET', `/api/payment-orders/${id}/receivings/${receivingId}/receipt.pdf?lang=en`))
          .rawPayload,
      );
      expect(english).toContain('Receiving receipt');
      expect(english).toContain('Relationship with the payer');
      expect(english).toContain("Payer's country");
      expect(english).not.toContain('Binding relationship');

      expect(
        (await send(ofB, 'GET', `/api/payment-orders/${id}/receivings/${receivingId}/receipt.pdf`))
          .statusCode,
      ).toBe(404);
      expect((await send(ofB, 'POST', `/api/payment-orders/${id}/quote`)).statusCode).toBe(404);
      expect(
        (await send(ofB, 'POST', `/api/payment-orders/${id}/receivings/preview`, form(q.id))).statusCode,
      ).toBe(404);
      const other = await quote(id);
      expect((await submit(id, form(other.id), undefined, 'pt-BR', ofB)).statusCode).toBe(404);
    });

    it('refuses a user without payment-orders.receive and an order that is not confirmed', async () => {
      const { id } = await order();
      expect((await send(consultOnly, 'POST', `/api/payment-orders/${id}/quote`)).statusCode).toBe(403);
      expect(
        (await send(consultOnly, 'POST', `/api/payment-orders/${id}/receivings/preview`, form('x')))
          .statusCode,
      ).toBe(403);
      const waiting = await createPaymentOrder(t.database.db, a.id);
      expect((await send(ofA, 'POST', `/api/payment-orders/${waiting.id}/quote`)).statusCode).toBe(409);
    });
  });
});
