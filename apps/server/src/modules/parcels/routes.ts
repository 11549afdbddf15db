import { parcelDecisionRequestSchema, parcelDecisionResponseSchema } from '@fxbo/domain';
import { problemResponse } from '../../http/openapi-responses.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestFacts } from '../../platform/request-facts.js';
import { routeOptions } from '../../platform/route-options.js';
import { decideParcels } from './decisions.js';
import { parcelSource } from './service.js';

const tags = ['parcels'];
const options = routeOptions(tags);
const CONSULT = { permission: ['parcels.consult', 'parcels.authorize'] } as const;
const AUTHORIZE = { permission: 'parcels.authorize' } as const;

/** /api/parcels: list, downloads and the decisions on them (spec 2, Document "To authorize"). */
export const parcelRoutes: ServerArea = async (app, { database, clock, config }) => {
  const { db } = database;
  const once = idempotency({ database, clock });
  listRoutes(app, {
    ...parcelSource.routes(db),
    tags,
    summary: 'Parcels of the user’s clients, oldest closure first',
    auth: CONSULT,
    database,
  });

  app.post(
    '/api/parcels/decisions',
    options.action(
      AUTHORIZE,
      'Authorize or reject pending parcels (1 to 100), each on its own; a reason is required to reject. ' +
        'One parcel: 404 outside the user’s scope, 409 state_conflict when already decided.',
      {
        body: parcelDecisionRequestSchema,
        response: {
          200: parcelDecisionResponseSchema,
          // The ids are in the body, so the document's rules (a path naming a record) cannot derive it.
          404: problemResponse('One parcel asked for, and no such parcel (or not visible to the user)'),
        },
      },
    ),
    async (req, reply) =>
      once(req, reply, (trx) =>
        decideParcels(
          { db: trx, user: currentUser(req), clock, brokerage: config.brokerageName, ...requestFacts(req) },
          req.body.ids,
          req.body.decision,
          req.body.reason,
        ),
      ),
  );
};
