import { beforeAll, beforeEach } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { createClient, type ClientFixture } from '../../../test/fixtures/clients.js';
import { createConfirmedOrder } from '../../../test/fixtures/payment-orders.js';
import { formBody, quoteFor, RECEIVE, receivingForm, type Part } from '../../../test/receiving.js';
import { suiteApp } from '../../../test/suite.js';

/* The receiving flow tests' clock, clients, users and request helpers (receiving.test.ts, receiving-submission.test.ts). */

// Wednesday 2026-11-25, 10:00 in São Paulo (UTC−03:00).
export const WEDNESDAY_10H = '2026-11-25T13:00:00Z';
export const clock = testClock(WEDNESDAY_10H);

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart body as a browser's FormData sends it: the form as `data`, the file as `document`. */
export async function multipart(data: unknown, file?: { name: string; content: Buffer; type?: string }) {
  const { body, contentType } = await formBody([
    ['data', JSON.stringify(data)],
    ...(file
      ? [['document', { content: file.content, filename: file.name, type: file.type }] satisfies Part]
      : []),
  ]);
  return { payload: body, contentType };
}

export const t = suiteApp({ clock });
export let a: ClientFixture;
export let b: ClientFixture;
export let ofA: Agent;
export let ofAId: string;
export let ofAEmail: string;
export let ofB: Agent;
export let consultOnly: Agent;

beforeAll(async () => {
  a = await createClient(t.database.db, 'Exportadora Alfa Ltda');
  b = await createClient(t.database.db, 'Comercial Beta Ltda');
  ({
    id: ofAId,
    email: ofAEmail,
    agent: ofA,
  } = await signedInUser(t, { ...clientOf([a.id], ...RECEIVE), name: 'Beatriz Souza Lima' }));
  ofB = (await signedInUser(t, clientOf([b.id], ...RECEIVE))).agent;
  consultOnly = (await signedInUser(t, clientOf([a.id], 'payment-orders.consult'))).agent;
});
beforeEach(() => clock.set(WEDNESDAY_10H));

export const order = (values = {}) => createConfirmedOrder(t.database.db, a.id, values);
export const send = (agent: Agent, method: 'GET' | 'POST', url: string, payload?: object, lang = 'pt-BR') =>
  t.app.inject({
    method,
    url,
    headers: { ...agent.headers, 'accept-language': lang },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
export const quote = (id: string, agent = ofA) => quoteFor(t, agent, id);
export const form = receivingForm;
export const submit = async (
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
export const receivings = async (id: string) =>
  (
    await t.database.db
      .selectFrom('payment_order_receivings')
      .select('id')
      .where('payment_order_id', '=', id)
      .execute()
  ).length;
export const balance = async (id: string) =>
  await t.database.db
    .selectFrom('payment_orders')
    .select(['available_balance', 'open_dispatch_balance'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
