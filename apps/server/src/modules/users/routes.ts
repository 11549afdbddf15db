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
  type UserDetail,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { noContentResponse } from '../../http/openapi.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { adminContext, type AdminContext } from './context.js';
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

  /** An administrator's action on one user (`/api/users/:id<path>`), answering the user as it now is. */
  const userAction = <B extends z.ZodType | undefined>(
    method: 'PUT' | 'POST',
    path: string,
    summary: string,
    body: B,
    run: (
      ctx: AdminContext,
      id: string,
      body: B extends z.ZodType ? z.output<B> : undefined,
    ) => Promise<UserDetail>,
  ) =>
    app.route({
      method,
      url: `/api/users/:id${path}`,
      ...options.action(ADMINISTER, summary, body ? { ...ONE_USER, body } : ONE_USER),
      handler: async (req, reply) =>
        once(req, reply, (trx) => run(ctx(req, trx), (req.params as { id: string }).id, req.body as never)),
    });

  userAction(
    'PUT',
    '',
    "Edit the user's name, e-mail, kind, language and whether active",
    userUpdateSchema,
    updateUser,
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

  /** A deletion (`DELETE <url>` of `:id`), answering 204 without a body. */
  const deletion = (
    url: string,
    summary: string,
    params: z.ZodType,
    run: (ctx: AdminContext, id: string) => Promise<unknown>,
  ) =>
    app.delete(
      url,
      options.action(ADMINISTER, summary, { params, response: noContentResponse }),
      async (req, reply) => {
        void reply.code(204);
        return once(req, reply, async (trx) => {
          await run(ctx(req, trx), (req.params as { id: string }).id);
          return null;
        });
      },
    );

  deletion(
    '/api/permission-profiles/:id',
    'Delete a permission profile no user holds',
    numericIdParamsSchema,
    deleteProfile,
  );

  userAction(
    'PUT',
    '/profile',
    "Set the user's permission profile, or none (ends the user's sessions)",
    userProfileUpdateSchema,
    (c, id, body) => setProfile(c, id, body.profileId),
  );
  userAction(
    'PUT',
    '/permissions',
    "Replace the user's permissions (ends the user's sessions)",
    userPermissionsUpdateSchema,
    (c, id, body) => setPermissions(c, id, body.permissions),
  );
  userAction(
    'PUT',
    '/clients',
    "Replace the user's clients, or give staff every client",
    userClientsUpdateSchema,
    setClients,
  );
  userAction('POST', '/inactivate', 'Inactivate the user (ends the sessions)', undefined, (c, id) =>
    setStatus(c, id, 'inactive'),
  );
  userAction('POST', '/activate', 'Activate the user', undefined, (c, id) => setStatus(c, id, 'active'));

  deletion(
    '/api/users/:id',
    'Delete the user (soft delete; ends the sessions)',
    uuidParamsSchema,
    deleteUser,
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

  userAction('POST', '/unblock', 'Clear the lock-out after wrong passwords', undefined, unblockUser);

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
