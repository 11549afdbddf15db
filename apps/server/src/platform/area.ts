import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Mailer } from '../mail/transport.js';
import type { Clock } from './clock.js';

/** What every area's routes may use: one shape, so app.ts registers the list of areas (areas.ts) in a loop. */
export interface AreaDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Now, for business rules; tests fix it (platform/clock.ts). */
  clock: Clock;
}

/** A module's HTTP routes (modules/<area>/routes.ts), as a Fastify plugin over the shared dependencies. */
export type ServerArea = FastifyPluginAsyncZod<AreaDeps>;
