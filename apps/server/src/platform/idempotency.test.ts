import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../test/audit.js';
import { signedInUser, type Agent } from '../../test/auth.js';
import { testClock } from '../../test/clock.js';
import { createClient, type ClientFixture } from '../../test/fixtures/clients.js';
import { suiteApp } from '../../test/suite.js';
import type { ContractsTable } from '../db/schema.js';

/*
 * The Idempotency-Key of the actions (platform/idempotency.ts), on the export liquidation: the action of
 * issue 23's report, where a double click liquidated US$ 100,000 twice. Each action route has its own repeat
 * test (idempotent-actions.test.ts); here, every case of the mechanism.
 */

// Wednesday 2026-11-25, 10:00 in São Paulo.
const clock = testClock('2026-11-25T13:00:00Z');
let counter = 0;

describe('Idempotency-Key on an action (export liquidation)', () => {
  const t = suiteApp({ clock });
  let a: ClientFixture;
  let liquidator: Agent;
  let other: Agent;

  beforeAll(async () => {
    a = await createClient(t.database.db, 'Exportadora Idempotente Ltda');
    const staff = () => ({
      kind: 'staff' as const,
      allClients: true,
      permissions: ['trade.consult', 'trade.liquidate'],
    });
    liquidator = (await signedInUser(t, staff())).agent;
    other = (await signedInUser(t, staff())).agent;
  });

  const contract = async (values: Partial<Insertable<ContractsTable>> = {}) => {
    counter++;
    const row = await t.database.db
      .insertInto('contracts')
      .values({
        contract_number: `EXP-IDEM-${counter}`,
        contract_date: '2026-11-02',
        contract_type: 'export',
        client_id: a.id,
        currency: 'USD',
        me_value: '466000.00',
        mn_value: '2330000.00',
        rate: '5.00000000',
        liquidation_date: '2026-11-30',
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const liquidate = (agent: Agent, id: string, amount: string, key: string | undefined, lang = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/export-liquidation/${id}`,
      headers: { ...agent.headers, 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount },
    });
  const liquidated = async (id: string) =>
    (
      await t.database.db
        .selectFrom('contracts')
        .select('liquidated_me_value')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).liquidated_me_value;
  const audits = (id: string) => auditActions(t.database.db, { entityId: id });

  it('answers a repeat of the same key with the first answer, marked as a replay: one movement, one audit row', async () => {
    const id = await contract();
    const key = randomUUID();
    const first = await liquidate(liquidator, id, '100000.00', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ liquidatedMeValue: '100000.00', openAmount: '366000.00' });

    clock.advance(1_000);
    const second = await liquidate(liquidator, id, '100000.00', key);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await liquidated(id)).toBe('100000.00');
    expect(await audits(id)).toEqual(['contract.liquidate']);
  });

  it('runs each request sent without a key (as before)', async () => {
    const id = await contract();
    expect((await liquidate(liquidator, id, '100000.00', undefined)).statusCode).toBe(200);
    expect((await liquidate(liquidator, id, '100000.00', undefined)).statusCode).toBe(200);
    expect(await liquidated(id)).toBe('200000.00');
  });

  it('makes concurrent repeats of a key wait for the first: one movement, every answer the same', async () => {
    const id = await contract();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => liquidate(liquidator, id, '100000.00', key)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await liquidated(id)).toBe('100000.00');
    expect(await audits(id)).toEqual(['contract.liquidate']);
  });

  it('refuses another request under a used key (409 with its code and message), nothing changed', async () => {
    const id = await contract();
    const key = randomUUID();
    expect((await liquidate(liquidator, id, '100000.00', key)).statusCode).toBe(200);
    const otherAmount = await liquidate(liquidator, id, '5000.00', key);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(otherAmount.json()).toMatchObject({
      code: 'idempotency_key_reused',
      title:
        'Esta chave de idempotência já foi usada em outra requisição. Abra o formulário de novo e envie outra vez.',
    });
    const otherContract = await contract();
    const en = await liquidate(liquidator, otherContract, '100000.00', key, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().title).toBe(
      'This idempotency key was already used for another request. Open the form again and resubmit.',
    );
    // The same key on another action's route is another request too.
    const onDispatch = await t.app.inject({
      method: 'POST',
      url: '/api/dispatch-requests/1/reject',
      headers: { ...liquidator.headers, 'idempotency-key': key },
      payload: { reason: 'Fora do prazo' },
    });
    expect([403, 409]).toContain(onDispatch.statusCode);
    expect(await liquidated(id)).toBe('100000.00');
    expect(await liquidated(otherContract)).toBe('0.00');
    expect(await audits(id)).toEqual(['contract.liquidate']);
  });

  it('leaves no key behind a failed attempt: a retry with the same key runs', async () => {
    const id = await contract({ me_value: '1000.00' });
    const key = randomUUID();
    const refused = await liquidate(liquidator, id, '1000.01', key);
    expect(refused.statusCode).toBe(400);
    const again = await liquidate(liquidator, id, '1000.00', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await liquidated(id)).toBe('1000.00');
    expect(await audits(id)).toEqual(['contract.liquidate']);
    const keys = await t.database.db
      .selectFrom('idempotency_keys')
      .select(['status'])
      .where('key', '=', key)
      .execute();
    expect(keys).toEqual([{ status: 200 }]);
  });

  it('keeps each user’s keys apart: another user’s request under the same key runs', async () => {
    const id = await contract();
    const key = randomUUID();
    expect((await liquidate(liquidator, id, '100000.00', key)).statusCode).toBe(200);
    const theirs = await liquidate(other, id, '100000.00', key);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await liquidated(id)).toBe('200000.00');
    expect(await audits(id)).toEqual(['contract.liquidate', 'contract.liquidate']);
  });

  it('forgets a key after a day: the same key then runs again', async () => {
    const id = await contract();
    const key = randomUUID();
    expect((await liquidate(liquidator, id, '100000.00', key)).statusCode).toBe(200);
    clock.advance(23 * 3_600_000);
    expect((await liquidate(liquidator, id, '100000.00', key)).headers['idempotent-replayed']).toBe('true');
    clock.advance(3_600_000);
    const later = await liquidate(liquidator, id, '100000.00', key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await liquidated(id)).toBe('200000.00');
  });

  it.each([
    ['too short', 'abc'],
    ['a character outside the set', `${randomUUID()}!`],
    ['too long', 'k'.repeat(129)],
  ])('refuses a malformed key (%s) with 400 and a field message, nothing changed', async (_, key) => {
    const id = await contract();
    const res = await liquidate(liquidator, id, '100000.00', key, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [
        {
          path: 'headers.idempotency-key',
          code: 'idempotency_key_invalid',
          message: 'Invalid idempotency key: 16 to 128 letters, digits, "-" or "_" (a UUID will do).',
        },
      ],
    });
    expect(await liquidated(id)).toBe('0.00');
  });
});
