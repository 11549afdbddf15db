import { homeSummarySchema } from '@fxbo/domain';
import { currentUser } from '../../platform/auth-guard.js';
import { homeSummary } from './service.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['home']);

export const homeRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/home/summary',
    options('signed-in', 'Figures for the landing page, per area the user may see', {
      response: { 200: homeSummarySchema },
    }),
    async (req) => homeSummary(db, currentUser(req)),
  );
};
