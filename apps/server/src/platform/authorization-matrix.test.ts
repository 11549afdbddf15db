import { createHash, randomUUID } from 'node:crypto';
import { ALL_PERMISSION_KEYS, generateCpf } from '@fxbo/domain';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionFor, type Agent } from '../../test/auth.js';
import { createClient, createRemittance, createShipper } from '../../test/fixtures/remittances.js';
import { createDocument, PDF_BYTES, storedFile } from '../../test/fixtures/documents.js';
import { createPaymentOrder } from '../../test/fixtures/payment-orders.js';
import { createContract, createQuotation } from '../../test/fixtures/quotations.js';
import { createUser } from '../../test/users.js';
import type { Database } from '../db/schema.js';
import type { RouteAuth } from './auth-guard.js';
import { suiteApp } from '../../test/suite.js';

/*
 * The authorization matrix, read from the application itself: every /api route the app registers is
 * collected by an onRoute hook installed the moment the Fastify instance is created (buildApp registers
 * its routes before a test could add a hook), so a new route is covered without touching this file.
 */
interface CollectedRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
}
const collected = vi.hoisted(() => [] as CollectedRoute[]);

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = mod.default as unknown as (opts?: object) => FastifyInstance;
  const withCollector = (opts?: object) => {
    const app = create(opts);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        collected.push({ method: String(method), url: route.url, auth: route.config?.auth });
      }
    });
    return app;
  };
  return { ...mod, default: withCollector, fastify: withCollector };
});

/**
 * Routes anyone may call. A new public route fails this test until it is added here, so opening an
 * endpoint to the world is always a visible, reviewed decision.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/openapi.json',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/maintenance',
  'GET /api/auth/captcha',
  'GET /api/auth/session',
  'POST /api/auth/sign-in',
  'POST /api/auth/verify-code',
  'POST /api/auth/resend-code',
  'POST /api/account/password/recovery',
  'GET /api/account/password/reset/:hash',
  'POST /api/account/password/reset',
  'POST /api/access-requests',
]);

/** Served by @fastify/swagger-ui without a route config (the guard lets them through by prefix). */
const DOCUMENTATION_PREFIX = '/api/docs';

/**
 * GET routes naming one record, and whether that record belongs to clients. Client-scoped ones get a
 * fixture owned by client A: a user of client B holding every permission must get 404, a user of client A
 * 200. A new detail route fails the test until it is classified here.
 */
