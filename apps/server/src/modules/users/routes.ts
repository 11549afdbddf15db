import {
  passwordLinkSentSchema,
  revokedSessionsSchema,
  userClientsUpdateSchema,
  userDetailSchema,
  userPermissionsUpdateSchema,
  userCreateSchema,
  permissionProfileListSchema,
  permissionProfileBodySchema,
  permissionProfileSchema,
  numericIdParamsSchema,
  userProfileUpdateSchema,
  userInvitedSchema,
  userUpdateSchema,
  uuidParamsSchema,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { noContentResponse } from '../../http/openapi.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { adminContext } from './context.js';
import { createUser, updateUser } from './create.js';
import { createProfile, deleteProfile, listProfiles, setProfile, updateProfile } from './profiles.js';
import { userReportRoutes } from './report.js';
import {
  deleteUser,
  endUserSessions,
  sendPasswordLink,
  setClients,
  setPermissions,
  setStatus,
  unblockUser,
} from './actions.js';
import { getUser } from './detail.js';
import { userSource } from './service.js';
import type { ServerArea } from '../../platform/area.js';

const tags = ['users'];
const options = routeOptions(tags);
const CONSULT = { permission: ['users.consult', 'users.administer'] } as const;
const ADMINISTER = { permission: 'users.administer' } as const;
/** A route on one user (`:id`) that answers with the user as it now is. */
const ONE_USER = { params: uuidParamsSchema, response: { 200: userDetailSchema } };

/** /admin/users (spec 3, "User admin"): list, detail and every administrative action. */
export const usersRoutes: ServerArea = async (app, { database, config, clock }) => {
  const { db } = database;
  const ctx = (req: FastifyRequest, on: Kysely<Database> = db) => adminContext(req, { db: on, config });
  const once = idempotency({ database, clock });

  listRoutes(app, {
    ...userSource.routes(db),
    tags,
    summary: 'Users the caller may see, filtered and paged',
    auth: CONSULT,
    database,
  });

  // The user report (administrators only): the list's filters, with clients and permissions, XLSX and PDF.
  userReportRoutes(app, { database, config });

  app.get(
    '/api/users/:id',
    options(CONSULT, 'One user with permissions and clients', ONE_USER),
    async (req) => getUser(ctx(req), req.params.id),
  );

  app.post(
    '/api/users',
    options.action(
      ADMINISTER,
      'Create a user and e-mail the invitation to set the password (valid 72 hours)',
      {
        body: userCreateSchema,
        response: { 201: userInvitedSchema },
      },
    ),
    async (req, reply) => {
      void reply.code(201);
      return once(req, reply, (trx) => createUser(ctx(req, trx), req.body));
    },
  );

  app.put(
    '/api/users/:id',
    options.action(ADMINISTER, "Edit the user's name, e-mail, kind, language and whether active", {
      ...ONE_USER,
      body: userUpdateSchema,
    }),
    async (req, reply) => once(req, reply, (trx) => updateUser(ctx(req, trx), req.params.id, req.body)),
  );

  app.get(
    '/api/permission-profiles',
    options(CONSULT, 'Permission profiles with their permissions and how many users hold each', {
      response: { 200: permissionProfileListSchema },
    }),
    async () => listProfiles({ db }),
  );

  app.post(
    '/api/permission-profiles',
    options.action(ADMINISTER, 'Create a permission profile (a name and its permissions)', {
      body: permissionProfileBodySchema,
      response: { 201: permissionProfileSchema },
    }),
    async (req, reply) => {
      void reply.code(201);
      return once(req, reply, (trx) => createProfile(ctx(req, trx), req.body));
    },
  );

  app.put(
    '/api/permission-profiles/:id',
    options.action(
      ADMINISTER,
      "Edit a permission profile's name and permissions (a change of permissions ends its users' sessions)",
      {
        params: numericIdParamsSchema,
        body: permissionProfileBodySchema,
        response: { 200: permissionProfileSchema },
      },
    ),
    async (req, reply) => once(req, reply, (trx) => updateProfile(ctx(req, trx), req.params.id, req.body)),
  );

  app.delete(
    '/api/permission-profiles/:id',
    options.action(ADMINISTER, 'Delete a permission profile no user holds', {
      params: numericIdParamsSchema,
      response: noContentResponse,
    }),
    async (req, reply) => {
      void reply.code(204);
      return once(req, reply, async (trx) => {
        await deleteProfile(ctx(req, trx), req.params.id);
        return null;
      });
    },
  );

  app.put(
    '/api/users/:id/profile',
    options.action(ADMINISTER, "Set the user's permission profile, or none (ends the user's sessions)", {
      ...ONE_USER,
      body: userProfileUpdateSchema,
    }),
    async (req, reply) =>
      once(req, reply, (trx) => setProfile(ctx(req, trx), req.params.id, req.body.profileId)),
  );

  app.put(
    '/api/users/:id/permissions',
    options.action(ADMINISTER, "Replace the user's permissions (ends the user's sessions)", {
      ...ONE_USER,
      body: userPermissionsUpdateSchema,
    }),
    async (req, reply) =>
      once(req, reply, (trx) => setPermissions(ctx(req, trx), req.params.id, req.body.permissions)),
  );

  app.put(
    '/api/users/:id/clients',
    options.action(ADMINISTER, "Replace the user's clients, or give staff every client", {
      ...ONE_USER,
      body: userClientsUpdateSchema,
    }),
    async (req, reply) => once(req, reply, (trx) => setClients(ctx(req, trx), req.params.id, req.body)),
  );

  app.post(
    '/api/users/:id/inactivate',
    options.action(ADMINISTER, 'Inactivate the user (ends the sessions)', ONE_USER),
    async (req, reply) => once(req, reply, (trx) => setStatus(ctx(req, trx), req.params.id, 'inactive')),
  );

  app.post(
    '/api/users/:id/activate',
    options.action(ADMINISTER, 'Activate the user', ONE_USER),
    async (req, reply) => once(req, reply, (trx) => setStatus(ctx(req, trx), req.params.id, 'active')),
  );

  app.delete(
    '/api/users/:id',
    options.action(ADMINISTER, 'Delete the user (soft delete; ends the sessions)', {
      params: uuidParamsSchema,
      response: noContentResponse,
    }),
    async (req, reply) => {
      void reply.code(204);
      return once(req, reply, async (trx) => {
        await deleteUser(ctx(req, trx), req.params.id);
        return null;
      });
    },
  );

  app.post(
    '/api/users/:id/resend-password',
    options.action(ADMINISTER, 'E-mail the user a link to choose a new password (valid one hour)', {
      params: uuidParamsSchema,
      response: { 202: passwordLinkSentSchema },
    }),
    async (req, reply) => {
      void reply.code(202);
      return once(req, reply, async (trx) => {
        const { expiresAt } = await sendPasswordLink(ctx(req, trx), req.params.id);
        return { expiresAt: expiresAt.toISOString() };
      });
    },
  );

  app.post(
    '/api/users/:id/unblock',
    options.action(ADMINISTER, 'Clear the lock-out after wrong passwords', ONE_USER),
    async (req, reply) => once(req, reply, (trx) => unblockUser(ctx(req, trx), req.params.id)),
  );

  app.post(
    '/api/users/:id/revoke-sessions',
    options.action(ADMINISTER, "End the user's sessions", {
      params: uuidParamsSchema,
      response: { 200: revokedSessionsSchema },
    }),
    async (req, reply) =>
      once(req, reply, async (trx) => ({ revoked: await endUserSessions(ctx(req, trx), req.params.id) })),
  );
};
