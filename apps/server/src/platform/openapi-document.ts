import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { nameOperations, nameSchemas } from '../http/openapi-names.js';
import { documentResponses } from '../http/openapi-responses.js';
import { documentRoute, ENCODING, SECURITY_SCHEMES } from './openapi-route.js';

/*
 * The OpenAPI document, generated from the zod schemas and options every route declares (openapi-route.ts),
 * then completed as a whole: each operation's error answers (openapi-responses.ts), its operationId and the
 * named schemas (openapi-names.ts), a multipart part's encoding. Linted with Redocly's recommended rules, and a
 * typed client is generated from it, in its tests (openapi-lint.test.ts, openapi-client.test.ts).
 */

type Document = Parameters<typeof documentResponses>[0] & {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>>;
};

/** A multipart body's `x-encoding` (openapi-route.ts), moved beside its schema where OpenAPI reads it. */
function withEncodings<D extends Document>(document: D): D {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => {
          const content = op.requestBody?.content;
          if (!content) return [method, op];
          const media = Object.fromEntries(
            Object.entries(content).map(([type, m]) => {
              const { [ENCODING]: encoding, ...schema } = (m.schema ?? {}) as Record<string, unknown>;
              return [type, encoding ? { ...m, schema, encoding } : m];
            }),
          );
          return [method, { ...op, requestBody: { ...op.requestBody, content: media } }];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}

function completeDocument<D extends Document>(document: D): D {
  const answered = withEncodings(documentResponses(document));
  const named = nameSchemas(nameOperations(answered.paths as never));
  return {
    ...answered,
    paths: named.paths,
    components: {
      ...answered.components,
      schemas: { ...answered.components?.schemas, ...named.schemas },
    },
  };
}

export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FX back-office API',
        version: '0.1.0',
        description:
          'JSON API of the back-office. Errors are RFC 9457 application/problem+json with a stable `code`. ' +
          'Sign in with `POST /api/auth/sign-in` (a solved `GET /api/auth/captcha` challenge, then, when asked, ' +
          'the e-mailed or authenticator code to `POST /api/auth/verify-code`); send back the cookies it sets, ' +
          'and the `fxbo_csrf` cookie’s value as `X-CSRF-Token` on every state change.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: opts.publicUrl, description: 'This deployment (PUBLIC_URL)' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: (doc) =>
      'openapiObject' in doc ? completeDocument(doc.openapiObject as Document) : doc.swaggerObject,
  });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });
}
