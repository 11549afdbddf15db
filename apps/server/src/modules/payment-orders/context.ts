import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { actionContext, type ActionContext } from '../../platform/locked-change.js';

/** What the payment-order services need from a request: who acts, from where, and the app's clock. */
export interface PaymentOrderContext extends ActionContext {
  clock: Clock;
}

export function paymentOrderContext(
  req: FastifyRequest,
  db: Kysely<Database>,
  clock: Clock,
): PaymentOrderContext {
  return { ...actionContext(req, db), clock };
}
