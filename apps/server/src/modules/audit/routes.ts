import { auditEntrySchema, auditList } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { listAudit } from './service.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  listRoutes(app, {
    resource: auditList,
    tags: ['audit'],
    summary: 'Audit log entries, newest first, with the actor',
    auth: { permission: 'audit.consult' },
    row: auditEntrySchema,
    page: (req, query) => listAudit(db, clientScope(currentUser(req)), query),
  });
};
