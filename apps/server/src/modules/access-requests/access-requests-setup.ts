import { generateCnpj, generateCpf } from '@fxbo/domain';
import type { Kysely } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { signedInAdministrator, signedInUser, solveCaptcha, type Agent } from '../../../test/auth.js';
import { clientOf } from '../../../test/agents.js';
import { suiteAppWithMail } from '../../../test/suite.js';
import { type TestUser } from '../../../test/users.js';
import type { Database } from '../../db/schema.js';

/* The access request tests' app, administrator, form and request helpers (access-requests.test.ts, decisions.test.ts). */

export const t = suiteAppWithMail();
export let db: Kysely<Database>;
export let admin: TestUser;
export let adminAgent: Agent;
export let ipCounter = 0;

beforeAll(async () => {
  db = t.database.db;
  ({ agent: adminAgent, ...admin } = await signedInAdministrator(t, { name: 'Aprovadora Geral' }));
});

export async function createClient(name: string, taxId = generateCnpj(Math.random)) {
  const row = await db
    .insertInto('clients')
    .values({ person_type: 'PJ', tax_id: taxId, name })
    .returning(['id', 'tax_id'])
    .executeTakeFirstOrThrow();
  return { id: String(row.id), taxId: row.tax_id };
}

/** A new client and an approver whose scope is that client alone. */
export async function approverOfOwnClient(clientName: string) {
  const mine = await createClient(clientName);
  const { agent } = await signedInUser(t, clientOf([mine.id], 'access-requests.approve'));
  return { mine, agent };
}

export let n = 0;
export function form(patch: Record<string, unknown> = {}) {
  n++;
  return {
    name: `Requerente Número ${n} Silva`,
    cpf: generateCpf(Math.random),
    email: `requerente${n}.${Date.now()}@empresa.test`,
    phone: '(11) 98765-4321',
    birthDate: '1985-04-12',
    password: 'Minha@Senha9',
    passwordConfirmation: 'Minha@Senha9',
    company: 'Importadora Exemplo Ltda',
    clientTaxIds: [generateCnpj(Math.random)],
    ...patch,
  };
}

/** Each submission from its own address, so the per-IP limit only bites in its own test. */
export async function submit(
  body: Record<string, unknown>,
  opts: { lang?: string; ip?: string; captcha?: string } = {},
) {
  ipCounter++;
  return t.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    remoteAddress: opts.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: { 'user-agent': 'register-test', ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    payload: { captcha: opts.captcha ?? (await solveCaptcha(t.app)), ...body },
  });
}

export const requestRow = (cpf: string) =>
  db
    .selectFrom('access_requests')
    .selectAll()
    .where('cpf', '=', cpf)
    .orderBy('id', 'desc')
    .executeTakeFirst();
export const mailsTo = (to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();

export const admin$ = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  agent = adminAgent,
  lang?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...agent.headers,
      'user-agent': 'approver-test',
      ...(lang ? { 'accept-language': lang } : {}),
    },
    ...(payload ? { payload } : {}),
  });

export async function pendingRequest(patch: Record<string, unknown> = {}) {
  const body = form(patch);
  const res = await submit(body);
  expect(res.statusCode).toBe(202);
  const row = await requestRow(body.cpf as string);
  if (!row) throw new Error('request not stored');
  return { body, id: String(row.id) };
}
