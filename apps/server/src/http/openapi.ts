import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentResponses } from './openapi-responses.js';

/** The OpenAPI document is generated from the zod schemas every route declares. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FX back-office API',
        version: '0.1.0',
        description:
          'JSON API of the back-office. Errors are RFC 9457 application/problem+json with a stable `code`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fxbo_session' } },
      },
    },
    transform: (input) => {
      // The web app's routes (`GET /` and the static files) are not API operations.
      if (!input.url.startsWith('/api')) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      const signedIn = input.route.config?.auth !== 'public';
      return { schema: signedIn ? { ...schema, security: [{ session: [] }] } : schema, url };
    },
    transformObject: (doc) =>
      'openapiObject' in doc ? documentResponses(doc.openapiObject) : doc.swaggerObject,
  });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });
}

/** The `response` entry of an operation that answers 204 (without it the document would promise a 200). */
export const noContentResponse = { 204: z.null().describe('No content') };
