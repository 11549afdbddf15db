import { clientOptionsQuerySchema, clientOptionsSchema } from '@fxbo/domain';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';
import { clientOptions } from './service.js';

const options = routeOptions(['clients']);

/** The client picker of every filter form: up to 20 clients the user may see, by name (service.ts). */
export const clientRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/clients/options',
    options('signed-in', 'Clients the user may see, for pickers (at most 20)', {
      querystring: clientOptionsQuerySchema,
      response: { 200: clientOptionsSchema },
    }),
    async (req) => clientOptions(db, clientScope(currentUser(req)), req.query.q ?? ''),
  );
};
