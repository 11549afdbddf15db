import { auditEntrySchema, auditList } from '@fxbo/domain';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { auditDownloads, listAudit } from './service.js';
import type { ServerArea } from '../../platform/area.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: ServerArea = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    resource: auditList,
    tags: ['audit'],
    summary: 'Audit log entries, newest first, with the actor',
    auth: { permission: 'audit.consult' },
    row: auditEntrySchema,
    page: (req, query) => listAudit(db, clientScope(currentUser(req)), query),
    database,
    downloads: { mapping: auditDownloads(db) },
  });
};
