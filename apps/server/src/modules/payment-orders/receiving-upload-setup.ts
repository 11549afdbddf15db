import type { AddressInfo } from 'node:net';
import type { ReceivingRequest } from '@fxbo/domain';
import { afterAll, beforeAll } from 'vitest';
import type { UploadSlots } from '../../http/upload-slots.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { createConfirmedOrder } from '../../../test/fixtures/payment-orders.js';
import { openRawPost, type RawPost } from '../../../test/raw-http.js';
import { formBody, quoteFor, RECEIVE, receivingForm, type Part } from '../../../test/receiving.js';
import { suiteApp } from '../../../test/suite.js';

/* The receiving upload tests' server over a real socket, orders, quotes and multipart helpers (receiving-upload*.test.ts). */

/*
 * The receiving's multipart body as it arrives (issue 23, item 5): the form first, checked with the order and
 * the quote before a byte of the file is read; the file read through its checks and refused as soon as one
 * fails; a malformed or oversized form refused with its own translated problem. The cases where the answer
 * must come before the body is all sent run over a real socket.
 */

// Wednesday 2026-11-25, 10:00 in São Paulo: exchange is open.
export const clock = testClock('2026-11-25T13:00:00Z');
export const MB = 1024 * 1024;
export const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

// Above USD 3,000.00, so the document is required.
export const data = (quoteId: string, over: Partial<ReceivingRequest> = {}) =>
  JSON.stringify(receivingForm(quoteId, { receiptValue: '3500.00', ...over }));

/** The app listening on a real port, a client with a receiving user, and the calls the tests make. */
export function receivingSuite(opts: { uploads?: UploadSlots } = {}) {
  const t = suiteApp({ clock, ...opts });
  // Sockets a failed test left open would keep the app from closing.
  const opened: RawPost[] = [];
  const track = (post: RawPost) => (opened.push(post), post);
  afterAll(() => opened.forEach((p) => p.socket.destroy()));
  const s = { t, clientA: '', userA: '', ofA: undefined as unknown as Agent, port: 0 };
  const confirmedOrder = (clientId = s.clientA, values = {}) =>
    createConfirmedOrder(t.database.db, clientId, values);
  const quote = async (orderId: string, agent = s.ofA) => (await quoteFor(t, agent, orderId)).id;
  /** The receiving's request for `orderId` on a socket, its body started and held when `holdAt` is given. */
  const open = async (
    orderId: string,
    parts: Part[],
    o: { lang?: string; agent?: Agent; holdAt?: number } = {},
  ) => {
    const { body, contentType } = await formBody(parts);
    return track(
      openRawPost({
        port: s.port,
        path: `/api/payment-orders/${orderId}/receivings`,
        headers: {
          ...(o.agent ?? s.ofA).headers,
          'content-type': contentType,
          'accept-language': o.lang ?? 'pt-BR',
        },
        body,
        ...(o.holdAt === undefined ? {} : { holdAt: body.indexOf('%PDF-') + o.holdAt }),
      }),
    );
  };
  const post = async (orderId: string, parts: Part[], lang = 'pt-BR', agent?: Agent) => {
    const request = await open(orderId, parts, { lang, ...(agent ? { agent } : {}) });
    try {
      return await request.answer;
    } finally {
      request.socket.destroy();
    }
  };
  /** A request the server refuses while its body still arrives: the answer, then the server's end of it. */
  const refused = async (orderId: string, parts: Part[], lang = 'pt-BR') => {
    const request = await open(orderId, parts, { lang });
    try {
      const answer = await request.answer;
      return { ...answer, writtenAtEnd: await request.ended };
    } finally {
      request.socket.destroy();
    }
  };
  const attachments = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('payment_order_attachments')
        .select('id')
        .where('payment_order_id', '=', orderId)
        .execute()
    ).length;
  const balance = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('payment_orders')
        .select('available_balance')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).available_balance;
  beforeAll(async () => {
    s.clientA = (await createClient(t.database.db, 'Exportadora Alfa Ltda')).id;
    const user = await signedInUser(t, clientOf([s.clientA], ...RECEIVE));
    s.userA = user.id;
    s.ofA = user.agent;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    s.port = (t.app.server.address() as AddressInfo).port;
  });
  return Object.assign(s, { confirmedOrder, quote, open, post, refused, attachments, balance });
}
