import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { t, next, cpf, cnpj, rejects, newUser, newClient, newShipper, newRemittance } from './model-setup.js';

describe('clients and users', () => {
  it('accepts CPF for PF and numeric or alphanumeric CNPJ for PJ', async () => {
    for (const [person_type, tax_id] of [
      ['PF', '52998224725'],
      ['PJ', '11222333000181'],
      ['PJ', '12ABC34501DE35'],
    ] as const) {
      await t.db.insertInto('clients').values({ person_type, tax_id, name: 'Ok' }).execute();
    }
  });

  it('rejects tax ids of the wrong length, with punctuation, lower case, or not matching the person type', async () => {
    for (const [person_type, tax_id] of [
      ['PF', '5299822472'],
      ['PF', '529.982.247-25'],
      ['PF', '11222333000181'],
      ['PJ', '52998224725'],
      ['PJ', '12abc34501de35'],
      ['PJ', '12ABC34501DE3X'],
    ] as const) {
      await rejects(
        t.db.insertInto('clients').values({ person_type, tax_id: `${tax_id}`, name: 'Bad' }),
        '23514',
      );
    }
  });

  it('keeps tax ids unique', async () => {
    const tax_id = cnpj();
    await t.db.insertInto('clients').values({ person_type: 'PJ', tax_id, name: 'A' }).execute();
    await rejects(t.db.insertInto('clients').values({ person_type: 'PJ', tax_id, name: 'B' }), '23505');
  });

  it('rejects a lower-case country code', async () => {
    await rejects(
      t.db
        .insertInto('clients')
        .values({ person_type: 'PJ', tax_id: cnpj(), name: 'X', address_country: 'br' }),
      '23514',
    );
  });

  it('treats e-mails case-insensitively and frees them when the user is soft-deleted', async () => {
    const id = await newUser({ email: 'Ana.Souza@Example.com' });
    await rejects(
      t.db.insertInto('users').values({ name: 'Other', email: 'ana.souza@example.com' }),
      '23505',
    );
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    await newUser({ email: 'ana.souza@example.com' });
  });

  it('keeps a CPF to one live user', async () => {
    const c = cpf();
    await newUser({ cpf: c });
    await rejects(
      t.db.insertInto('users').values({ name: 'Twin', email: `twin${next()}@example.com`, cpf: c }),
      '23505',
    );
  });

  it('enforces the user value sets and shapes', async () => {
    const base = () => ({ name: 'U', email: `u${next()}@example.com` });
    await rejects(t.db.insertInto('users').values({ ...base(), status: 'banned' as 'active' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), locale: 'fr' as 'en' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), shortcuts: '{"a":1}' }), '23514');
    await rejects(t.db.insertInto('users').values({ ...base(), password_hash: 'plaintext' }), '23514');
    await rejects(
      t.db.insertInto('users').values({ ...base(), blocked: true }),
      '23514',
      'users_blocked_has_time',
    );
    await rejects(
      t.db.insertInto('users').values({ ...base(), all_clients: true }),
      '23514',
      'users_all_clients_staff_only',
    );
    const ok = await t.db
      .insertInto('users')
      .values({
        ...base(),
        shortcuts: JSON.stringify(['remittance', 'balance']),
        settings: JSON.stringify({ layout: 'layout3' }),
      })
      .returning(['shortcuts', 'settings', 'locale', 'status'])
      .executeTakeFirstOrThrow();
    expect(ok).toEqual({
      shortcuts: ['remittance', 'balance'],
      settings: { layout: 'layout3' },
      locale: 'pt-BR',
      status: 'pending',
    });
  });

  it('rejects permissions that are not in the catalogue and cascades a user delete to owned rows', async () => {
    const userId = await newUser();
    const clientId = await newClient();
    await rejects(
      t.db.insertInto('user_permissions').values({ user_id: userId, permission_key: 'nope' }),
      '23503',
    );
    await t.db.insertInto('permissions').values({ key: 'remittance.view', area: 'remittances' }).execute();
    await t.db
      .insertInto('user_permissions')
      .values({ user_id: userId, permission_key: 'remittance.view' })
      .execute();
    await t.db.insertInto('user_clients').values({ user_id: userId, client_id: clientId }).execute();
    await t.db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: randomBytes(32), expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', userId).execute();
    for (const table of ['user_permissions', 'user_clients', 'sessions'] as const) {
      const left = await t.db.selectFrom(table).where('user_id', '=', userId).select('user_id').execute();
      expect(left, table).toEqual([]);
    }
  });

  it('requires 32-byte token hashes and an expiry after creation', async () => {
    const userId = await newUser();
    const inAnHour = new Date(Date.now() + 3600_000);
    await rejects(
      t.db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: randomBytes(16), expires_at: inAnHour }),
      '23514',
    );
    await rejects(
      t.db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: randomBytes(32), expires_at: new Date(0) }),
      '23514',
      'sessions_expiry_after_creation',
    );
  });

  it('validates access requests: tax ids, one pending request per CPF, decisions recorded', async () => {
    const request = (c: string, ids: string[]) => ({
      name: 'Pedro Alves',
      cpf: c,
      email: 'pedro@example.com',
      birth_date: '1990-01-31',
      password_hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
      company: 'ACME',
      client_tax_ids: ids,
    });
    await rejects(
      t.db.insertInto('access_requests').values(request(cpf(), ['11222333000181', '123'])),
      '23514',
    );
    await rejects(t.db.insertInto('access_requests').values(request(cpf(), [])), '23514');
    const c = cpf();
    await t.db
      .insertInto('access_requests')
      .values(request(c, ['11222333000181', '12ABC34501DE35']))
      .execute();
    await rejects(t.db.insertInto('access_requests').values(request(c, ['11222333000181'])), '23505');
    await rejects(
      t.db.insertInto('access_requests').values({ ...request(cpf(), ['52998224725']), status: 'approved' }),
      '23514',
      'access_requests_decision_recorded',
    );
  });

  it('keeps app_settings to a single row', async () => {
    const rows = await t.db.selectFrom('app_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    await rejects(t.db.insertInto('app_settings').values({ id: 2 }), '23514');
  });
});

describe('logs record the moment of the change (migration 0029)', () => {
  /*
   * A change that waited for a lock is logged when it happens, not when its transaction began: a transaction
   * begun before another one's log row must still log after it when it writes later, so the logs' time order
   * is the order the changes were made (the audit screen and the remittance history sort by it).
   */
  it('audit_log and remittance_history take the insert’s time, not the transaction’s start', async () => {
    const clientId = await newClient();
    const remittance = await newRemittance(clientId, await newShipper(clientId));
    const logs = {
      audit_log: (db: typeof t.db) =>
        db.insertInto('audit_log').values({ action: 'sign_in' }).returning('id'),
      remittance_history: (db: typeof t.db) =>
        db
          .insertInto('remittance_history')
          .values({ remittance_id: remittance.id, action: 'created' })
          .returning('id'),
    };
    for (const [table, insert] of Object.entries(logs)) {
      let other = '';
      const late = await t.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx); // the transaction has begun
        other = (await insert(t.db).executeTakeFirstOrThrow()).id; // another connection logs and commits
        return (await insert(trx).executeTakeFirstOrThrow()).id;
      });
      // Compared in PostgreSQL, to the microsecond.
      const { rows } = await sql<{ later: boolean }>`
        select (select at from ${sql.table(table)} where id = ${late})
             > (select at from ${sql.table(table)} where id = ${other}) as later`.execute(t.db);
      expect(rows[0]?.later, table).toBe(true);
    }
  });
});
