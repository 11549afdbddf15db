import { searchQuerySchema, searchResponseSchema } from '@fxbo/domain';
import { currentUser } from '../../platform/auth-guard.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';
import { search } from './service.js';

const options = routeOptions(['search']);

// Signed in is enough to ask: each area answers only for a user holding its permission (service.ts).
export const searchRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/search',
    options(
      'signed-in',
      'The records a reference names (remittance reference, OPR, contract or Bacen number, contract reference, document number, CPF/CNPJ), a few per area the user may consult, within the user’s clients',
      { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    ),
    async (req) => search(db, currentUser(req), req.query.q),
  );
};
