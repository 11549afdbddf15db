import {
  documentPendencyIdParamsSchema,
  documentPendencyResolveRequestSchema,
  documentPendencySummarySchema,
} from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestFacts } from '../../platform/request-facts.js';
import { routeOptions } from '../../platform/route-options.js';
import { resolvePendency } from './resolve.js';
import { pendencySource } from './service.js';

const tags = ['document-pendencies'];
const options = routeOptions(tags);
const CONSULT = { permission: 'documents.consult' } as const;
const RESOLVE = { permission: 'documents.resolve-pendencies' } as const;

/** /api/document-pendencies: list, downloads and the resolution (spec 2, Document "Pending"). */
export const documentPendencyRoutes: ServerArea = async (app, { database, clock }) => {
  const { db } = database;
  const once = idempotency({ database, clock });
  listRoutes(app, {
    ...pendencySource.routes(db),
    tags,
    summary: 'Pendencies of the documents of the user’s clients, newest first',
    auth: CONSULT,
    database,
  });

  app.post(
    '/api/document-pendencies/:id/resolve',
    options.action(
      RESOLVE,
      'Resolve an open pendency with a note (staff): 404 outside the user’s scope, 409 state_conflict when ' +
        'already resolved',
      {
        params: documentPendencyIdParamsSchema,
        body: documentPendencyResolveRequestSchema,
        response: { 200: documentPendencySummarySchema },
      },
    ),
    async (req, reply) =>
      once(req, reply, (trx) =>
        resolvePendency(
          { db: trx, user: currentUser(req), clock, ...requestFacts(req) },
          req.params.id,
          req.body.note,
        ),
      ),
  );
};
