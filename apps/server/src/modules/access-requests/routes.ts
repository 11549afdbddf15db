import {
  accessRequestApproveSchema,
  accessRequestCreateSchema,
  accessRequestDecisionSchema,
  accessRequestDetailSchema,
  accessRequestReceivedSchema,
  accessRequestRejectSchema,
  numericIdParamsSchema,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { captchaKeys } from '../../platform/captcha.js';
import { requestContext } from './context.js';
import { createAccessRequest } from './create.js';
import { approveAccessRequest, rejectAccessRequest } from './decisions.js';
import { getAccessRequest } from './detail.js';
import { accessRequestSource } from './service.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const tags = ['access-requests'];
const options = routeOptions(tags);
const APPROVE = { permission: 'access-requests.approve' } as const;

/** /register (spec 3, "Registration") and the administrators' queue of requests. */
export const accessRequestRoutes: ServerArea = async (app, { database, config, clock }) => {
  const { db } = database;
  const keys = captchaKeys(config.sessionSecret ?? '');
  const ctx = (req: FastifyRequest, on: Kysely<Database> = db) =>
    requestContext(req, { db: on, config, captchaKeys: keys });
  const once = idempotency({ database, clock });

  app.post(
    '/api/access-requests',
    options('public', 'Ask for access (captcha; same answer whether or not the e-mail has an account)', {
      body: accessRequestCreateSchema,
      response: { 202: accessRequestReceivedSchema },
    }),
    async (req, reply) => {
      await createAccessRequest(ctx(req), req.body);
      return reply.code(202).send({ status: 'received' as const });
    },
  );

  listRoutes(app, {
    ...accessRequestSource.routes(db),
    tags,
    summary: 'Access requests, newest first',
    auth: APPROVE,
    database,
  });

  app.get(
    '/api/access-requests/:id',
    options(APPROVE, 'One access request, with the registered clients its CPF/CNPJs match', {
      params: numericIdParamsSchema,
      response: { 200: accessRequestDetailSchema },
    }),
    async (req) => getAccessRequest(ctx(req), req.params.id),
  );

  app.post(
    '/api/access-requests/:id/approve',
    options.action(APPROVE, 'Approve: create the user with the chosen permissions and clients', {
      params: numericIdParamsSchema,
      body: accessRequestApproveSchema,
      response: { 200: accessRequestDecisionSchema },
    }),
    async (req, reply) =>
      once(req, reply, async (trx) => {
        const { userId } = await approveAccessRequest(ctx(req, trx), req.params.id, req.body);
        return { id: req.params.id, status: 'approved' as const, userId };
      }),
  );

  app.post(
    '/api/access-requests/:id/reject',
    options.action(APPROVE, 'Reject, with the reason the requester is told', {
      params: numericIdParamsSchema,
      body: accessRequestRejectSchema,
      response: { 200: accessRequestDecisionSchema },
    }),
    async (req, reply) =>
      once(req, reply, async (trx) => {
        await rejectAccessRequest(ctx(req, trx), req.params.id, req.body.reason);
        return { id: req.params.id, status: 'rejected' as const, userId: null };
      }),
  );
};
