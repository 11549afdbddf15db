import { homeSummarySchema } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../platform/auth-guard.js';
import { homeSummary } from './service.js';

export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
