import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../platform/auth-guard.js';
import type { Clock } from '../../platform/clock.js';
import { requestFacts, type RequestFacts } from '../../platform/request-facts.js';
import type { SessionUser } from '../../platform/sessions.js';

/** What the payment-order services need from a request; plain values, so they are testable without HTTP. */
export interface PaymentOrderContext extends RequestFacts {
  db: Kysely<Database>;
  user: SessionUser;
  clock: Clock;
}

export function paymentOrderContext(
  req: FastifyRequest,
  db: Kysely<Database>,
  clock: Clock,
): PaymentOrderContext {
  return { db, user: currentUser(req), clock, ...requestFacts(req) };
}
