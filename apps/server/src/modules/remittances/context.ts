import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../http/locale.js';
import { currentUser } from '../../platform/auth-guard.js';
import { requestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';

/** What the remittance services need from a request; plain functions, testable without HTTP. */
export interface RemittanceContext {
  db: Kysely<Database>;
  user: SessionUser;
  locale: Locale;
  ip: string | null;
  userAgent: string | null;
}

export function remittanceContext(req: FastifyRequest, db: Kysely<Database>): RemittanceContext {
  return { db, user: currentUser(req), ...requestFacts(req) };
}
