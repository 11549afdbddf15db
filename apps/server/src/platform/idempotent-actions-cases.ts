import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { signedInAdministrator, type Agent } from '../../test/auth.js';
import { testClock } from '../../test/clock.js';
import { createClient, type ClientFixture } from '../../test/fixtures/clients.js';
import { createDocument } from '../../test/fixtures/documents.js';
import { createPaymentOrder } from '../../test/fixtures/payment-orders.js';
import { createBlock, createRemittance, createShipper } from '../../test/fixtures/remittances.js';
import { suiteApp } from '../../test/suite.js';
import { createUser } from '../../test/users.js';

/* Every action's case for idempotent-actions.test.ts: the records it acts on, its request, what one run changes. */

/*
 * Every state-changing business action honours Idempotency-Key (issue 23): the same request sent twice under one
 * key is done once (one audit row, written in the action's transaction) and answered twice alike, the second
 * marked as a replay; and the OpenAPI document gives the header to exactly these routes. The receiving, a
 * multipart form, has its case in modules/payment-orders/receiving.test.ts; the mechanism's own cases are in
 * idempotency.test.ts.
 */

// Wednesday 2026-11-25, 10:00 in São Paulo.
export const clock = testClock('2026-11-25T13:00:00Z');

export interface ActionCase {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  /** The audited record and the action its audit row names. */
  entityId: string;
  audit: string;
}

export const t = suiteApp({ clock });
export let admin: Agent;
export let client: ClientFixture;

beforeAll(async () => {
  admin = (await signedInAdministrator(t)).agent;
  client = await createClient(t.database.db, 'Cliente Idempotente Ltda');
});

export const db = () => t.database.db;
export const order = (values = {}) => createPaymentOrder(db(), client.id, values);
export const confirmedOrder = () =>
  order({
    state: 'confirmed',
    credit_date: '2026-11-20',
    confirmed_at: new Date('2026-11-20T15:00:00Z'),
  });
