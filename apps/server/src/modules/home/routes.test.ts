import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/auth.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { suiteApp } from '../../../test/suite.js';
import { createUser } from '../../../test/users.js';

describe('home summary', () => {
  const t = suiteApp();
  let clientA: string;
  let clientB: string;

  beforeAll(async () => {
    const db = t.database.db;
    clientA = (await createClient(db, 'Remessas Alfa Ltda', '11222333000181')).id;
    clientB = (await createClient(db, 'Remessas Beta S.A.', '12ABC34501DE35')).id;
    for (const [client, n, status, today] of [
      [clientA, 3, 'received', true],
      [clientA, 2, 'blocked', false],
      [clientB, 4, 'received', true],
      [clientB, 1, 'blocked', true],
    ] as const) {
      const shipper = (
        await sql<{
          id: string;
        }>`insert into shippers (client_id, name) values (${client}, 'Shipper ' || ${status}) returning id`.execute(
          db,
        )
      ).rows[0]?.id;
      await sql`
        insert into remittances (client_id, shipper_id, reference, include_date, payment_date, status, currency, me_value,
          sender_name, sender_country, sender_person_type, beneficiary_name, beneficiary_tax_id, payment_type, pix_key_type, pix_key)
        select ${client}, ${shipper}, 'REF-' || ${status} || '-' || g || '-' || ${shipper}, ${today ? sql`now()` : sql`now() - interval '3 days'`},
          current_date, ${status}, 'USD', 100, 'John Smith', 'US', 'PF', 'Maria Souza', '52998224725', 'pix', 'cpf', '52998224725'
        from generate_series(1, ${n}) g`.execute(db);
    }
  });

  const summary = async (userId: string) => {
    const { headers } = await sessionFor(t.database.db, t.config, userId);
    const res = await t.app.inject({ method: 'GET', url: '/api/home/summary', headers });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      (res.json() as { items: { key: string; count: number }[] }).items.map((i) => [i.key, i.count]),
    );
  };

  it('counts within the user’s clients only', async () => {
    const user = await createUser(t.database.db, {
      kind: 'client',
      permissions: ['remittances.consult'],
      clientIds: [clientA],
    });
    expect(await summary(user.id)).toEqual({ 'remittances.today': 3, 'remittances.blocked': 2 });
  });

  it('counts everything for all-clients staff', async () => {
    const staff = await createUser(t.database.db, {
      kind: 'staff',
      allClients: true,
      permissions: ['remittances.consult'],
    });
    expect(await summary(staff.id)).toEqual({ 'remittances.today': 8, 'remittances.blocked': 3 });
  });

  it('counts the open pendencies of the user’s clients’ documents only', async () => {
    const db = t.database.db;
    for (const [client, open, resolved] of [
      [clientA, 2, 1],
      [clientB, 3, 0],
    ] as const) {
      const document = (
        await sql<{ id: string }>`insert into documents (client_id, document_type, number, issue_date)
          values (${client}, 'di', 'DI-' || ${client}, current_date) returning id`.execute(db)
      ).rows[0]?.id;
      await sql`insert into document_pendencies (document_id, summary, resolved_at)
        select ${document}, 'Pendência ' || g, case when g > ${open} then now() end
        from generate_series(1, ${open + resolved}) g`.execute(db);
    }
    const ofA = await createUser(db, {
      kind: 'client',
      permissions: ['documents.consult'],
      clientIds: [clientA],
    });
    expect(await summary(ofA.id)).toEqual({ 'documents.open-pendencies': 2 });
    const staff = await createUser(db, {
      kind: 'staff',
      allClients: true,
      permissions: ['documents.consult'],
    });
    expect(await summary(staff.id)).toEqual({ 'documents.open-pendencies': 5 });
  });

  it('shows only the areas the user holds', async () => {
    const user = await createUser(t.database.db, { permissions: ['parcels.consult'] });
    expect(Object.keys(await summary(user.id))).toEqual(['parcels.pending']);
    const none = await createUser(t.database.db);
    expect(await summary(none.id)).toEqual({});
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home/summary' })).statusCode).toBe(401);
  });
});
