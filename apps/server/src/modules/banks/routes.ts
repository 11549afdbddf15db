import { bankOptionsQuerySchema, bankOptionsSchema } from '@fxbo/domain';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';
import { bankOptions } from './service.js';

const options = routeOptions(['banks']);

/**
 * The bank picker of every form that names a bank (issue 24; the query in service.ts). Banks are public reference
 * data: any signed-in user may read them, as every form that needs one is open to some signed-in user.
 */
export const bankRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/banks/options',
    options('signed-in', 'Banks for pickers, by COMPE code, ISPB or name (at most 20)', {
      querystring: bankOptionsQuerySchema,
      response: { 200: bankOptionsSchema },
    }),
    async (req) => bankOptions(db, req.query.q ?? ''),
  );
};
