import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadSlots } from '../../http/upload-slots.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { RECEIVE } from '../../../test/receiving.js';
import { pdf, data, receivingSuite } from './receiving-upload-setup.js';

describe('uploads at the same time', () => {
  const uploads = new UploadSlots({ perUser: 2, perProcess: 3 });
  const s = receivingSuite({ uploads });
  let other: { id: string; agent: Agent };

  beforeAll(async () => {
    other = await signedInUser(s.t, { kind: 'client', clientIds: [s.clientA], permissions: RECEIVE });
  });

  /** A receiving whose file is started and held after its first kilobyte: it holds an upload slot. */
  const holding = async (agent?: Agent) => {
    const order = await s.confirmedOrder();
    const request = await s.open(
      order.id,
      [
        ['data', data(await s.quote(order.id, agent))],
        ['document', { content: pdf(256 * 1024), filename: 'fatura.pdf' }],
      ],
      { holdAt: 1024, ...(agent ? { agent } : {}) },
    );
    await request.held;
    return { order: order.id, request };
  };
  const complete = async (agent: Agent, lang = 'pt-BR') => {
    const order = await s.confirmedOrder();
    return s.post(
      order.id,
      [
        ['data', data(await s.quote(order.id, agent))],
        ['document', { content: pdf(1024), filename: 'fatura.pdf' }],
      ],
      lang,
      agent,
    );
  };
  const slotsHeld = (n: number, user?: string) =>
    vi.waitFor(() => expect(uploads.held(user)).toBe(n), { timeout: 10_000 });

  it('refuses a file past the user’s or the process’s limit with a 429, and frees the slot when the upload ends', async () => {
    const first = await holding();
    const second = await holding();
    await slotsHeld(2, s.userA);

    const userFull = await complete(s.ofA);
    expect(userFull.status).toBe(429);
    expect(userFull.headers['retry-after']).toBe('5');
    expect(JSON.parse(userFull.body)).toMatchObject({
      status: 429,
      code: 'too_many_uploads',
      title: 'Você já tem envios de arquivo em andamento. Aguarde que terminem e tente novamente.',
    });

    const third = await holding(other.agent);
    await slotsHeld(3);
    const processFull = await complete(other.agent, 'en');
    expect(processFull.status).toBe(429);
    expect(processFull.headers['retry-after']).toBe('5');
    expect(JSON.parse(processFull.body).title).toBe(
      'The server is receiving many files right now. Please try again in a few seconds.',
    );

    // The first upload ends: stored, its slot free for the user's next one.
    first.request.resume();
    expect((await first.request.answer).status).toBe(201);
    await slotsHeld(1, s.userA);
    expect((await complete(s.ofA)).status).toBe(201);

    // A client that goes away mid-file frees its slot and leaves nothing behind.
    second.request.socket.destroy();
    await expect(second.request.answer).rejects.toThrow(/closed without an answer/);
    await slotsHeld(0, s.userA);
    expect(await s.attachments(second.order)).toBe(0);
    expect(await s.balance(second.order)).toBe('10000.00');

    third.request.resume();
    expect((await third.request.answer).status).toBe(201);
    await slotsHeld(0);
  });
});
