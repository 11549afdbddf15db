import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from './idempotency-header';

/*
 * The Idempotency-Key request header of the state-changing actions (issue 23; server
 * platform/idempotency.ts, web components/useActionMutation.ts; decisions §37). A form or dialog makes one key
 * when it opens and sends it with every attempt of its submission: the server answers a repeat of the same
 * request under the same key with the first answer (marked by the Idempotent-Replayed header) instead of
 * acting again, and refuses another request under a key already used.
 */

export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, { message: FIELD_MESSAGES.idempotency_key_invalid.en })
  .describe(
    'Makes the action safe to repeat: the same request under the same key within ' +
      `${IDEMPOTENCY_KEY_TTL_HOURS} h is answered with the first answer (header ${IDEMPOTENT_REPLAYED_HEADER}: ` +
      'true) instead of being done again; another request under a used key is refused (409 ' +
      '`idempotency_key_reused`). A UUID, or 16 to 128 letters, digits, `-` or `_`.',
  );

/** The headers an action route declares (the others pass through untouched). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});
