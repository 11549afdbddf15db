import {
  FIELD_MESSAGES,
  requiredFilters,
  type FieldMessageCode,
  type FilterDef,
  type Language,
} from '@fxbo/domain';
import { safeParse } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from '../http/fetchJson';

/*
 * What is wrong with a list's address before anything is requested: the rules the server checks (the
 * resource's query schema, from @fxbo/domain), each named by its field and rule in the reader's language. A
 * required filter still to be given is not a problem here: the screen asks for it (missingRequired).
 */

/** One broken rule: the field's label and the rule's message. */
export interface AddressProblem {
  field: string;
  message: string;
}

interface Checked {
  filters: Readonly<Record<string, FilterDef>>;
  querySchema: $ZodType;
}

const isFieldCode = (code: unknown): code is FieldMessageCode =>
  typeof code === 'string' && Object.hasOwn(FIELD_MESSAGES, code);

/** The API query as the schema reads it: a repeated name (a multi-valued filter) as a list. */
function queryInput(apiQuery: string): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(apiQuery)) {
    const seen = input[name];
    input[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return input;
}

/** The address's broken rules, each once, in the order the schema reports them; [] when it may be requested. */
export function addressProblems(resource: Checked, apiQuery: string, language: Language): AddressProblem[] {
  const parsed = safeParse(resource.querySchema, queryInput(apiQuery));
  if (parsed.success) return [];
  const required = new Map(requiredFilters(resource.filters));
  const seen = new Set<string>();
  const problems: AddressProblem[] = [];
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    if (required.get(name) === code) continue;
    const field = resource.filters[name]?.label[language] ?? name;
    const message = isFieldCode(code)
      ? FIELD_MESSAGES[code][language]
      : FIELD_MESSAGES.field_invalid[language];
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, message });
  }
  return problems;
}

/**
 * The broken rules the server found in a list's query that the address's check could not see (a bank code that
 * names no bank): its field errors on `querystring.<filter>`, named like the address's own; [] otherwise.
 */
export function serverQueryProblems(
  resource: Pick<Checked, 'filters'>,
  error: unknown,
  language: Language,
): AddressProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.fieldErrors.flatMap((e) => {
    const name = /^querystring\.(\w+)$/.exec(e.path)?.[1];
    const def = name === undefined ? undefined : resource.filters[name];
    if (!def) return [];
    const message = isFieldCode(e.code) ? FIELD_MESSAGES[e.code][language] : e.message;
    return [{ field: def.label[language], message }];
  });
}

/** Whether trying the same request again may help: no answer, a server failure, a timeout or a rate limit. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
