import { listRoutes } from '../../platform/list-routes.js';
import { auditSource } from './service.js';
import type { ServerArea } from '../../platform/area.js';

/** Audit browsing: who did what, when and from where. */
export const auditRoutes: ServerArea = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    ...auditSource.routes(db),
    tags: ['audit'],
    summary: 'Audit log entries, newest first, with the actor',
    auth: { permission: 'audit.consult' },
    database,
  });
};
