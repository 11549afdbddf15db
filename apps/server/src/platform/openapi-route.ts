import { REQUIRED_PARAM_EXTENSION } from '@fxbo/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_COOKIE, SESSION_COOKIE } from './cookies.js';

/*
 * What the document says of one route, from its declaration (`transform` of @fastify/swagger): the zod schemas
 * as JSON Schema, who may call it (`config.auth`: a public route says `security: []`; a signed-in one needs the
 * session cookie, and the CSRF header on a state change, as auth-guard.ts checks), its query parameters the
 * server cannot do without (`requiredParam` of the domain) and the parts of a multipart form it reads itself.
 */

/** The security schemes the operations name (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session, set (HttpOnly) by `POST /api/auth/sign-in` or, when a second factor is asked, by `POST /api/auth/verify-code`.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: `Required beside the session on every signed-in request other than GET, HEAD and OPTIONS (otherwise 403 \`csrf_failed\`): the value of the \`${CSRF_COOKIE}\` cookie set with the session cookie by the sign-in (readable by scripts, unlike the session's).`,
  },
} as const;
// The header auth-guard.ts reads is the scheme's name (HTTP header names are case-insensitive).
if (SECURITY_SCHEMES.csrf.name.toLowerCase() !== CSRF_HEADER) throw new Error('CSRF header name drifted');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The key of a route's schema declaring the multipart form it reads itself (`multipartForm`). */
const MULTIPART = 'x-multipart-form';

/**
 * The schema entries of a route reading a multipart form itself (no `body` for Fastify to validate): the form's
 * parts for the document, `json` parts sent as JSON text (their schema is the JSON's), `files` as files of the
 * given types.
 */
export function multipartForm(form: {
  json: Record<string, z.ZodType>;
  files: Record<string, { types: string[]; description: string; required?: boolean }>;
}) {
  return { consumes: ['multipart/form-data'], [MULTIPART]: form };
}

type MultipartDeclaration = Parameters<typeof multipartForm>[0];

/** The request body of a multipart form, with each part's `encoding` (moved to its media type by openapi.ts). */
function multipartBody({ json, files }: MultipartDeclaration): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, schema] of Object.entries(json)) {
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    properties[name] = jsonSchema;
    encoding[name] = { contentType: 'application/json' };
  }
  for (const [name, file] of Object.entries(files)) {
    properties[name] = { type: 'string', format: 'binary', description: file.description };
    encoding[name] = { contentType: file.types.join(', ') };
  }
  const required = [
    ...Object.keys(json),
    ...Object.entries(files).flatMap(([name, f]) => (f.required ? [name] : [])),
  ];
  return { type: 'object', properties, required, [ENCODING]: encoding };
}

/** Where a multipart body carries its parts' encoding until `transformObject` puts it beside the schema. */
export const ENCODING = 'x-encoding';

interface JsonObjectSchema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** The query's JSON Schema with the parameters marked `requiredParam` required (the marks removed). */
function withRequiredParams(querystring: JsonObjectSchema | undefined): JsonObjectSchema | undefined {
  if (!querystring?.properties) return querystring;
  const required = new Set(querystring.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(querystring.properties).map(([name, schema]) => {
      if (!(REQUIRED_PARAM_EXTENSION in schema)) return [name, schema];
      const { [REQUIRED_PARAM_EXTENSION]: _, ...rest } = schema;
      required.add(name);
      return [name, rest];
    }),
  );
  return { ...querystring, properties, required: [...required] };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** `transform` of @fastify/swagger: one route as the document says it. */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  // The web app's routes (`GET /` and the static files) are not API operations.
  if (!input.url.startsWith('/api')) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const methods = [input.route.method].flat().map(String);
  const changes = methods.some((m) => !SAFE_METHODS.has(m));
  const signedIn: Record<string, string[]> = changes ? { session: [], csrf: [] } : { session: [] };
  const security = input.route.config?.auth === 'public' ? [] : [signedIn];
  const declared = (input.schema as Record<string, unknown> | undefined)?.[MULTIPART] as
    MultipartDeclaration | undefined;
  const { [MULTIPART]: _, ...rest } = schema as Record<string, unknown>;
  const querystring = withRequiredParams(rest.querystring as JsonObjectSchema | undefined);
  return {
    schema: {
      ...rest,
      ...(querystring ? { querystring } : {}),
      ...(declared ? { body: multipartBody(declared) } : {}),
      security,
    },
    url,
  };
}
