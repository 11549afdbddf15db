import { homeSummarySchema } from '@fxbo/domain';
import { currentUser } from '../../platform/auth-guard.js';
import { homeSummary } from './service.js';
import type { ServerArea } from '../../platform/area.js';

export const homeRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/home/summary',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['home'],
        summary: 'Figures for the landing page, per area the user may see',
        response: { 200: homeSummarySchema },
      },
    },
    async (req) => homeSummary(db, currentUser(req)),
  );
};
