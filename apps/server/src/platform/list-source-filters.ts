import type { FilterDef } from '@fxbo/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { saoPauloDayStart, unaccentContains } from '../http/list-query.js';
import type { ClientScope } from './client-scope.js';
import { expression } from './list-source-fields.js';

/*
 * A list source's standard filter SQL, by the filter's kind (platform/list-source.ts), each in the form its
 * index serves: text, a record's id, a currency, a bank or a nature by equality; a contains-search by
 * `f_unaccent(column) ilike …` (the trigram indexes' expression); one enum value as `=` (a partial or leading
 * index serves it; `in` of one value is planned the same but reads worse), several as `in`; a range's ends as
 * `>=` and `<=`; a rate alone as `=`. A filter that needs other SQL is the area's function.
 */

/**
 * A filter's own SQL: its condition for the value (the query's other filters, its name, the viewer's client
 * scope), none for undefined.
 */
export type FilterSql<V = never, F = never> = (
  value: V,
  filters: F,
  name: string,
  scope: ClientScope,
) => Expression<SqlBool> | undefined;

/**
 * A filter written in two forms: `indexed`, the form its index serves (for the count and the plans that start
 * from the index), and `walked`, the same test as a plain row condition, for plans that walk a sort index
 * through frequent matches (the planner must not start from the filter's index there).
 */
export interface TwoForms {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's type is the filter's own
  indexed: FilterSql<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's type is the filter's own
  walked: FilterSql<any, any>;
}

/** Which of a two-form filter's forms a query takes (other filters have one). */
export type FilterForm = keyof TwoForms;

/**
 * A filter's column, or its own SQL, or its two forms, or `false`: not a condition of the query (the area's
 * plan reads it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's type is the filter's own
export type FilterSpec = string | false | FilterSql<any, any> | TwoForms;

/** A contains-search in two forms: on its trigram index, and as a row condition that no index takes. */
export const containsTwoForms = (column: string): TwoForms => ({
  indexed: (text: string) => unaccentContains(column, text),
  walked: (text: string) => unaccentContains(column, text, { indexed: false }),
});

/**
 * `valueFrom` → { base: 'value', end: 'from' }; a period's bare ends (`from`, `to`: PERIOD_FILTERS) are their
 * own base, each declared; other names have no end.
 */
export function rangeEnd(name: string): { base: string; end: 'from' | 'to' | undefined } {
  if (name === 'from' || name === 'to') return { base: name, end: name };
  const m = /^(.+)(From|To)$/.exec(name);
  return m?.[1] ? { base: m[1], end: m[2] === 'From' ? 'from' : 'to' } : { base: name, end: undefined };
}

/** The condition of a standard filter of `def`'s kind on `column` for `value` (set, non-empty). */
export function standardCondition(
  name: string,
  def: FilterDef,
  column: string,
  value: unknown,
): Expression<SqlBool> {
  const ref = expression(column);
  switch (def.kind) {
    case 'contains':
      return unaccentContains(column, String(value));
    case 'enum': {
      const values = Array.isArray(value) ? (value as string[]) : [value as string];
      if (values.length === 1) return sql<SqlBool>`${ref} = ${values[0]}`;
      return sql<SqlBool>`${ref} in (${sql.join(values)})`;
    }
    case 'date':
    case 'money':
    case 'rate': {
      const { end } = rangeEnd(name);
      const op = end === 'from' ? '>=' : end === 'to' ? '<=' : '=';
      return sql<SqlBool>`${ref} ${sql.raw(op)} ${value}`;
    }
    case 'exact':
    case 'taxId':
    case 'id':
    case 'client':
    case 'currency':
    case 'bank':
    case 'nature':
      return sql<SqlBool>`${ref} = ${value}`;
  }
}

/**
 * A date range over a timestamptz column, in São Paulo days: `from` at the day's start, `to` before the next
 * day's (declared by the range's name: `createdAt: saoPauloDays('p.created_at')`).
 */
export function saoPauloDays(column: string): FilterSql<string, unknown> {
  return (day, _filters, name) =>
    rangeEnd(name).end === 'to'
      ? sql<SqlBool>`${sql.ref(column)} < ${saoPauloDayStart(day, 1)}`
      : sql<SqlBool>`${sql.ref(column)} >= ${saoPauloDayStart(day)}`;
}

/** Whether a parsed filter's value sets a condition (an empty list of enum values sets none). */
export const isSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
