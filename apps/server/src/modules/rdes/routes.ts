import { rdeDetailSchema, rdeReport } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordRoute } from '../../platform/record-route.js';
import { getRde } from './detail.js';
import { rdeSource } from './service.js';

const tags = ['rdes'];
const CONSULT = { permission: 'rde.consult' } as const;

/**
 * /api/rdes: list, downloads and detail; /api/rde-report: the report, its type required, with XLSX and PDF
 * (spec 2 Document "RDE", spec 5 "RDE report: document type required").
 */
export const rdeRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  listRoutes(app, {
    ...rdeSource.routes(db),
    tags,
    summary: 'Central Bank registrations (RDE: SCE-Crédito, SCE-IED, portfolio) of the user’s clients',
    auth: CONSULT,
    database,
  });

  listRoutes(app, {
    ...rdeSource.also(rdeReport).routes(db, { brokerage: brokerageName }),
    tags,
    summary: 'RDE report: the registrations of one document type (required), as a page, XLSX or PDF',
    auth: CONSULT,
    database,
  });

  recordRoute(app, db, {
    path: '/api/rdes',
    tags,
    auth: CONSULT,
    summary: 'One RDE: every field, the module’s data and the contracts registered under its number',
    response: rdeDetailSchema,
    read: getRde,
  });
};
