import { problemSchema, RECORD_PARAM_EXTENSION } from '@fxbo/domain';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from './xlsx-stream.js';

/*
 * Every operation's problem+json answers, derived from what the document already says about it: any
 * request can be malformed (400); a signed-in operation (one with `security`) can meet no session (401) or a
 * missing permission or CSRF token (403); a state change can meet a foreign Origin (403), a conflicting state
 * (409), a body too large (413) or of the wrong type (415); a path naming a record can name none (404) or be
 * longer than the router takes (414), and so can a query naming one (a parameter the domain marks as naming a
 * record, `namesRecord`: a list's client, shipper or user filter; a treasury report's client: 404).
 */

interface Operation {
  parameters?: { in: string; schema?: Record<string, unknown> }[];
  security?: unknown[];
  responses?: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request or invalid field (`errors` lists each field)',
  401: 'No valid session',
  403: 'Missing permission, CSRF token or same-origin request; or the user is blocked or inactive',
  404: 'No such record (or not visible to the user)',
  409: 'The record is in a state that does not allow the operation',
  413: 'Request body larger than `BODY_LIMIT`, or a multipart form with more parts or a larger field than it takes',
  414: 'A path parameter longer than 200 characters',
  415: 'Request body of a type other than JSON',
  422: 'The export would exceed what the format holds',
  429: 'Too many attempts (or uploads at once); `Retry-After` says when to try again',
};

/** Operations with a per-IP or per-account rate limit: sign-in, account recovery and changes, registration. */
const RATE_LIMITED = /^\/api\/(auth|account)\/|^\/api\/access-requests$/;

/** Operations receiving a file: a user, and the process, receive only so many at once (UPLOADS_PER_*). */
const UPLOADS = /^\/api\/payment-orders\/\{id\}\/receivings$/;

/** Operations naming their record in the query: a treasury report's client (and contract). */
const RECORD_IN_QUERY = /^\/api\/treasury\//;

function statusesOf(path: string, method: string, op: Operation): number[] {
  const changes = method !== 'get' && method !== 'head';
  const statuses = [400];
  if (op.security?.length) statuses.push(401, 403);
  else if (changes) statuses.push(403);
  const inPath = op.parameters?.some((p) => p.in === 'path');
  const inQuery = op.parameters?.some((p) => p.in === 'query' && p.schema?.[RECORD_PARAM_EXTENSION]);
  if (inPath || inQuery || RECORD_IN_QUERY.test(path)) statuses.push(404);
  if (changes) statuses.push(409, 413);
  if (inPath) statuses.push(414);
  if (changes) statuses.push(415);
  if (path.endsWith('.xlsx')) statuses.push(422);
  if (changes && (RATE_LIMITED.test(path) || UPLOADS.test(path))) statuses.push(429);
  return statuses;
}

/** Generated files, by the path's ending: their routes declare no response schema (they stream bytes). */
const FILES: [RegExp, string][] = [
  [/[./]pdf$/, 'application/pdf'],
  [/\.csv$/, 'text/csv'],
  [/\.xlsx$/, XLSX_CONTENT_TYPE],
];

function withFile(path: string, responses: Record<string, unknown> = {}): Record<string, unknown> {
  const type = FILES.find(([ending]) => ending.test(path))?.[1];
  const ok = responses['200'] as { content?: unknown } | undefined;
  if (!type || !ok || ok.content) return responses;
  const content = { [type]: { schema: { type: 'string', format: 'binary' } } };
  return { ...responses, '200': { ...ok, description: 'The file', content } };
}

/**
 * A problem+json answer a route declares itself, for what the rules above cannot see: a record named in the
 * body (`POST /api/parcels/decisions` with one id: 404) or the query, a provider down (503).
 */
export function problemResponse(description: string) {
  return { description, content: { 'application/problem+json': { schema: problemSchema } } };
}

const { $schema: _, ...problemJsonSchema } = z.toJSONSchema(problemSchema) as Record<string, unknown>;

/** A route's own problem answers (`problemResponse`) name the one Problem schema, as the derived ones do. */
function ownProblems(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const r = response as { content?: Record<string, unknown> };
      if (!r.content?.['application/problem+json']) return [status, response];
      const content = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
      return [status, { ...r, content }];
    }),
  );
}

/**
 * `transformObject` of @fastify/swagger: adds the problem schema, each operation's error answers and the
 * type of the files it generates.
 */
export function documentResponses<D extends { paths?: object; components?: { schemas?: object } }>(
  document: D,
): D {
  const paths: Paths = {};
  for (const [path, item] of Object.entries((document.paths ?? {}) as Paths)) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, op]) => {
        const problems = Object.fromEntries(
          statusesOf(path, method, op).map((status) => [
            String(status),
            {
              description: DESCRIPTIONS[status],
              content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
            },
          ]),
        );
        return [method, { ...op, responses: { ...problems, ...ownProblems(withFile(path, op.responses)) } }];
      }),
    );
  }
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Problem: problemJsonSchema },
    },
  };
}
