import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { UploadSlots } from '../http/upload-slots.js';
import type { Mailer } from '../mail/transport.js';
import type { Clock } from './clock.js';

/** What every area's routes may use: one shape, so app.ts registers the list of areas (areas.ts) in a loop. */
export interface AreaDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Now, for business rules; tests fix it (platform/clock.ts). */
  clock: Clock;
  /** The process's slots for files being received (UPLOADS_PER_USER, UPLOADS_PER_PROCESS). */
  uploads: UploadSlots;
}

/** A module's HTTP routes (modules/<area>/routes.ts), as a Fastify plugin over the shared dependencies. */
export type ServerArea = FastifyPluginAsyncZod<AreaDeps>;
