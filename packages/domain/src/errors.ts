import { z } from 'zod';
import { SESSION_END_REASONS } from './session-end';

/** Stable `code` of every problem+json the API returns; the web maps each one to a catalog message. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_grant',
  'invalid_client',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'internal_error',
  'service_unavailable',
  'invalid_code',
  'user_blocked',
  'captcha_invalid',
  'csrf_failed',
  'date_range_invalid',
  'state_conflict',
  'invalid_json',
  'method_not_allowed',
  'code_expired',
  'mail_not_sent',
  'user_inactive',
  'resend_too_soon',
  'reset_link_invalid',
  'totp_already_enabled',
  'totp_not_pending',
  'account_exists',
  'self_protection',
  'user_not_active',
  'access_request_decided',
  'access_request_pending',
  'export_too_large',
  'report_too_large',
  'file_type_invalid',
  'multipart_malformed',
  'multipart_layout',
  'multipart_too_many_parts',
  'multipart_field_too_large',
  'too_many_uploads',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'already_received',
  'out_of_hours',
  'quote_refused',
  'idempotency_key_reused',
  'session_ended',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is normally sent with (OAuth's RFC 6749 for invalid_grant/invalid_client). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_failed: 400,
  invalid_grant: 400,
  invalid_client: 401,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  bad_request: 400,
  internal_error: 500,
  service_unavailable: 503,
  invalid_code: 400,
  user_blocked: 403,
  captcha_invalid: 400,
  csrf_failed: 403,
  date_range_invalid: 400,
  state_conflict: 409,
  invalid_json: 400,
  method_not_allowed: 405,
  code_expired: 400,
  mail_not_sent: 502,
  user_inactive: 403,
  resend_too_soon: 429,
  reset_link_invalid: 404,
  totp_already_enabled: 409,
  totp_not_pending: 409,
  account_exists: 409,
  self_protection: 409,
  user_not_active: 409,
  access_request_decided: 409,
  access_request_pending: 409,
  export_too_large: 422,
  report_too_large: 422,
  file_type_invalid: 422,
  multipart_malformed: 400,
  multipart_layout: 400,
  multipart_too_many_parts: 413,
  multipart_field_too_large: 413,
  too_many_uploads: 429,
  uri_too_long: 414,
  headers_too_large: 431,
  request_timeout: 408,
  already_received: 409,
  out_of_hours: 422,
  quote_refused: 409,
  idempotency_key_reused: 409,
  session_ended: 401,
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** One invalid field: `path` dotted (`beneficiary.agency`, `items.0.amount`), `code` stable, `message` English. */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** RFC 9457 problem details, plus our stable `code`, an `errorId` to quote to support, and field errors. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  code: z.enum(ERROR_CODES),
  detail: z.string().optional(),
  errorId: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** Why the session ended (`session_ended`): the person is told on the sign-in page. */
  reason: z.enum(SESSION_END_REASONS).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/**
 * Field errors from zod issues. Our custom rules put their stable code in `params.code` (e.g.
 * `password_uppercase`, `invalid_pix_key`); other issues keep zod's own code (`invalid_type`, `too_big`…).
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const params = 'params' in issue ? (issue.params as { code?: unknown } | undefined) : undefined;
    return {
      path: issue.path.map(String).join('.'),
      code: typeof params?.code === 'string' ? params.code : issue.code,
      message: issue.message,
    };
  });
}
