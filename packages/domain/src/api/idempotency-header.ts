// The Idempotency-Key's names and rules without zod (api/idempotency.ts has its schema): the web's first
// chunk (http/fetchJson.ts) imports them.

/** The request header (HTTP header names are case-insensitive; Node gives them in lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that repeats the first answer to its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered: a retry comes within seconds or minutes, a day is ample. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A UUID (what the web sends) or any other 16 to 128 letters, digits, `-` or `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
