import { z } from 'zod';
import { parseTaxId } from '../documents/tax-id';
import { readAmount } from '../amount-text';
import { rateString } from '../money';
import { FIELD_MESSAGES, type FieldMessageCode } from '../field-messages';
import { isCalendarDate, NUMERIC_ID_PATTERN } from '../primitives';
import { natureByCode } from '../natures';

/*
 * Parsers of query-string parameters, shared by every list and export: what arrives is text, `''` counts as
 * absent, and a rule that fails carries a stable code in `params.code` (FIELD_MESSAGES holds its pt-BR and
 * English texts), so the server answers 400 with a translated message and the web form shows the same one.
 */

export function fieldIssue(ctx: z.RefinementCtx, code: FieldMessageCode, path?: (string | number)[]): void {
  ctx.addIssue({
    code: 'custom',
    message: FIELD_MESSAGES[code].en,
    params: { code },
    ...(path ? { path } : {}),
  });
}

/**
 * The OpenAPI extension on a query parameter the server cannot do without although its schema takes it absent
 * (a refinement reports it with its own message, e.g. 'Please select an associated customer.'): the document
 * says it is required (apps/server/src/http/openapi.ts).
 */
export const REQUIRED_PARAM_EXTENSION = 'x-required';

/** `schema` (optional, so the rule that needs it reports its absence in the spec's words), said to be required. */
export function requiredParam<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [REQUIRED_PARAM_EXTENSION]: true });
}

/** Control characters other than tab and line breaks (refused in every text a person writes). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;

/** A plain text input, trimmed; optional (`''` counts as absent) unless `required` names the empty code. */
export function textInput(opts: {
  max: number;
  min?: number;
  multiline?: boolean;
  required?: FieldMessageCode;
  tooShort?: FieldMessageCode;
  tooLong?: FieldMessageCode;
}) {
  const control = opts.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  return z.string().transform((raw, ctx): string | undefined => {
    const value = raw.trim();
    if (!value) {
      if (opts.required) fieldIssue(ctx, opts.required);
      return undefined;
    }
    if (control.test(value)) fieldIssue(ctx, 'invalid_characters');
    else if ([...value].length > opts.max) fieldIssue(ctx, opts.tooLong ?? 'text_too_long');
    else if (opts.min && [...value].length < opts.min) fieldIssue(ctx, opts.tooShort ?? 'text_too_short');
    return value;
  });
}

const DATE_MESSAGE = 'Must be a date as yyyy-MM-dd.';

/** A `yyyy-MM-dd` query parameter; `''` counts as absent. */
export const dateParam = z
  .string()
  .regex(/^$|^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE })
  .refine((v) => v === '' || isCalendarDate(v), { message: DATE_MESSAGE })
  .transform((v) => v || undefined);

/** A bigint id query parameter; `''` counts as absent. */
export const numericIdParam = z
  .string()
  .regex(new RegExp(`^$|${NUMERIC_ID_PATTERN.source}`), { message: 'Invalid id.' })
  .transform((v) => v || undefined);

/** A rate query parameter (decimal, up to 8 places, a comma accepted); `''` counts as absent. */
export const rateParam = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim().replace(',', '.');
  if (!v) return undefined;
  if (!rateString.safeParse(v).success) fieldIssue(ctx, 'rate_invalid');
  return v;
});

/**
 * An amount query parameter as a person types it (readAmount: "10.000,00", "10000.5"…), read as the wire's
 * decimal string; a negative amount has its own message; `''` counts as absent.
 */
export const moneyParam = z.string().transform((raw, ctx): string | undefined => {
  if (!raw.trim()) return undefined;
  const read = readAmount(raw);
  if (read.ok) return read.amount;
  fieldIssue(ctx, read.code);
  return z.NEVER;
});

/** A CPF/CNPJ query parameter, masked or not; the output is unmasked and upper-case. */
export const taxIdParam = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim();
  if (!v) return undefined;
  const parsed = parseTaxId(v);
  if (!parsed) {
    fieldIssue(ctx, 'tax_id_invalid');
    return z.NEVER;
  }
  return parsed.value;
});

/** An ISO 4217 currency code (`usd` is read as `USD`); `''` counts as absent. */
export const currencyParam = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim().toUpperCase();
  if (!v) return undefined;
  if (!/^[A-Z]{3}$/.test(v)) {
    fieldIssue(ctx, 'currency_invalid');
    return z.NEVER;
  }
  return v;
});

/**
 * A bank by its COMPE code, three digits (`341`); `''` counts as absent. Anything else is `invalid_bank`, as the
 * server answers a well-formed code that names no bank (platform/filter-records.ts).
 */
export const bankCodeParam = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim();
  if (!v) return undefined;
  if (!/^\d{3}$/.test(v)) {
    fieldIssue(ctx, 'invalid_bank');
    return z.NEVER;
  }
  return v;
});

/** A nature of operation by its Central Bank code, one of the domain's table (natures.ts); `''` counts as absent. */
export const natureCodeParam = z.string().transform((raw, ctx): string | undefined => {
  const v = raw.trim();
  if (!v) return undefined;
  if (!natureByCode(v)) {
    fieldIssue(ctx, 'invalid_nature');
    return z.NEVER;
  }
  return v;
});
