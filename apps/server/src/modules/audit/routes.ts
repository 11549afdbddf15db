import { auditListQuerySchema, auditListSchema } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listAudit } from './service.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/audit',
    {
      config: { auth: { permission: 'audit.consult' } },
      schema: {
        tags: ['audit'],
        summary: 'Audit log entries, newest first, with the actor',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (req) => {
      const { items, total } = await listAudit(db, clientScope(currentUser(req)), req.query);
      return { items, total, page: req.query.page, pageSize: req.query.pageSize, totalIsEstimate: false };
    },
  );
};
