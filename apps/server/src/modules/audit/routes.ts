import { auditEntrySchema, auditList } from '@fxbo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database.js';
import { createExportPool } from '../../http/copy-stream.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { auditDownloads, listAudit } from './service.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  // The downloads stream on a pool of their own (COPY), so a long one never holds the list's connections.
  const exportPool = createExportPool(database.pool, { max: 2 });
  app.addHook('onClose', async () => {
    await exportPool.end();
  });
  listRoutes(app, {
    resource: auditList,
    tags: ['audit'],
    summary: 'Audit log entries, newest first, with the actor',
    auth: { permission: 'audit.consult' },
    row: auditEntrySchema,
    page: (req, query) => listAudit(db, clientScope(currentUser(req)), query),
    downloads: {
      auth: { permission: 'audit.consult' },
      db,
      pool: exportPool,
      mapping: auditDownloads(db),
    },
  });
};
