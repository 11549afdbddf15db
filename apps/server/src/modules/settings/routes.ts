import { maintenanceSchema, updateMaintenanceSchema } from '@fxbo/domain';
import { recordAudit } from '../../db/audit.js';
import { currentUser } from '../../platform/auth-guard.js';
import { readMaintenance, writeMaintenance } from './service.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';

const options = routeOptions(['settings']);

export const settingsRoutes: ServerArea = async (app, { database: { db } }) => {
  // Public: the sign-in page shows the notice too, and every signed-in page polls it.
  app.get(
    '/api/maintenance',
    options('public', 'The global maintenance notice', { response: { 200: maintenanceSchema } }),
    async (_req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return readMaintenance(db);
    },
  );

  app.put(
    '/api/maintenance',
    options({ permission: 'settings.maintenance' }, 'Turn the maintenance notice on or off', {
      body: updateMaintenanceSchema,
      response: { 200: maintenanceSchema },
    }),
    async (req) => {
      const user = currentUser(req);
      return db.transaction().execute(async (trx) => {
        const result = await writeMaintenance(trx, user.userId, req.body);
        await recordAudit(trx, {
          actorUserId: user.userId,
          action: result.active ? 'maintenance.on' : 'maintenance.off',
          entity: 'app_settings',
          entityId: 1,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
          details: { messagePt: result.messagePt, messageEn: result.messageEn },
        });
        return result;
      });
    },
  );
};
