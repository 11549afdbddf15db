import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 200;

/** Rows of data an XLSX export may hold: Excel's 1,048,576 rows a sheet, less the header. */
export const XLSX_MAX_DATA_ROWS = 1_048_575;
/** The most rows a list's printed report (PDF) holds: a report of more is for the XLSX or CSV (about 100 pages). */
export const PDF_MAX_ROWS = 3_000;

export type SortDirection = 'asc' | 'desc';
/** `field:asc` or `field:desc`, as in `GET /api/<area>?sort=includeDate:desc`. */
export type SortString<F extends string> = `${F}:${SortDirection}`;

/**
 * `page`, `pageSize` and `sort` of a list endpoint; extend it with the area's filters. Query strings arrive
 * as text, hence the coercion. `sort` is an enum of every `field:direction` pair, so the OpenAPI document
 * lists them and the output type is exact.
 */
export function listQuerySchema<const F extends string>(
  sortable: readonly F[],
  defaultSort: SortString<NoInfer<F>>,
) {
  const values = sortable.flatMap((field) => [`${field}:asc`, `${field}:desc`] as SortString<F>[]);
  if (!values.includes(defaultSort)) throw new Error(`Default sort ${defaultSort} is not sortable`);
  const sort = z.enum(values as [SortString<F>, ...SortString<F>[]], {
    message: `Sort must be one of: ${values.join(', ')}.`,
  });
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    // defaultSort is one of `values` (checked above); the compiler cannot relate the generic template type to
    // zod's mapped enum type, hence the cast.
    sort: sort.default(defaultSort as never),
  });
}

/** Splits a validated sort string. */
export function parseSort<F extends string>(sort: SortString<F>): { field: F; direction: SortDirection } {
  const at = sort.lastIndexOf(':');
  return { field: sort.slice(0, at) as F, direction: sort.slice(at + 1) as SortDirection };
}

/** A page of results. Above a size threshold `total` may be an estimate, flagged by `totalIsEstimate`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX),
    total: z.number().int().min(0),
    totalIsEstimate: z.boolean(),
  });
}

export const isoDateString = z.iso.date({ message: 'Must be a date as yyyy-MM-dd.' });

export const DATE_RANGE_MESSAGES = {
  date_range_invalid: 'Date-to must be greater than date-from.',
  period_too_long: 'Please select a period of one year maximum.',
} as const;

function plusOneYear(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + 1, month - 1, day));
  // Feb 29 + 1 year = Feb 28 (not Mar 1).
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * A superRefine for any object with a from/to pair of `yyyy-MM-dd` fields (e.g. remittances' paymentDateFrom
 * and paymentDateTo). Spec: "date-to must be greater than date-from"; a range of one day (to = from) is
 * allowed, since ranges include both ends and a single-day search is the commonest one. `maxOneYear` adds
 * the treasury rule. Errors go on the `to` field with `params.code`.
 */
export function dateRangeRefinement<K extends string>(
  fromKey: K,
  toKey: K,
  options: { maxOneYear?: boolean } = {},
) {
  return (value: Partial<Record<K, string | null | undefined>>, ctx: z.RefinementCtx): void => {
    const from = value[fromKey];
    const to = value[toKey];
    // A malformed date is reported by its own field's schema (zod still runs refinements after a format
    // issue); comparing or adding a year to it is meaningless and `plusOneYear` would throw.
    if (!from || !to || !isoDateString.safeParse(from).success || !isoDateString.safeParse(to).success)
      return;
    const code =
      to < from
        ? 'date_range_invalid'
        : options.maxOneYear && to > plusOneYear(from)
          ? 'period_too_long'
          : null;
    if (code)
      ctx.addIssue({ code: 'custom', path: [toKey], message: DATE_RANGE_MESSAGES[code], params: { code } });
  };
}

/** `{ from?, to? }` with the date-range rule. */
export const dateRangeSchema = z
  .object({ from: isoDateString.optional(), to: isoDateString.optional() })
  .superRefine(dateRangeRefinement('from', 'to'));
