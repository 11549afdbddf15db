import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { safeParseAsync } from 'zod/mini';

export interface CodeResolverOptions<Values> {
  /** Form values → the schema's input (e.g. a field array of `{ value }` rows → a list of strings). */
  toInput?: (values: Values) => unknown;
  /** Schema issue path → form field name, where they differ (given the values the input was built from). */
  fieldName?: (path: string, values: Values) => string;
}

/** The stable code the domain attaches to an issue (`params.code`), else zod's own issue code. */
export function issueCode(issue: $ZodIssue): string {
  const params = (issue as { params?: { code?: unknown } }).params;
  return typeof params?.code === 'string' ? params.code : issue.code;
}

/**
 * A react-hook-form resolver over a domain schema that keeps each issue's stable code as the error `type`,
 * so screens translate it from their catalogue (the message stays the domain's English as a fallback).
 * On success the form's own values are submitted untouched: the server parses them with the same schema.
 * `schema` may be a loader, for a schema kept out of the first paint (it is awaited on first validation).
 */
export function codeResolver<Values extends FieldValues>(
  schema: $ZodType | (() => Promise<$ZodType>),
  options: CodeResolverOptions<Values> = {},
): Resolver<Values> {
  return async (values, _context, resolverOptions) => {
    const resolved = typeof schema === 'function' ? await schema() : schema;
    const result = await safeParseAsync(resolved, options.toInput ? options.toInput(values) : values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const name = options.fieldName ? options.fieldName(path, values) : path;
      // The first issue of a field is the one to show (the domain lists them in the spec's order).
      errors[name] ??= { type: issueCode(issue), message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, resolverOptions) };
  };
}
