import type { ExportLiquidationResult } from '@fxbo/domain';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditActions } from '../../../test/audit.js';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { staffOf, staffWith, suiteAgents } from '../../../test/agents.js';
import { testClock } from '../../../test/clock.js';
import { expectOneFieldError } from '../../../test/field-errors.js';
import { suiteClients } from '../../../test/fixtures/clients.js';
import { suiteApp } from '../../../test/suite.js';
import type { ContractsTable } from '../../db/schema.js';

// Wednesday 2026-11-25, 10:00 in São Paulo.
const clock = testClock('2026-11-25T13:00:00Z');
let counter = 0;

describe('POST /api/export-liquidation/:contractId', () => {
  const t = suiteApp({ clock });
  const { a, b } = suiteClients(t, { a: 'Exportadora Alfa Ltda', b: 'Exportadora Beta S.A.' });
  const { consultOnly, ofA } = suiteAgents(t, {
    consultOnly: staffWith('trade.consult'),
    ofA: () => staffOf([a.id], 'trade.liquidate'),
  });
  let liquidator: Agent;
  let liquidatorId: string;

  beforeAll(async () => {
    ({ id: liquidatorId, agent: liquidator } = await signedInUser(
      t,
      staffWith('trade.consult', 'trade.liquidate'),
    ));
  });

  const contract = async (values: Partial<Insertable<ContractsTable>> = {}) => {
    counter++;
    const row = await t.database.db
      .insertInto('contracts')
      .values({
        contract_number: `EXP-LIQ-${counter}`,
        contract_date: '2026-11-02',
        contract_type: 'export',
        client_id: a.id,
        currency: 'USD',
        me_value: '1000.00',
        mn_value: '5000.00',
        rate: '5.00000000',
        liquidation_date: '2026-11-30',
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const liquidate = (agent: Agent, id: string, payload: unknown, lang = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/export-liquidation/${id}`,
      headers: { ...agent.headers, 'accept-language': lang },
      payload: payload as Record<string, unknown>,
    });
  const stored = (id: string) =>
    t.database.db
      .selectFrom('contracts')
      .select(['status', 'liquidated_me_value', 'liquidated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditDetails = async (id: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select(['details', 'actor_user_id', 'entity'])
        .where('entity_id', '=', id)
        .where('action', '=', 'contract.liquidate')
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details }));

  it('liquidates part, then the rest: the contract becomes liquidated at the clock’s now, each audited', async () => {
    const id = await contract({ me_value: '1000.00' });
    const first = await liquidate(liquidator, id, { amount: '400.25' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ExportLiquidationResult>()).toMatchObject({
      id,
      meValue: '1000.00',
      liquidatedMeValue: '400.25',
      openAmount: '599.75',
      status: 'open',
      liquidatedAt: null,
    });
    expect(await stored(id)).toMatchObject({
      status: 'open',
      liquidated_me_value: '400.25',
      liquidated_at: null,
    });
    // Still in the list, with what is left.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/export-liquidation',
      headers: liquidator.headers,
    });
    expect(list.json().items.find((r: { id: string }) => r.id === id)).toMatchObject({
      openAmount: '599.75',
    });

    clock.advance(60_000);
    const rest = await liquidate(liquidator, id, { amount: '599.75' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<ExportLiquidationResult>()).toMatchObject({
      liquidatedMeValue: '1000.00',
      openAmount: '0.00',
      status: 'liquidated',
      liquidatedAt: '2026-11-25T13:01:00.000Z',
    });
    expect(await stored(id)).toMatchObject({
      status: 'liquidated',
      liquidated_me_value: '1000.00',
      liquidated_at: new Date('2026-11-25T13:01:00.000Z'),
    });
    expect(await auditActions(t.database.db, { entityId: id })).toEqual([
      'contract.liquidate',
      'contract.liquidate',
    ]);
    expect(await auditDetails(id)).toEqual([
      {
        actor_user_id: liquidatorId,
        entity: 'contract',
        details: expect.objectContaining({
          amount: '400.25',
          liquidatedMeValue: '400.25',
          openAmount: '599.75',
          status: 'open',
        }),
      },
      {
        actor_user_id: liquidatorId,
        entity: 'contract',
        details: expect.objectContaining({
          amount: '599.75',
          liquidatedMeValue: '1000.00',
          openAmount: '0.00',
          status: 'liquidated',
        }),
      },
    ]);
    // Off the list once nothing is open.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/export-liquidation',
      headers: liquidator.headers,
    });
    expect(after.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('refuses more than the open amount with a translated message under the amount, nothing changed', async () => {
    const id = await contract({ me_value: '1000.00', liquidated_me_value: '900.00' });
    expectOneFieldError(await liquidate(liquidator, id, { amount: '100.01' }), {
      path: 'body.amount',
      code: 'liquidation_above_open',
      message: 'O valor não pode ser maior que o saldo em aberto do contrato.',
    });
    expectOneFieldError(await liquidate(liquidator, id, { amount: '5000' }, 'en'), {
      path: 'body.amount',
      code: 'liquidation_above_open',
      message: 'The amount cannot exceed the contract’s open amount.',
    });
    expect(await stored(id)).toMatchObject({ status: 'open', liquidated_me_value: '900.00' });
    expect(await auditActions(t.database.db, { entityId: id })).toEqual([]);
  });

  it.each([
    [{ amount: '0' }, 'amount_positive', 'O valor deve ser maior que zero.'],
    [{ amount: '-1.00' }, 'amount_positive', 'O valor deve ser maior que zero.'],
    [{ amount: '1.005' }, 'money_invalid', 'Deve ser um valor com até 2 casas decimais.'],
    [{ amount: 'abc' }, 'money_invalid', 'Deve ser um valor com até 2 casas decimais.'],
  ])('refuses %j with 400 and its translated message', async (payload, code, message) => {
    const id = await contract();
    const res = await liquidate(liquidator, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'body.amount', code, message }));
    expect(await stored(id)).toMatchObject({ liquidated_me_value: '0.00' });
  });

  it('refuses a missing or numeric amount, a bad id, and cents on a currency without them (400)', async () => {
    const id = await contract();
    expect((await liquidate(liquidator, id, {})).statusCode).toBe(400);
    expect((await liquidate(liquidator, id, { amount: 10 })).statusCode).toBe(400);
    expect((await liquidate(liquidator, 'abc', { amount: '10.00' })).statusCode).toBe(400);
    const yen = await contract({ currency: 'JPY', me_value: '100000.00' });
    expectOneFieldError(await liquidate(liquidator, yen, { amount: '10.50' }, 'en'), {
      path: 'body.amount',
      code: 'money_invalid',
      message: 'Must be an amount with up to 2 decimal places.',
    });
    expect((await liquidate(liquidator, yen, { amount: '10' })).statusCode).toBe(200);
  });

  it('answers 409 with a clear message for a contract that is not an open export', async () => {
    const done = await contract({
      status: 'liquidated',
      liquidated_me_value: '1000.00',
      liquidated_at: new Date('2026-11-20T15:00:00Z'),
    });
    const res = await liquidate(liquidator, done, { amount: '1.00' }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'state_conflict',
      title: 'Only open contracts can be liquidated; this one is already “Liquidated”.',
    });
    const canceled = await contract({ status: 'canceled', canceled_at: new Date('2026-11-20T15:00:00Z') });
    const pt = await liquidate(liquidator, canceled, { amount: '1.00' });
    expect(pt.statusCode).toBe(409);
    expect(pt.json().title).toBe(
      'Somente contratos em aberto podem ser liquidados; este já está “Cancelado”.',
    );
    const imp = await contract({ contract_type: 'import' });
    const wrongType = await liquidate(liquidator, imp, { amount: '1.00' }, 'en');
    expect(wrongType.statusCode).toBe(409);
    expect(wrongType.json().title).toBe('Only export contracts are liquidated here (this one is “Import”).');
    expect(await stored(imp)).toMatchObject({ liquidated_me_value: '0.00' });
  });

  it('keeps to the client scope: another client’s contract is not found (404), its own is liquidated', async () => {
    const other = await contract({ client_id: b.id });
    const res = await liquidate(ofA, other, { amount: '1.00' }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', title: 'Contract not found.' });
    expect((await liquidate(liquidator, '999999999', { amount: '1.00' })).statusCode).toBe(404);
    expect(await stored(other)).toMatchObject({ liquidated_me_value: '0.00' });
    const own = await contract();
    expect((await liquidate(ofA, own, { amount: '1.00' })).statusCode).toBe(200);
  });

  it('refuses a user without trade.liquidate (403), nothing changed', async () => {
    const id = await contract();
    expect((await liquidate(consultOnly, id, { amount: '1.00' })).statusCode).toBe(403);
    expect(await stored(id)).toMatchObject({ liquidated_me_value: '0.00' });
  });

  it('holds under concurrency: two liquidations of the open amount at once, exactly one succeeds', async () => {
    const id = await contract({ me_value: '1000.00', liquidated_me_value: '250.00' });
    const results = await Promise.all([
      liquidate(liquidator, id, { amount: '750.00' }, 'en'),
      liquidate(liquidator, id, { amount: '750.00' }, 'en'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().title).toBe(
      'Only open contracts can be liquidated; this one is already “Liquidated”.',
    );
    expect(await stored(id)).toMatchObject({ status: 'liquidated', liquidated_me_value: '1000.00' });
    expect(await auditActions(t.database.db, { entityId: id })).toEqual(['contract.liquidate']);
  });

  it('holds under concurrency for partial amounts: ten of 300 from 1,000 take exactly three', async () => {
    const id = await contract({ me_value: '1000.00' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => liquidate(liquidator, id, { amount: '300.00' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 400, 400, 400, 400, 400, 400, 400,
    ]);
    expect(await stored(id)).toMatchObject({ status: 'open', liquidated_me_value: '900.00' });
    expect(await auditActions(t.database.db, { entityId: id })).toHaveLength(3);
  });

  /** Audit rows of the liquidations of `ids`, in the order the audit screen sorts them (by time, then id). */
  const auditByTime = (ids: string[]) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['id', 'entity_id', 'details'])
      .where('entity_id', 'in', ids)
      .where('action', '=', 'contract.liquidate')
      .orderBy('at')
      .orderBy('id')
      .execute();

  it('audits parallel liquidations in the order they were committed (the running total only grows)', async () => {
    const id = await contract({ me_value: '1000000.00' });
    const amounts = Array.from({ length: 10 }, (_, i) => `${(i + 1) * 1000}.00`);
    const results = await Promise.all(amounts.map((amount) => liquidate(liquidator, id, { amount })));
    expect(results.map((r) => r.statusCode)).toEqual(amounts.map(() => 200));
    const totals = (await auditByTime([id])).map((r) =>
      Number((r.details as { liquidatedMeValue: string }).liquidatedMeValue),
    );
    expect(totals).toHaveLength(10);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
  });

  it('audits a liquidation when it changes the contract, not when its transaction began waiting for the lock', async () => {
    const held = await contract();
    const free = await contract();
    // Another connection holds the first contract's row, as a liquidation in progress would.
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from contracts where id = $1 for update', [held]);
      const waiting = liquidate(liquidator, held, { amount: '100.00' });
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 10_000 },
      );
      // Meanwhile another contract is liquidated and committed; then the first contract's row is free.
      expect((await liquidate(liquidator, free, { amount: '100.00' })).statusCode).toBe(200);
      await holder.query('commit');
      expect((await waiting).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
    expect((await auditByTime([held, free])).map((r) => r.entity_id)).toEqual([free, held]);
  });
});
