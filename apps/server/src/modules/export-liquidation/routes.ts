import {
  EXPORT_LIQUIDATION_ACCESS,
  exportLiquidationParamsSchema,
  exportLiquidationRequestSchema,
  exportLiquidationResultSchema,
} from '@fxbo/domain';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { idempotency } from '../../platform/idempotency.js';
import { listRoutes } from '../../platform/list-routes.js';
import { requestFacts } from '../../platform/request-facts.js';
import { routeOptions } from '../../platform/route-options.js';
import { liquidateExport } from './actions.js';
import { exportLiquidationSource } from './service.js';

const tags = ['export-liquidation'];
const options = routeOptions(tags);
/** The list is for whoever consults trade or liquidates; liquidating takes `trade.liquidate`. */
const CONSULT = {
  permission: EXPORT_LIQUIDATION_ACCESS.permissions,
  staffOnly: EXPORT_LIQUIDATION_ACCESS.staffOnly,
} as const;
const LIQUIDATE = { permission: 'trade.liquidate', staffOnly: EXPORT_LIQUIDATION_ACCESS.staffOnly } as const;

/** /api/export-liquidation: the open export contracts to liquidate, their downloads, and the liquidation. */
export const exportLiquidationRoutes: ServerArea = async (app, { database, clock }) => {
  const { db } = database;
  const once = idempotency({ database, clock });
  listRoutes(app, {
    ...exportLiquidationSource.routes(db),
    tags,
    summary: 'Open export contracts of the user’s clients, due first',
    auth: CONSULT,
    database,
  });

  app.post(
    '/api/export-liquidation/:contractId',
    options.action(LIQUIDATE, 'Liquidate part or all of what is open of an export contract', {
      params: exportLiquidationParamsSchema,
      body: exportLiquidationRequestSchema,
      response: { 200: exportLiquidationResultSchema },
    }),
    async (req, reply) =>
      once(req, reply, (db) =>
        liquidateExport(
          { db, user: currentUser(req), clock, ...requestFacts(req) },
          req.params.contractId,
          req.body.amount,
        ),
      ),
  );
};
