import type { z } from 'zod';

/** The zod meta key naming a response schema in the OpenAPI document (apps/server/src/http/openapi-names.ts). */
export const SCHEMA_NAME = 'x-schema-name';

/** `schema`, under `name` in the OpenAPI document's components.schemas wherever an operation answers it. */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  return schema.meta({ [SCHEMA_NAME]: name });
}
