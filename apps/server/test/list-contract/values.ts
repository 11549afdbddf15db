import {
  FIELD_MESSAGES,
  NATURES_OF_OPERATION,
  namedRecord,
  requiredFilters,
  type FieldMessageCode,
  type FilterDef,
  type Language,
  type NamedRecord,
} from '@fxbo/domain';
import type { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { fieldMessage } from '../../src/http/messages.js';

/*
 * The values the list contract (contract.ts) sends: for each kind of filter one that must be accepted and the
 * ones that must be refused, each with the message the answer must carry in both languages.
 */

export type Resource = (typeof LIST_RESOURCES)[number];

/** The records of the caller's scope a filter may name, and a bank and a nature the seed holds. */
export interface Own {
  client: string;
  shipper: string;
  user: string;
  bank: string;
}

export const filtersOf = (resource: Resource): Readonly<Record<string, FilterDef>> => resource.filters;

/** A CPF that passes its check digits. */
const VALID_CPF = '529.982.247-25';

/** A value each kind of filter accepts (a record one names is the caller's own). */
export function validValue(def: FilterDef, own: Own, name = ''): string {
  switch (def.kind) {
    case 'exact':
      return 'x';
    case 'contains':
      return 'abc'.padEnd(def.min ?? 3, 'c');
    case 'taxId':
      return VALID_CPF;
    case 'enum':
      return def.values[0];
    case 'id':
    case 'client':
      return own[namedRecord(def) as NamedRecord];
    case 'date':
      return name.endsWith('To') || name === 'to' ? '2026-12-31' : '2026-01-01';
    case 'rate':
      return '5.25';
    case 'money':
      return '100,50';
    case 'currency':
      return 'usd';
    case 'bank':
      return own.bank;
    case 'nature':
      return (NATURES_OF_OPERATION[0] as { code: string }).code;
  }
}

/** A refused value and the code of its message; `generic` for zod's own issues ("Campo inválido."). */
type Refusal = [value: string, code: FieldMessageCode | 'generic'];

/** Values each kind of filter refuses (too long, malformed, out of its set, naming nothing it knows). */
export function invalidValues(def: FilterDef): Refusal[] {
  switch (def.kind) {
    case 'exact':
      return [['x'.repeat(def.max + 1), 'text_too_long']];
    case 'contains':
      return [
        ['x'.repeat(def.max + 1), 'text_too_long'],
        ...(def.min ? [['x'.repeat(def.min - 1), def.tooShort ?? 'text_too_short'] as Refusal] : []),
      ];
    case 'taxId':
      return [['123.456.789-00', 'tax_id_invalid']];
    case 'enum':
      return [['nope', 'generic']];
    case 'id':
      return [[def.format === 'uuid' ? 'nope' : 'x1', 'generic']];
    case 'client':
      return [['x1', 'generic']];
    case 'date':
      return [['2026-02-30', 'generic']];
    case 'rate':
      return [['abc', 'rate_invalid']];
    case 'money':
      return [['abc', 'money_invalid']];
    case 'currency':
      return [['DOLLAR', 'currency_invalid']];
    case 'bank':
      return [
        ['itau', 'invalid_bank'],
        ['000', 'invalid_bank'],
      ];
    case 'nature':
      return [['99999', 'invalid_nature']];
  }
}

/** The message of a refusal's code in `lang`. */
export const refusalMessage = (code: Refusal[1], lang: Language): string =>
  code === 'generic' ? fieldMessage('invalid', lang) : FIELD_MESSAGES[code][lang];

/** The required filters' query: a report's client (the caller's own), its period (2026), an enum's first value. */
export function requiredQuery(resource: Resource, own: Own): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name] of requiredFilters(resource.filters))
    params.set(name, validValue(filtersOf(resource)[name] as FilterDef, own, name));
  return params;
}

/** `base` with `more` set on it. */
export function withParams(base: URLSearchParams, more: Record<string, string | number>): string {
  const params = new URLSearchParams(base);
  for (const [name, value] of Object.entries(more)) params.set(name, String(value));
  return params.toString();
}

/**
 * The required filters as a url's tail (`&name=value…`), for the download tests: client `clientId`, the year
 * 2026, an enum's first value, `x` for any other.
 */
export const requiredTail = (resource: Resource, clientId: string): string =>
  requiredFilters(resource.filters)
    .map(([name]) => {
      const def = filtersOf(resource)[name] as FilterDef;
      const value =
        def.kind === 'client'
          ? clientId
          : def.kind === 'date'
            ? name.endsWith('From')
              ? '2026-01-01'
              : '2026-12-31'
            : def.kind === 'enum'
              ? def.values[0]
              : 'x';
      return `&${name}=${value}`;
    })
    .join('');