/** A record of `client`: its id, or each path parameter's value when the route has several. */
type Fixture = (
  db: Kysely<Database>,
  client: { id: string; taxId: string },
) => Promise<string | Record<string, string>>;
const CLIENT_SCOPED_DETAIL: Record<string, Fixture> = {
  'GET /api/remittances/:id': async (db, client) =>
    (await createRemittance(db, await createShipper(db, client.id))).id,
  'GET /api/balance/:shipperId': async (db, client) => (await createShipper(db, client.id)).id,
  'GET /api/payment-orders/:id': async (db, client) => (await createPaymentOrder(db, client.id)).id,
  'GET /api/payment-orders/:id/attachments/:attachmentId': async (db, client) => {
    const { id } = await createPaymentOrder(db, client.id);
    const content = Buffer.from('%PDF-1.4\n%%EOF\n');
    const row = await db
      .insertInto('payment_order_attachments')
      .values({
        payment_order_id: id,
        file_name: 'matriz.pdf',
        mime_type: 'application/pdf',
        size_bytes: content.length,
        sha256: createHash('sha256').update(content).digest(),
        content,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, attachmentId: row.id };
  },
  'GET /api/quotations/:id': async (db, client) => createQuotation(db, { client_id: client.id }),
  'GET /api/back-to-back/:id': async (db, client) =>
    String(
      (
        await db
          .insertInto('back_to_back_operations')
          .values({
            client_id: client.id,
            operation_number: `BB-MATRIZ-${randomUUID()}`,
            currency: 'USD',
            value: '1000.00',
            operation_date: '2026-03-02',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    ),
  'GET /api/rdes/:id': async (db, client) =>
    String(
      (
        await db
          .insertInto('rdes')
          .values({
            client_id: client.id,
            rde_number: `RDE-MATRIZ-${randomUUID()}`,
            rde_type: 'rof',
            currency: 'USD',
            value: '1000.00',
            registration_date: '2026-03-02',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    ),
  'GET /api/documents/:id': async (db, client) => createDocument(db, client.id),
  'GET /api/documents/:id/file': async (db, client) =>
    createDocument(db, client.id, storedFile('matriz.pdf', 'application/pdf', PDF_BYTES)),
  'GET /api/contracts/:id': async (db, client) => (await createContract(db, client.id)).id,
  'GET /api/contracts/by-number/:number': async (db, client) =>
    (await createContract(db, client.id)).contractNumber,
  'GET /api/contract-documents/:documentId': async (db, client) =>
    createContractDocument(db, (await createContract(db, client.id)).id),
  'GET /api/contract-documents/:documentId/file': async (db, client) =>
    createContractDocument(db, (await createContract(db, client.id)).id),
  'GET /api/users/:id': async (db, client) =>
    (await createUser(db, { kind: 'client', clientIds: [client.id] })).id,
  'GET /api/access-requests/:id': async (db, client) => {
    const row = await db
      .insertInto('access_requests')
      .values({
        name: 'Requerente da Matriz',
        cpf: generateCpf(Math.random),
        email: `matriz.${randomUUID()}@empresa.test`,
        birth_date: '1980-01-01',
        password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        company: 'Empresa da Matriz',
        client_tax_ids: [client.taxId],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  },
};
/** A document of the contract, with a stored file (so its download answers 200 in scope). */
async function createContractDocument(db: Kysely<Database>, contractId: string): Promise<string> {
  const content = Buffer.from('%PDF-1.4\n%%EOF\n');
  const row = await db
    .insertInto('contract_documents')
    .values({
      contract_id: contractId,
      kind: 'invoice',
      number: 'INV-MATRIZ',
      file_name: 'fatura.pdf',
      mime_type: 'application/pdf',
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest(),
      content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** Detail routes that are not about a client's records, with the reason. */
const NOT_CLIENT_SCOPED_DETAIL: Record<string, string> = {
  'GET /api/list-views/:list':
    'the caller’s own saved views of a list, by the list’s name (decisions §50; other users’ views are a 404)',
};

const t = suiteApp();
let db: Kysely<Database>;
let noPermissions: string;
let everything: string;

const key = (r: CollectedRoute) => `${r.method} ${r.url}`;
const apiRoutes = () =>
  collected.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
const guarded = () => apiRoutes().filter((r) => r.auth !== undefined && r.auth !== 'public');
const needsPermission = (r: CollectedRoute) => typeof r.auth === 'object';

/** The route's path with every parameter filled with `value` (one for all, or one per parameter's name). */
const fill = (url: string, value: string | Record<string, string>) =>
  url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => (typeof value === 'string' ? value : (value[name] ?? '')))
    .replace(/\*$/, 'x');

function send(route: CollectedRoute, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

/** A fresh session per request: some routes (logout, revoking sessions) end the one they are called with. */
const agent = (userId: string): Promise<Agent> => sessionFor(db, t.config, userId);

beforeAll(async () => {
  db = t.database.db;
  noPermissions = (await createUser(db, { kind: 'staff', allClients: true })).id;
  everything = (
    await createUser(db, { kind: 'staff', allClients: true, permissions: [...ALL_PERMISSION_KEYS] })
  ).id;
});

describe('authorization matrix', () => {
  it('sees the routes of the app', () => {
    const keys = apiRoutes().map(key);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/users', 'POST /api/access-requests']),
    );
    expect(guarded().length).toBeGreaterThan(20);
  });

  it('every /api route declares its access, except the documentation', () => {
    const undeclared = apiRoutes().filter(
      (r) => r.auth === undefined && !r.url.startsWith(DOCUMENTATION_PREFIX),
    );
    expect(undeclared.map(key)).toEqual([]);
  });

  it('public routes are exactly the reviewed ones', () => {
    const open = apiRoutes()
      .filter((r) => r.auth === 'public')
      .map(key)
      .filter((k) => !PUBLIC_ROUTES.has(k));
    expect(open, 'add a reviewed public route to PUBLIC_ROUTES').toEqual([]);
  });

  it('anonymous callers get 401 everywhere else', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const res = await send(route, fill(route.url, randomUUID()));
      if (res.statusCode !== 401 || res.json().code !== 'unauthorized')
        wrong.push(`${key(route)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('state-changing signed-in calls need the CSRF header', async () => {
    const wrong: string[] = [];
    for (const route of guarded().filter((r) => r.method !== 'GET')) {
      const { cookies } = await agent(everything);
      const res = await send(route, fill(route.url, randomUUID()), {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      });
      if (res.statusCode !== 403 || res.json().code !== 'csrf_failed')
        wrong.push(`${key(route)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in user without permissions gets 403 on every permission route, and no 5xx elsewhere', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const res = await send(route, fill(route.url, randomUUID()), (await agent(noPermissions)).headers);
      if (needsPermission(route)) {
        if (res.statusCode !== 403 || res.json().code !== 'forbidden')
          wrong.push(`${key(route)} → ${res.statusCode}`);
      } else if (res.statusCode >= 500) {
        wrong.push(`${key(route)} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('staff work queues answer 403 to a client user holding every permission, and pass a staff user', async () => {
    const staffOnly = guarded().filter((r) => typeof r.auth === 'object' && r.auth.staffOnly);
    expect(staffOnly.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/export-liquidation',
        'GET /api/export-liquidation/export.csv',
        'POST /api/export-liquidation/:contractId',
        'GET /api/dispatch-requests',
        'GET /api/dispatch-requests/export.xlsx',
        'POST /api/dispatch-requests/:id/register',
        'POST /api/dispatch-requests/:id/reject',
      ]),
    );
    const client = await createClient(db, 'Cliente das Filas');
    const clientUser = (
      await createUser(db, { kind: 'client', clientIds: [client.id], permissions: [...ALL_PERMISSION_KEYS] })
    ).id;
    const wrong: string[] = [];
    for (const route of staffOnly) {
      const res = await send(route, fill(route.url, '1'), (await agent(clientUser)).headers);
      if (res.statusCode !== 403 || res.json().code !== 'forbidden')
        wrong.push(`${key(route)} → ${res.statusCode}`);
    }
    for (const route of staffOnly.filter((r) => r.method === 'GET')) {
      const res = await send(route, fill(route.url, '1'), (await agent(everything)).headers);
      if (res.statusCode !== 200) wrong.push(`staff ${key(route)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a user with every permission passes the guard and dummy parameters never cause a 5xx', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      for (const value of [randomUUID(), '1', 'x y']) {
        const res = await send(
          route,
          fill(route.url, encodeURIComponent(value)),
          (await agent(everything)).headers,
        );
        const refusedByGuard =
          res.statusCode === 401 ||
          (res.statusCode === 403 && ['forbidden', 'csrf_failed'].includes(res.json().code));
        if (refusedByGuard || res.statusCode >= 500)
          wrong.push(`${key(route)} [${value}] → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('client-scoped detail routes', () => {
    it('every detail route is classified', () => {
      const details = guarded()
        .filter((r) => r.method === 'GET' && /\/:[A-Za-z_]+$/.test(r.url))
        .map(key)
        .filter((k) => !(k in CLIENT_SCOPED_DETAIL) && !(k in NOT_CLIENT_SCOPED_DETAIL));
      expect(
        details,
        'classify new detail routes in CLIENT_SCOPED_DETAIL or NOT_CLIENT_SCOPED_DETAIL',
      ).toEqual([]);
    });

    it("a user of another client gets 404, a user of the record's client gets it", async () => {
      const clients = await Promise.all(
        ['Cliente A da Matriz', 'Cliente B da Matriz'].map((name) => createClient(db, name)),
      );
      const [a, b] = clients as [(typeof clients)[0], (typeof clients)[0]];
      const userOf = async (client: { id: string }) =>
        (
          await createUser(db, {
            kind: 'client',
            clientIds: [client.id],
            permissions: [...ALL_PERMISSION_KEYS],
          })
        ).id;
      const ofA = await userOf(a);
      const ofB = await userOf(b);
      const registered = new Set(guarded().map(key));
      const wrong: string[] = [];
      for (const [routeKey, fixture] of Object.entries(CLIENT_SCOPED_DETAIL)) {
        expect(registered.has(routeKey), `${routeKey} is not a registered route`).toBe(true);
        const [method, url] = routeKey.split(' ') as [string, string];
        const route = { method, url, auth: undefined };
        const path = fill(url, await fixture(db, a));
        const other = await send(route, path, (await agent(ofB)).headers);
        const own = await send(route, path, (await agent(ofA)).headers);
        if (other.statusCode !== 404) wrong.push(`${routeKey} other client → ${other.statusCode}`);
        if (own.statusCode !== 200) wrong.push(`${routeKey} own client → ${own.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
