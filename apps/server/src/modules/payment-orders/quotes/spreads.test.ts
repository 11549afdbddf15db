import { fxSpreadListSchema, fxSpreadSchema } from '@fxbo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type Agent } from '../../../../test/auth.js';
import { staffOf, staffWith, suiteAgents } from '../../../../test/agents.js';
import { suiteClients } from '../../../../test/fixtures/clients.js';
import { inEachLanguage } from '../../../../test/languages.js';
import { suiteApp } from '../../../../test/suite.js';

describe('GET and PUT /api/fx-spreads', () => {
  const t = suiteApp();
  const { a, b } = suiteClients(t, { a: 'Exportadora Alfa Ltda', b: 'Exportadora Beta Ltda' });
  const { staffOfB, without } = suiteAgents(t, {
    staffOfB: () => staffOf([b.id], 'payment-orders.spreads'),
    without: staffWith('payment-orders.receive'),
  });
  let staff: { id: string; agent: Agent };

  beforeAll(async () => {
    staff = await signedInUser(t, { ...staffWith('payment-orders.spreads'), name: 'Mesa de Câmbio' });
  });

  const list = (agent: Agent, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/fx-spreads${query}`, headers: agent.headers });
  const put = (agent: Agent, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/fx-spreads',
      headers: { ...agent.headers, 'accept-language': lang },
      payload,
    });

  it('lists the brokerage’s defaults, one per currency', async () => {
    const res = await list(staff.agent);
    expect(res.statusCode).toBe(200);
    const { items } = fxSpreadListSchema.parse(res.json());
    expect(items.every((s) => s.client === null)).toBe(true);
    expect(items.find((s) => s.currency === 'USD')).toMatchObject({
      spreadPercent: '1.0000',
      operationFee: '0.00',
    });
    expect(items.some((s) => s.currency === 'BRL')).toBe(false);
  });

  it('sets a client’s spread, audited with before and after, and lists it beside the defaults', async () => {
    const first = await put(staff.agent, {
      clientId: a.id,
      currency: 'EUR',
      spreadPercent: '0.75',
      operationFee: '30.00',
    });
    expect(first.statusCode).toBe(200);
    expect(fxSpreadSchema.parse(first.json())).toMatchObject({
      client: { id: a.id, name: 'Exportadora Alfa Ltda' },
      currency: 'EUR',
      spreadPercent: '0.7500',
      operationFee: '30.00',
      updatedBy: { id: staff.id, name: 'Mesa de Câmbio' },
    });
    await put(staff.agent, { clientId: a.id, currency: 'EUR', spreadPercent: '0.6', operationFee: '30.00' });

    const { items } = fxSpreadListSchema.parse((await list(staff.agent, `?clientId=${a.id}`)).json());
    const eur = items.filter((s) => s.currency === 'EUR');
    expect(eur.map((s) => [s.client?.id ?? null, s.spreadPercent])).toEqual([
      [null, '1.0000'],
      [a.id, '0.6000'],
    ]);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'actor_user_id', 'details'])
      .where('entity', '=', 'fx_spread')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'fx_spread.update',
        entity: 'fx_spread',
        actor_user_id: staff.id,
        details: {
          clientId: a.id,
          currency: 'EUR',
          before: null,
          after: { spreadPercent: '0.7500', operationFee: '30.00' },
        },
      },
      {
        action: 'fx_spread.update',
        entity: 'fx_spread',
        actor_user_id: staff.id,
        details: {
          clientId: a.id,
          currency: 'EUR',
          before: { spreadPercent: '0.7500', operationFee: '30.00' },
          after: { spreadPercent: '0.6000', operationFee: '30.00' },
        },
      },
    ]);
  });

  it('sets the default when no client is given (one row per currency)', async () => {
    const res = await put(staff.agent, { currency: 'GBP', spreadPercent: '1.25', operationFee: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ client: null, currency: 'GBP', spreadPercent: '1.2500' });
    const rows = await t.database.db
      .selectFrom('fx_spreads')
      .select('spread_percent')
      .where('client_id', 'is', null)
      .where('currency', '=', 'GBP')
      .execute();
    expect(rows).toEqual([{ spread_percent: '1.2500' }]);
  });

  it('404 for a client outside the user’s scope, 403 without the permission', async () => {
    expect((await list(staffOfB, `?clientId=${a.id}`)).statusCode).toBe(404);
    expect((await list(staffOfB, `?clientId=${b.id}`)).statusCode).toBe(200);
    const res = await put(staffOfB, {
      clientId: a.id,
      currency: 'EUR',
      spreadPercent: '0.1',
      operationFee: '0',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe('Client not found.');
    expect((await list(without)).statusCode).toBe(403);
    expect(
      (await put(without, { currency: 'EUR', spreadPercent: '0.1', operationFee: '0' })).statusCode,
    ).toBe(403);
  });

  it('400 with a translated message for a bad spread, fee or currency', async () => {
    for (const payload of [
      { currency: 'EUR', spreadPercent: '20', operationFee: '0' },
      { currency: 'EUR', spreadPercent: '-1', operationFee: '0' },
      { currency: 'EUR', spreadPercent: '1.23456', operationFee: '0' },
      { currency: 'EUR', spreadPercent: '1', operationFee: 'abc' },
      { currency: 'eur', spreadPercent: '1', operationFee: '0' },
    ]) {
      const res = await put(staff.agent, payload, 'pt-BR');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', title: 'Campo inválido.' });
      expect(res.json().errors[0].message).not.toMatch(/^Must|Invalid/);
    }
    // The table's check (operation_fee >= 0) is never what refuses it: a field message, in both languages.
    for (const [lang, message] of inEachLanguage(
      'The amount cannot be negative.',
      'O valor não pode ser negativo.',
    )) {
      const negative = await put(
        staff.agent,
        { currency: 'EUR', spreadPercent: '1', operationFee: '-5.00' },
        lang,
      );
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors).toEqual([
        { path: 'body.operationFee', code: 'amount_negative', message },
      ]);
    }
    const unknown = await put(
      staff.agent,
      { currency: 'XYZ', spreadPercent: '1', operationFee: '0' },
      'pt-BR',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'body.currency', code: 'currency_invalid', message: 'Moeda inválida.' },
    ]);
    expect(
      (await put(staff.agent, { currency: 'BRL', spreadPercent: '1', operationFee: '0' })).statusCode,
    ).toBe(400);
  });
});
