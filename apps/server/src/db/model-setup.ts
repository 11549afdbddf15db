import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { RemittancesTable } from './schema.js';
import { suiteDatabase } from '../../test/suite.js';

/* The data model tests' database and row builders (model*.test.ts). */

/*
 * Each test here fails if the data model loses one of its rules: a check, a foreign key, a cascade, the
 * duplicate-detection trigger or an index a list endpoint depends on. Violations are recognised by SQLSTATE
 * (23514 check, 23503 foreign key, 23001 restricted delete, 23505 unique) and, where it matters, by constraint name.
 */

export const t = suiteDatabase();

export let seq = 0;
export const next = () => ++seq;
export const digits = (n: number, len: number) => String(n).padStart(len, '0');
export const cpf = () => digits(next(), 11);
export const cnpj = () => `${digits(next(), 12)}00`;
export const sha = (s: string) => createHash('sha256').update(s).digest();

// ON DELETE RESTRICT reports restrict_violation (23001) from PostgreSQL 16 on, foreign_key_violation (23503)
// before: both mean the delete was refused by the key.
export const RESTRICTED = '23001|23503';

export async function rejects(
  query: { execute(): Promise<unknown> },
  code: string,
  constraint?: string,
): Promise<void> {
  const error = (await query.execute().then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; constraint?: string } | undefined;
  expect(error, 'the statement should have been refused').toBeDefined();
  expect(code.split('|')).toContain(error?.code);
  if (constraint) expect(error?.constraint).toBe(constraint);
}

export async function newUser(over: { email?: string; cpf?: string | null } = {}): Promise<string> {
  const n = next();
  const row = await t.db
    .insertInto('users')
    .values({ name: `User ${n}`, email: over.email ?? `user${n}@example.com`, cpf: over.cpf ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newClient(over: { group_id?: string } = {}): Promise<string> {
  const row = await t.db
    .insertInto('clients')
    .values({ person_type: 'PJ', tax_id: cnpj(), name: `Client ${next()}`, ...over })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newShipper(clientId: string): Promise<string> {
  const row = await t.db
    .insertInto('shippers')
    .values({ client_id: clientId, name: `Shipper ${next()}`, country: 'US' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function remittance(
  clientId: string,
  shipperId: string,
  over: Partial<Insertable<RemittancesTable>> = {},
) {
  return {
    client_id: clientId,
    shipper_id: shipperId,
    reference: `REF-${next()}`,
    payment_date: '2026-11-20',
    currency: 'USD',
    me_value: '100.00',
    sender_name: 'John Smith',
    sender_country: 'US',
    sender_person_type: 'PF' as const,
    beneficiary_name: 'Maria da Silva',
    beneficiary_tax_id: cpf(),
    payment_type: 'pix' as const,
    pix_key_type: 'email' as const,
    pix_key: 'maria@example.com',
    ...over,
  } satisfies Insertable<RemittancesTable>;
}

export async function newRemittance(
  clientId: string,
  shipperId: string,
  over: Partial<Insertable<RemittancesTable>> = {},
) {
  return t.db
    .insertInto('remittances')
    .values(remittance(clientId, shipperId, over))
    .returning(['id', 'duplicate_of_id'])
    .executeTakeFirstOrThrow();
}

export async function newPaymentOrder(clientId: string): Promise<string> {
  const row = await t.db
    .insertInto('payment_orders')
    .values({
      opr_number: `OPR-${next()}`,
      client_id: clientId,
      issuer_name: 'ACME Inc.',
      currency: 'USD',
      credit_value: '10000.00',
      available_balance: '10000.00',
      register_date: '2026-11-20',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newAttachment(orderId: string): Promise<string> {
  const content = Buffer.from('%PDF-1.4 invoice');
  const row = await t.db
    .insertInto('payment_order_attachments')
    .values({
      payment_order_id: orderId,
      file_name: 'invoice.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      sha256: sha(content.toString()),
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newContract(
  clientId: string,
  over: { contract_type?: 'import' | 'export' } = {},
): Promise<string> {
  const row = await t.db
    .insertInto('contracts')
    .values({
      contract_number: `C-${next()}`,
      contract_date: '2026-11-20',
      contract_type: over.contract_type ?? 'import',
      client_id: clientId,
      currency: 'USD',
      me_value: '1000.00',
      mn_value: '5400.00',
      rate: '5.40000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
