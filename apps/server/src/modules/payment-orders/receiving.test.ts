import { receivingFigures, type ReceivingPreview } from '@fxbo/domain';
import { pdfText } from '@fxbo/test-files';
import { describe, expect, it } from 'vitest';
import { createPaymentOrder } from '../../../test/fixtures/payment-orders.js';
import {
  clock,
  t,
  a,
  ofA,
  ofB,
  consultOnly,
  order,
  send,
  quote,
  form,
  submit,
  balance,
} from './receiving-setup.js';

describe('the receiving flow: hours, quote, preview, submission, receipt', () => {
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
