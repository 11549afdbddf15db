import { contractsList, contractSummarySchema } from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { clientScope } from '../../platform/client-scope.js';
import { listRoutes } from '../../platform/list-routes.js';
import { contractDownloads, listContracts } from './service.js';

const tags = ['contracts'];

/** /api/contracts: the list of FX contracts, its CSV and XLSX (spec 3 "Contract filters"). */
export const contractRoutes: ServerArea = async (app, { database }) => {
  const { db } = database;
  listRoutes(app, {
    resource: contractsList,
    tags,
    summary: 'FX contracts of the user’s clients, newest first',
    auth: { permission: 'contracts.consult' },
    row: contractSummarySchema,
    page: (req, query) => listContracts(db, query, clientScope(currentUser(req))),
    downloads: { database, mapping: contractDownloads(db) },
  });
};
