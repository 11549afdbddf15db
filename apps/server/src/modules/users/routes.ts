import {
  passwordLinkSentSchema,
  revokedSessionsSchema,
  userClientsUpdateSchema,
  userDetailSchema,
  usersList,
  userSummarySchema,
  userPermissionsUpdateSchema,
  uuidParamsSchema,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import { noContentResponse } from '../../http/openapi.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { adminContext } from './context.js';
import { userReportRoutes } from './report.js';
import {
  deleteUser,
  endUserSessions,
  getUser,
  listUsers,
  userDownloads,
  sendPasswordLink,
  setClients,
  setPermissions,
  setStatus,
  unblockUser,
} from './service.js';
import type { ServerArea } from '../../platform/area.js';

const tags = ['users'];
const options = routeOptions(tags);
const CONSULT = { permission: ['users.consult', 'users.administer'] } as const;
const ADMINISTER = { permission: 'users.administer' } as const;
/** A route on one user (`:id`) that answers with the user as it now is. */
const ONE_USER = { params: uuidParamsSchema, response: { 200: userDetailSchema } };

/** /admin/users (spec 3, "User admin"): list, detail and every administrative action. */
export const usersRoutes: ServerArea = async (app, { database, config }) => {
  const { db } = database;
  const ctx = (req: FastifyRequest) => adminContext(req, { db, config });

  listRoutes(app, {
    resource: usersList,
    tags,
    summary: 'Users the caller may see, filtered and paged',
    auth: CONSULT,
    row: userSummarySchema,
    page: (req, query) => listUsers(ctx(req), query),
    database,
    downloads: { mapping: userDownloads(db) },
  });

  // The user report (administrators only): the list's filters, with clients and permissions, XLSX and PDF.
  userReportRoutes(app, { database, config });

  app.get(
    '/api/users/:id',
    options(CONSULT, 'One user with permissions and clients', ONE_USER),
    async (req) => getUser(ctx(req), req.params.id),
  );

  app.put(
    '/api/users/:id/permissions',
    options(ADMINISTER, "Replace the user's permissions (ends the user's sessions)", {
      ...ONE_USER,
      body: userPermissionsUpdateSchema,
    }),
    async (req) => setPermissions(ctx(req), req.params.id, req.body.permissions),
  );

  app.put(
    '/api/users/:id/clients',
    options(ADMINISTER, "Replace the user's clients, or give staff every client", {
      ...ONE_USER,
      body: userClientsUpdateSchema,
    }),
    async (req) => setClients(ctx(req), req.params.id, req.body),
  );

  app.post(
    '/api/users/:id/inactivate',
    options(ADMINISTER, 'Inactivate the user (ends the sessions)', ONE_USER),
    async (req) => setStatus(ctx(req), req.params.id, 'inactive'),
  );

  app.post('/api/users/:id/activate', options(ADMINISTER, 'Activate the user', ONE_USER), async (req) =>
    setStatus(ctx(req), req.params.id, 'active'),
  );

  app.delete(
    '/api/users/:id',
    options(ADMINISTER, 'Delete the user (soft delete; ends the sessions)', {
      params: uuidParamsSchema,
      response: noContentResponse,
    }),
    async (req, reply) => {
      await deleteUser(ctx(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/resend-password',
    options(ADMINISTER, 'E-mail the user a link to choose a new password (valid one hour)', {
      params: uuidParamsSchema,
      response: { 202: passwordLinkSentSchema },
    }),
    async (req, reply) => {
      const { expiresAt } = await sendPasswordLink(ctx(req), req.params.id);
      return reply.code(202).send({ expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/users/:id/unblock',
    options(ADMINISTER, 'Clear the lock-out after wrong passwords', ONE_USER),
    async (req) => unblockUser(ctx(req), req.params.id),
  );

  app.post(
    '/api/users/:id/revoke-sessions',
    options(ADMINISTER, "End the user's sessions", {
      params: uuidParamsSchema,
      response: { 200: revokedSessionsSchema },
    }),
    async (req) => ({ revoked: await endUserSessions(ctx(req), req.params.id) }),
  );
};
