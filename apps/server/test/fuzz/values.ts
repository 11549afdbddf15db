import { generateCnpj, generateCpf, randomInt } from '@fxbo/domain';
import { digits, pick, uuid, type Random } from './random.js';

/* Values for the fuzzer, read from the OpenAPI document's JSON Schemas: a valid one, and wrong ones. */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

const PASSWORD = 'Senha@Forte1';
// One date for every valid date field: any from/to pair is then a valid one-day range.
const DATE = '2026-01-15';

/** A plausible string for a field the schema only types as text, guessed from its name. */
function namedString(random: Random, name: string): string {
  const key = name.toLowerCase();
  if (key.includes('email') || key === 'login') return `fuzz.${digits(random, 6)}@corretora.test`;
  if (key.includes('password')) return PASSWORD;
  if (key === 'cpf') return generateCpf(random);
  if (key.includes('taxid')) return generateCnpj(random);
  if (key.includes('phone')) return `+55119${digits(random, 8)}`;
  if (key === 'birthdate') return '1980-01-31';
  if (key.includes('date') || key === 'from' || key === 'to') return DATE;
  if (key.includes('rate')) return '5.25';
  if (key === 'currency') return 'USD';
  if (key === 'name' || key === 'company') return 'Maria Fuzz da Silva';
  return `fuzz ${digits(random, 4)}`;
}

/** A decimal the pattern describes (`^-?\d{1,16}(\.\d{1,2})?$`): signed or not, its integer digits and places. */
export function decimalShape(
  schema: JsonSchema,
): { signed: boolean; integer: number; places: number } | undefined {
  const found = /^\^(-\?)?\\d\{1,(\d+)\}(?:\(\\\.\\d\{1,(\d+)\}\)\?)?\$$/.exec(schema.pattern ?? '');
  if (!found) return undefined;
  return { signed: Boolean(found[1]), integer: Number(found[2]), places: Number(found[3] ?? 0) };
}

/**
 * Decimals a pattern lets through that a column may still refuse: negative amounts (the case of
 * `operationFee: "-5.00"`, which reached the table's check) and the largest value the pattern allows.
 */
export function decimalMutants(schema: JsonSchema): string[] {
  const shape = decimalShape(schema);
  if (!shape) return [];
  const places = (digit: string, last = digit) =>
    shape.places ? `.${digit.repeat(shape.places - 1)}${last}` : '';
  const largest = '9'.repeat(shape.integer) + places('9');
  // The smallest step below zero ("-0.01"), an everyday negative ("-5.00"), the largest value.
  return [shape.places ? `-0${places('0', '1')}` : '-1', `-5${places('0')}`, largest];
}

function validString(random: Random, schema: JsonSchema, name: string): string {
  const pattern = schema.pattern ?? '';
  const decimal = decimalShape(schema);
  if (decimal)
    return `${1 + randomInt(random, 9)}${decimal.places ? `.${digits(random, decimal.places)}` : ''}`;
  if (schema.format === 'uuid' || pattern.includes('[0-9a-fA-F]{8}')) return uuid(random);
  if (pattern.includes('[1-9]\\d{0,17}')) return digits(random, 1 + Math.floor(random() * 3));
  if (schema.format === 'date' || pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return DATE;
  if (schema.format === 'email') return namedString(random, 'email');
  const text = namedString(random, name);
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

/**
 * A value the schema accepts (as far as a pattern-free guess can tell). `least`: arrays at their fewest
 * items (one when at least one is needed), so an operation that answers one named record differently from
 * several (`ids: ["7"]`: 404 for the one, 200 with outcomes for many) is called both ways.
 */
export function validValue(random: Random, schema: JsonSchema, name = '', least = false): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const concrete = alternatives.filter((s) => s.type !== 'null');
    return validValue(random, pick(random, concrete.length ? concrete : alternatives), name, least);
  }
  if (schema.allOf?.length)
    return validValue(random, Object.assign({}, ...schema.allOf) as JsonSchema, name, least);
  const types = [schema.type ?? 'string'].flat().filter((t) => t !== 'null');
  switch (types[0]) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = Math.min(schema.maximum ?? min + 50, min + 50);
      return min + Math.floor(random() * (max - min + 1));
    }
    case 'boolean':
      return random() < 0.5;
    case 'array': {
      const count = least
        ? (schema.minItems ?? 0)
        : Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 2));
      return Array.from({ length: count }, () => validValue(random, schema.items ?? {}, name, least));
    }
    case 'object':
      return validObject(random, schema, least ? 'required' : 'all');
    default:
      return validString(random, schema, name);
  }
}

/** An object with every property or its required ones only; `least`: its arrays at their fewest items. */
export function validObject(
  random: Random,
  schema: JsonSchema,
  which: 'all' | 'required',
  least = which === 'required',
) {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => which === 'all' || required.has(key))
      .map(([key, s]) => [key, validValue(random, s, key, least)]),
  );
}

/** Stands for "leave the field out". */
export const MISSING = Symbol('missing');

/** Wrong values of every kind the issue names: types, sizes, dates, NUL, numbers, UUIDs, enums. */
export const MUTANTS: readonly unknown[] = [
  MISSING,
  null,
  '',
  'x',
  'a\u0000b',
  'ação é ü 中文 🙂',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  -1,
  2 ** 63,
  '2026-02-30',
  '2026-13-01',
  '31/12/2026',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  'zzz_not_an_option',
  'field:asc',
  true,
  [],
  ['a', 'b'],
  {},
  { nested: { deep: 1 } },
];

/** Wrong path segments (already in URL form): the router's limits and encodings included. */
export const PATH_MUTANTS: readonly string[] = [
  '0',
  '-1',
  'x',
  '1.5',
  '99999999999999999999999999',
  'not-a-uuid',
  encodeURIComponent('a\u0000b'),
  encodeURIComponent('ação'),
  '%E0%A4%A',
  '%',
  'x'.repeat(201),
  'x'.repeat(5_000),
  encodeURIComponent('../../etc/passwd'),
];
