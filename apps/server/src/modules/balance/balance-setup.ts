import { todayInSaoPaulo } from '@fxbo/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor, type Agent } from '../../../test/auth.js';
import {
  createBalanceSnapshot,
  createClient,
  createExtract,
  createRemittance,
  createShipper,
  type ClientFixture,
  type ShipperFixture,
} from '../../../test/fixtures/remittances.js';
import { createUser } from '../../../test/users.js';
import type { RemittanceStatus } from '../../db/schema.js';

/* The balance tests' app, clients, shippers, snapshots and users (balance.test.ts, balance-downloads.test.ts). */

export const today = todayInSaoPaulo();

export let t: TestApp;
export let a: ClientFixture;
export let b: ClientFixture;
export let sA: ShipperFixture;
export let sB: ShipperFixture;
export let staff: Agent;
export let ofA: Agent;
export let noPermission: Agent;
export let paidId: string;

// The fixture's movements: the balance must be exactly their sums.
export const usdExtract = [
  { date: '2026-03-01', type: 'credit', value: '10000.00', description: 'Aporte via SWIFT' },
  { date: '2026-03-02', type: 'debit', value: '-1000.50', description: 'Pagamento da remessa' },
  { date: '2026-03-03', type: 'reversal', value: '100.00', description: 'Estorno, remessa "devolvida"' },
  { date: '2026-03-04', type: 'closure', value: '-0.10', description: 'Fechamento' },
  { date: today, type: 'debit', value: '-250.25', description: 'Pagamento de hoje' },
  { date: today, type: 'debit', value: '-49.75', description: 'Outro pagamento de hoje' },
] as const;
export const remittances: [RemittanceStatus, string, string][] = [
  ['blocked', '300.00', 'USD'],
  ['blocked', '200.55', 'USD'],
  ['received', '50.00', 'USD'],
  ['pending', '25.10', 'USD'],
  ['processing', '10.00', 'USD'],
  ['paid', '1000.50', 'USD'],
  ['canceled', '999.00', 'USD'],
  ['returned', '12.00', 'USD'],
  ['blocked', '70.00', 'EUR'],
];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await createClient(db, 'Cliente A');
  b = await createClient(db, 'Cliente B');
  sA = await createShipper(db, a.id, 'Atlântico Remit');
  sB = await createShipper(db, b.id, 'Samba Money');
  for (const [status, me, currency] of remittances) {
    // The paid one with a reference as long and wide as a shipper's ("AMA009-00000001"): the PDF keeps it whole.
    const reference = status === 'paid' ? { reference: `WMW${String(Date.now()).slice(-3)}-00000001` } : {};
    const r = await createRemittance(db, sA, { status, me_value: me, currency, ...reference });
    if (status === 'paid') paidId = r.id;
  }
  await createExtract(
    db,
    sA.id,
    'USD',
    usdExtract.map((e, i) => ({ ...e, ...(i === 1 ? { remittanceId: paidId } : {}) })),
  );
  await createExtract(db, sA.id, 'EUR', [{ date: '2026-03-05', type: 'credit', value: '500.00' }]);
  await createBalanceSnapshot(db, sA.id, 'USD', {
    lastClosureAt: new Date('2026-03-09T21:00:00Z'),
    referenceRate: '5.12340000',
    updatedAt: new Date('2020-01-01T00:00:00Z'),
  });
  await createExtract(db, sB.id, 'USD', [{ date: '2026-03-01', type: 'credit', value: '1.00' }]);

  staff = await sessionFor(
    db,
    t.config,
    (await createUser(db, { kind: 'staff', allClients: true, permissions: ['balance.consult'] })).id,
  );
  ofA = await sessionFor(
    db,
    t.config,
    (await createUser(db, { kind: 'client', clientIds: [a.id], permissions: ['balance.consult'] })).id,
  );
  noPermission = await sessionFor(
    db,
    t.config,
    (await createUser(db, { kind: 'staff', allClients: true, permissions: ['remittances.consult'] })).id,
  );
});
afterAll(async () => t.close());

export const get = (agent: Agent, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...agent.headers, ...headers } });
