import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';

/*
 * The Idempotency-Key request header of the state-changing actions (issue 23; server
 * platform/idempotency.ts, web components/useActionMutation.ts; decisions §37). A form or dialog makes one key
 * when it opens and sends it with every attempt of its submission: the server answers a repeat of the same
 * request under the same key with the first answer (marked by the Idempotent-Replayed header) instead of
 * acting again, and refuses another request under a key already used.
 */

/** The request header (HTTP header names are case-insensitive; Node gives them in lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that repeats the first answer to its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered: a retry comes within seconds or minutes, a day is ample. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A UUID (what the web sends) or any other 16 to 128 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

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
