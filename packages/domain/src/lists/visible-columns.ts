import { z } from 'zod';
import { fieldIssue } from './params';

/*
 * "Export what I see" (issue 24): a download's `columns` names the columns the screen shows, comma-separated,
 * in the screen's order. Each must be one of the list's download columns (its `exportColumns`), once; an
 * unknown or repeated one is refused (400) rather than dropped, so a download never silently differs from the
 * table it was asked from. Absent: every download column, in the declared order.
 */

/** At most this many columns (no list declares more). */
export const MAX_VISIBLE_COLUMNS = 60;

/** The `columns` query parameter of a list's downloads, checked against its download columns. */
export function columnsParam(exportColumns: readonly string[]) {
  const known = new Set(exportColumns);
  return z
    .string()
    .max(MAX_VISIBLE_COLUMNS * 40)
    .transform((raw, ctx) => {
      const ids = raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const unknown = ids.some((id) => !known.has(id));
      if (
        ids.length === 0 ||
        unknown ||
        new Set(ids).size !== ids.length ||
        ids.length > MAX_VISIBLE_COLUMNS
      ) {
        fieldIssue(ctx, 'columns_invalid');
        return z.NEVER;
      }
      return ids;
    })
    .optional()
    .describe(
      'The columns to write, comma-separated, in their order (the ones the screen shows): each one of the ' +
        'list’s download columns, once. Absent: every download column.',
    );
}
