import { randomUUID } from 'node:crypto';
import type { SessionEndReason } from '@fxbo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.js';
import { endConnectionIfBodyUnread } from './early-close.js';
import { requestLocale, type Locale } from './locale.js';
import { fieldMessage, title, type GenericCode } from './messages.js';
import { translateIssue } from './issue-messages.js';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errorId?: string;
  errors?: FieldError[];
  reason?: SessionEndReason;
}

export function sendProblem(
  reply: FastifyReply,
  body: Omit<ProblemBody, 'type'>,
  headers?: Record<string, string>,
) {
  if (headers) void reply.headers(headers);
  // Refused before its body has all arrived (an upload refused before its file is read): the rest is not read.
  endConnectionIfBodyUnread(reply);
  return reply
    .code(body.status)
    .type('application/problem+json; charset=utf-8')
    .send({ type: 'about:blank', ...body });
}

// Fastify's own client errors, by code, mapped to the stable codes the web understands.
const fastifyCodes: Record<string, { status: number; code: GenericCode }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request' },
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = requestLocale(req);

    if (err instanceof AppError) {
      return sendProblem(
        reply,
        {
          status: err.status,
          code: err.code,
          title: err.message,
          ...(err.detail ? { detail: err.detail } : {}),
          ...(err.errors ? { errors: err.errors } : {}),
          ...err.extensions,
        },
        err.headers,
      );
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => fieldError(v, err.validationContext, locale));
      return sendProblem(reply, {
        status: 400,
        code: 'validation_failed',
        title: title('validation_failed', locale),
        errors,
      });
    }

    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known)
      return sendProblem(reply, { status: known.status, code: known.code, title: title(known.code, locale) });
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return sendProblem(reply, { status: 400, code: 'invalid_json', title: title('invalid_json', locale) });
    }
    // Other 4xx raised by Fastify or plugins (e.g. a malformed cookie) stay client errors.
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      const code: GenericCode =
        err.statusCode === 404 ? 'not_found' : err.statusCode === 429 ? 'rate_limited' : 'bad_request';
      return sendProblem(reply, { status: err.statusCode, code, title: title(code, locale) });
    }

    // PostgreSQL refusing the data itself (class 22: bad encoding, NUL, out of range) is bad input, and a
    // constraint hit by a race (class 23) is a conflict; a cancelled statement means we are overloaded.
    const sqlState = postgresState(err);
    if (sqlState?.startsWith('22'))
      return sendProblem(reply, { status: 400, code: 'bad_request', title: title('bad_request', locale) });
    if (sqlState?.startsWith('23')) {
      // A check is a rule of the row's own values, which the request schema should have refused: the caller
      // gets the generic conflict, and we a warning naming the constraint (not the row, which may be personal).
      if (sqlState === CHECK_VIOLATION) req.log.warn(pgConstraint(err), CHECK_CONSTRAINT_REACHED);
      return sendProblem(reply, { status: 409, code: 'conflict', title: title('conflict', locale) });
    }
    if (sqlState === '57014') {
      return sendProblem(reply, {
        status: 503,
        code: 'service_unavailable',
        title: title('service_unavailable', locale),
      });
    }

    const errorId = randomUUID();
    const serialization = isResponseSerializationError(err);
    req.log.error({ err, errorId, serialization }, 'request failed');
    return sendProblem(reply, {
      status: 500,
      code: 'internal_error',
      title: title('internal_error', locale),
      errorId,
    });
  });
}

const CHECK_VIOLATION = '23514';
/** The message of the warning logged when a request reaches a check constraint (the fuzz test fails on it). */
export const CHECK_CONSTRAINT_REACHED = 'check constraint reached: a request schema misses its rule';

/** The SQL state, table and constraint of a PostgreSQL error, without its detail (the row's values). */
function pgConstraint(err: unknown): { sqlState: string; table?: string; constraint?: string } {
  const { table, constraint } = err as { table?: unknown; constraint?: unknown };
  return {
    sqlState: CHECK_VIOLATION,
    ...(typeof table === 'string' ? { table } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}

function postgresState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('severity' in err) || !('code' in err)) return undefined;
  const code = (err as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Fastify's `frameworkErrors`: a malformed percent-encoding or an over-long path parameter is refused by the
 * router before any route runs, so the error handler never sees it.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const { status, code } = (err.code ? fastifyCodes[err.code] : undefined) ?? {
    status: 400,
    code: 'bad_request' as const,
  };
  void sendProblem(reply, { status, code, title: title(code, requestLocale(req)) });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** No route for this method and path: 405 with `Allow` when the path exists under other methods, else 404. */
export function notFound(req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  const url = req.url.split('?')[0] ?? '';
  const allowed = METHODS.filter((method) => req.server.findRoute({ method, url }) !== null);
  if (allowed.length > 0) {
    return sendProblem(
      reply,
      { status: 405, code: 'method_not_allowed', title: title('method_not_allowed', locale) },
      { allow: allowed.join(', ') },
    );
  }
  return sendProblem(reply, { status: 404, code: 'not_found', title: title('not_found', locale) });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldError(v: ValidationIssue, context: string | undefined, locale: Locale): FieldError {
  const path = [context, ...v.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
  const translated = translateIssue(v.params, v.message, locale);
  if (translated) return { path, ...translated };
  if (v.keyword === 'invalid_type' && String(v.message ?? '').includes('received undefined')) {
    return { path, code: 'required', message: fieldMessage('required', locale) };
  }
  if (v.keyword === 'too_small' || v.keyword === 'too_big') {
    return { path, code: v.keyword, message: fieldMessage(v.keyword, locale) };
  }
  if (v.keyword === 'unrecognized_keys')
    return { path, code: 'unknown_field', message: fieldMessage('unknown_field', locale) };
  return { path, code: v.keyword, message: fieldMessage('invalid', locale) };
}
