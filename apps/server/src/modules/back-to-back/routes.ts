import { backToBackDetailSchema, backToBackIdParamsSchema } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestLocale } from '../../http/locale.js';
import { routeOptions } from '../../platform/route-options.js';
import { getBackToBack } from './detail.js';
import { backToBackSource } from './service.js';

const tags = ['back-to-back'];
const options = routeOptions(tags);
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

  app.get(
    '/api/back-to-back/:id',
    options(CONSULT, 'One back-to-back operation: its fields, both legs and the margin between them', {
      params: backToBackIdParamsSchema,
      response: { 200: backToBackDetailSchema },
    }),
    async (req) => getBackToBack({ db, user: currentUser(req), locale: requestLocale(req) }, req.params.id),
  );
};
