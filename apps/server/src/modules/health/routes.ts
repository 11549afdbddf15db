import { z } from 'zod';
import { sendProblem } from '../../http/error-handler.js';
import { requestLocale } from '../../http/locale.js';
import { title } from '../../http/messages.js';
import { routeOptions } from '../../platform/route-options.js';
import type { ServerArea } from '../../platform/area.js';
import { pingDatabase } from './service.js';

const options = routeOptions(['health']);

const status = z.object({ status: z.literal('ok') });

export const healthRoutes: ServerArea = async (app, { database: { db } }) => {
  app.get(
    '/api/health',
    options('public', 'Liveness: the process answers', { response: { 200: status } }),
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    options('public', 'Readiness: the database answers', {
      response: { 200: status.extend({ database: z.literal('ok') }) },
    }),
    async (req, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        req.log.warn({ err }, 'readiness check failed');
        return sendProblem(reply, {
          status: 503,
          code: 'service_unavailable',
          title: title('service_unavailable', requestLocale(req)),
        });
      }
    },
  );
};
