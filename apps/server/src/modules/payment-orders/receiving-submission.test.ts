import { createHash, randomUUID } from 'node:crypto';
import { type PaymentOrderDetail } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser } from '../../../test/auth.js';
import { staffWith } from '../../../test/agents.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import {
  PDF,
  PNG,
  t,
  ofA,
  ofAId,
  ofAEmail,
  order,
  send,
  quote,
  form,
  submit,
  receivings,
  balance,
} from './receiving-setup.js';

describe('the receiving flow: hours, quote, preview, submission, receipt', () => {
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
      const staff = await signedInUser(t, staffWith('payment-orders.consult', 'payment-orders.receive'));
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
});