export const remittance = async (status: 'pending' | 'blocked' = 'pending') => {
  const shipper = await createShipper(db(), client.id);
  const r = await createRemittance(db(), shipper, { status });
  if (status === 'blocked') await createBlock(db(), r.id);
  return r.id;
};
export const dispatchRequest = async () =>
  (
    await db()
      .insertInto('export_dispatch_requests')
      .values({
        client_id: client.id,
        invoice_number: `EXP-IDEM-${randomUUID().slice(0, 8)}`,
        request_date: '2026-11-20',
        currency: 'USD',
        value: '1000.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const parcel = async () =>
  (
    await db()
      .insertInto('parcels')
      .values({
        client_id: client.id,
        parcel_number: `IDEM-${randomUUID().slice(0, 8)}`,
        closure_date: '2026-03-02',
        currency: 'USD',
        value: '1000.00',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const accessRequest = async (cpf: string) =>
  (
    await db()
      .insertInto('access_requests')
      .values({
        name: 'Solicitante Idempotente',
        cpf,
        email: `solicitante.${cpf}@example.com`,
        birth_date: '1990-01-31',
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
        company: 'Cliente Idempotente Ltda',
        client_tax_ids: [client.taxId],
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
export const user = async (status: 'active' | 'inactive' = 'active') =>
  (await createUser(db(), { kind: 'client', clientIds: [client.id], status })).id;

export const profile = async () =>
  String(
    (
      await db()
        .insertInto('permission_profiles')
        .values({ name: `Perfil idempotente ${randomUUID().slice(0, 8)}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

export const cases: Record<string, () => Promise<ActionCase>> = {
  'export liquidation': async () => {
    const id = (
      await db()
        .insertInto('contracts')
        .values({
          contract_number: `EXP-IDEM-${randomUUID().slice(0, 8)}`,
          contract_date: '2026-11-02',
          contract_type: 'export',
          client_id: client.id,
          currency: 'USD',
          me_value: '466000.00',
          mn_value: '2330000.00',
          rate: '5.00000000',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    return {
      method: 'POST',
      url: `/api/export-liquidation/${id}`,
      payload: { amount: '100000.00' },
      entityId: id,
      audit: 'contract.liquidate',
    };
  },
  'payment order confirm': async () => {
    const { id } = await order();
    return {
      method: 'POST',
      url: `/api/payment-orders/${id}/confirm`,
      payload: { creditDate: '2026-11-24' },
      entityId: id,
      audit: 'payment_order.confirm',
    };
  },
  'payment order cancel': async () => {
    const { id } = await order();
    return {
      method: 'POST',
      url: `/api/payment-orders/${id}/cancel`,
      payload: { reason: 'Ordem duplicada' },
      entityId: id,
      audit: 'payment_order.cancel',
    };
  },
  'payment order comment': async () => {
    const { id } = await order();
    return {
      method: 'POST',
      url: `/api/payment-orders/${id}/comments`,
      payload: { body: 'Cliente avisado por telefone.' },
      entityId: id,
      audit: 'payment_order.comment',
    };
  },
  'payment order write-off': async () => {
    const { id } = await confirmedOrder();
    return {
      method: 'POST',
      url: `/api/payment-orders/${id}/write-offs`,
      payload: { amount: '100.00', reason: 'Tarifa do banco' },
      entityId: id,
      audit: 'payment_order.write_off',
    };
  },
  'remittance cancel': async () => {
    const id = await remittance();
    return {
      method: 'POST',
      url: `/api/remittances/${id}/cancel`,
      payload: { reason: 'Pedido do cliente' },
      entityId: id,
      audit: 'remittance.cancel',
    };
  },
  'remittance unblock': async () => {
    const id = await remittance('blocked');
    return {
      method: 'POST',
      url: `/api/remittances/${id}/unblock`,
      payload: { note: 'PLD concluída' },
      entityId: id,
      audit: 'remittance.unblock',
    };
  },
  'remittance beneficiary edit': async () => {
    const id = await remittance();
    return {
      method: 'PUT',
      url: `/api/remittances/${id}/beneficiary`,
      payload: {
        paymentType: 'credit_account',
        bankCode: '237',
        agency: '0001-9',
        account: '98765-4',
        accountType: 'savings',
        email: 'novo@example.com',
        phone: '(11) 91234-5678',
        noPixKey: true,
        message: 'Mensagem nova',
      },
      entityId: id,
      audit: 'remittance.update_beneficiary',
    };
  },
  'dispatch request register': async () => {
    const id = await dispatchRequest();
    return {
      method: 'POST',
      url: `/api/dispatch-requests/${id}/register`,
      payload: { dueNumber: '26BR0001234567' },
      entityId: id,
      audit: 'dispatch_request.register',
    };
  },
  'dispatch request reject': async () => {
    const id = await dispatchRequest();
    return {
      method: 'POST',
      url: `/api/dispatch-requests/${id}/reject`,
      payload: { reason: 'Fatura sem embarque' },
      entityId: id,
      audit: 'dispatch_request.reject',
    };
  },
  'pendency resolve': async () => {
    const documentId = await createDocument(db(), client.id);
    const id = (
      await db()
        .insertInto('document_pendencies')
        .values({ document_id: documentId, summary: 'Fatura ilegível' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    return {
      method: 'POST',
      url: `/api/document-pendencies/${id}/resolve`,
      payload: { note: 'Nova via recebida.' },
      entityId: id,
      audit: 'document_pendency.resolve',
    };
  },
  'parcel decisions': async () => {
    const id = await parcel();
    return {
      method: 'POST',
      url: '/api/parcels/decisions',
      payload: { ids: [id], decision: 'authorize' },
      entityId: id,
      audit: 'parcel.authorize',
    };
  },
  'user permissions': async () => {
    const id = await user();
    return {
      method: 'PUT',
      url: `/api/users/${id}/permissions`,
      payload: { permissions: ['remittances.consult'] },
      entityId: id,
      audit: 'user.permissions.update',
    };
  },
  'user clients': async () => {
    const id = await user();
    const other = await createClient(db(), `Outro Cliente ${randomUUID().slice(0, 8)}`);
    return {
      method: 'PUT',
      url: `/api/users/${id}/clients`,
      payload: { clientIds: [client.id, other.id], allClients: false },
      entityId: id,
      audit: 'user.clients.update',
    };
  },
  'user inactivate': async () => {
    const id = await user();
    return { method: 'POST', url: `/api/users/${id}/inactivate`, entityId: id, audit: 'user.inactivate' };
  },
  'user activate': async () => {
    const id = await user('inactive');
    return { method: 'POST', url: `/api/users/${id}/activate`, entityId: id, audit: 'user.activate' };
  },
  'user delete': async () => {
    const id = await user();
    return { method: 'DELETE', url: `/api/users/${id}`, entityId: id, audit: 'user.delete' };
  },
  'user password link': async () => {
    const id = await user();
    return {
      method: 'POST',
      url: `/api/users/${id}/resend-password`,
      entityId: id,
      audit: 'user.password_link.send',
    };
  },
  'user unblock': async () => {
    const id = await user();
    return { method: 'POST', url: `/api/users/${id}/unblock`, entityId: id, audit: 'user.unblock' };
  },
  'user sessions': async () => {
    const id = await user();
    return {
      method: 'POST',
      url: `/api/users/${id}/revoke-sessions`,
      entityId: id,
      audit: 'user.sessions.revoke',
    };
  },
  'permission profile edit': async () => {
    const id = await profile();
    return {
      method: 'PUT',
      url: `/api/permission-profiles/${id}`,
      payload: { name: `Perfil editado ${id}`, permissions: ['remittances.consult', 'balance.consult'] },
      entityId: id,
      audit: 'permission_profile.update',
    };
  },
  'permission profile delete': async () => {
    const id = await profile();
    return {
      method: 'DELETE',
      url: `/api/permission-profiles/${id}`,
      entityId: id,
      audit: 'permission_profile.delete',
    };
  },
  'access request approve': async () => {
    const id = await accessRequest('52998224725');
    return {
      method: 'POST',
      url: `/api/access-requests/${id}/approve`,
      payload: { permissions: ['remittances.consult'], clientIds: [client.id], allClients: false },
      entityId: id,
      audit: 'access_request.approve',
    };
  },
  'access request reject': async () => {
    const id = await accessRequest('11144477735');
    return {
      method: 'POST',
      url: `/api/access-requests/${id}/reject`,
      payload: { reason: 'Não é cliente da corretora.' },
      entityId: id,
      audit: 'access_request.reject',
    };
  },
};
