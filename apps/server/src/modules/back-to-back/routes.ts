import { backToBackDetailSchema } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordRoute } from '../../platform/record-route.js';
import { getBackToBack } from './detail.js';
import { backToBackSource } from './service.js';

const tags = ['back-to-back'];
const CONSULT = { permission: 'treasury.back-to-back' } as const;

/** /api/back-to-back: list, downloads and detail (spec 2, Treasury "Back to Back with Pending"). */
export const backToBackRoutes: ServerArea = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    ...backToBackSource.routes(db),
    tags,
    summary: 'Back-to-back operations of the user’s clients, newest first',
    auth: CONSULT,
    database,
  });
  recordRoute(app, db, {
    path: '/api/back-to-back',
    tags,
    auth: CONSULT,
    summary: 'One back-to-back operation: its fields, both legs and the margin between them',
    response: backToBackDetailSchema,
    read: getBackToBack,
  });
};
