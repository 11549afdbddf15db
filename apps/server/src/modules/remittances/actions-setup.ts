import { ALL_PERMISSION_KEYS } from '@fxbo/domain';
import { beforeAll } from 'vitest';
import { signedInUser, type Agent } from '../../../test/auth.js';
import { clientOf, signIn, staffWith } from '../../../test/agents.js';
import {
  createClient,
  createRemittance,
  createShipper,
  ensureBank,
  type ClientFixture,
  type ShipperFixture,
} from '../../../test/fixtures/remittances.js';
import type { RemittanceStatus } from '../../db/schema.js';
import { suiteApp } from '../../../test/suite.js';

/* The remittance detail and action tests' clients, shippers, signed-in users and request helpers (detail, actions, beneficiary .test.ts). */

export const ACTION_PERMISSIONS = [
  'remittances.consult',
  'remittances.cancel',
  'remittances.unblock',
  'remittances.view-blocking-reasons',
  'remittances.edit-beneficiary',
  'remittances.export',
];

export const t = suiteApp();
export let a: ClientFixture;
export let b: ClientFixture;
export let sA: ShipperFixture;
export let sB: ShipperFixture;
export let operatorId: string;
export let operator: Agent;
export let consultOnly: Agent;
export let ofA: Agent;
export let ofB: Agent;

beforeAll(async () => {
  const db = t.database.db;
  a = await createClient(db, 'Cliente A');
  b = await createClient(db, 'Cliente B');
  sA = await createShipper(db, a.id, 'Remessadora A');
  sB = await createShipper(db, b.id, 'Remessadora B');
  await ensureBank(db, '341', '60701190', 'Itaú Unibanco S.A.');
  await ensureBank(db, '237', '60746948', 'Banco Bradesco S.A.');
  ({ id: operatorId, agent: operator } = await signedInUser(t, {
    ...staffWith(...ACTION_PERMISSIONS),
    name: 'Operadora Ana Lima',
  }));
  ({ consultOnly, ofA, ofB } = await signIn(t, {
    consultOnly: staffWith('remittances.consult'),
    ofA: clientOf([a.id], ...ALL_PERMISSION_KEYS),
    ofB: clientOf([b.id], ...ALL_PERMISSION_KEYS),
  }));
});

export const req = (
  agent: Agent,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...agent.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export const remittance = (status: RemittanceStatus, overrides = {}) =>
  createRemittance(t.database.db, sA, { status, ...overrides });

export const audits = (id: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'details'])
    .where('entity', '=', 'remittance')
    .where('entity_id', '=', id)
    .execute();

export const history = (id: string) =>
  t.database.db
    .selectFrom('remittance_history')
    .select(['action', 'user_id', 'from_status', 'to_status', 'note', 'note_code', 'note_params'])
    .where('remittance_id', '=', id)
    .orderBy('id')
    .execute();
