import { auditEntrySchema, auditList } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { auditDownloads, listAudit } from './service.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    resource: auditList,
    tags: ['audit'],
    summary: 'Audit log entries, newest first, with the actor',
    auth: { permission: 'audit.consult' },
    row: auditEntrySchema,
    page: (req, query) => listAudit(db, clientScope(currentUser(req)), query),
    downloads: {
      auth: { permission: 'audit.consult' },
      database,
      mapping: auditDownloads(db),
    },
  });
};
