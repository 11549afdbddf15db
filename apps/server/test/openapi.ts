import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An OpenAPI document's operations: path, then method, then the operation's fields. */
export type OpenApiPaths = Record<string, Record<string, Record<string, unknown>>>;

/** The operations of the OpenAPI document the app serves (which must answer 200). */
export async function openApiPaths(app: FastifyInstance): Promise<OpenApiPaths> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { paths: OpenApiPaths }).paths;
}
