/*
 * What went wrong in a multipart body, from the errors @fastify/multipart and busboy raise while it is read:
 * busboy's are plain Errors (no status, so they would be 500s) and the plugin's limits are all one 413.
 */

export type MultipartFault = 'malformed' | 'too_many_parts';

const LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const MALFORMED = new Set([
  'FST_MP_PREMATURE_CLOSE', // the body ended (or the client went away) before the form did
  'FST_PROTO_VIOLATION', // a part named like an Object.prototype property
  'FST_INVALID_JSON_FIELD_ERROR', // a part declared as JSON that is not
]);
// busboy: no boundary in the Content-Type; the body ended inside the form or inside a part.
const BUSBOY_MALFORMED = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;

/** The fault a multipart reading error stands for, or undefined for anything else (a bug, say). */
export function multipartFault(err: unknown): MultipartFault | undefined {
  if (!(err instanceof Error)) return undefined;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (LIMITS.has(code)) return 'too_many_parts';
  if (MALFORMED.has(code) || BUSBOY_MALFORMED.test(err.message)) return 'malformed';
  return undefined;
}
