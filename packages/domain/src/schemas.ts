import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';
import { NUMERIC_ID_PATTERN } from './primitives';

// The zod schemas of the primitives every area's contracts read (primitives.ts holds the plain checks).

/** Numeric ids of bigint rows travel as strings. */
export const numericIdSchema = z.string().regex(NUMERIC_ID_PATTERN, { message: 'Invalid id.' });
export const numericIdParamsSchema = z.object({ id: numericIdSchema });
export const uuidParamsSchema = z.object({ id: z.uuid() });

/** Another record as a row names it: its id and its name (a client, a bank, a shipper). */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A search filter: trimmed, at most `max` characters. PostgreSQL text cannot hold the NUL character, so it
 * is refused here rather than failing in the database.
 */
export function searchText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .superRefine((v, ctx) => {
      if (v.includes('\u0000'))
        ctx.addIssue({
          code: 'custom',
          message: FIELD_MESSAGES.text_invalid.en,
          params: { code: 'text_invalid' },
        });
    });
}
