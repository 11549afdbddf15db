import { z } from 'zod';
import type { FieldMessageCode } from '../field-messages';
import { Dec, moneyString, rateString } from '../money';
import { dateRangeRefinement } from '../pagination';
import type { Label, Labels } from '../label';
import {
  bankCodeParam,
  currencyParam,
  natureCodeParam,
  dateParam,
  fieldIssue,
  moneyParam,
  numericIdParam,
  rateParam,
  requiredParam,
  taxIdParam,
  textInput,
} from './params';
import { isCalendarDate } from '../primitives';

/*
 * The filters of a list resource, by kind. Each kind fixes how its query parameter is parsed (server and web
 * alike), how the web form asks for it, and, on the server, which SQL condition serves it (the area's mapping).
 */

type Labelled = {
  label: Label;
  /** Taken by the API but not offered by the list's screen (a filter for links and integrations). */
  apiOnly?: true;
  /**
   * The list (and its downloads) cannot run without it: its absence is refused with this message, and the
   * screen asks for it before requesting (a report's client or document type, spec 5).
   */
  required?: FieldMessageCode;
};

/**
 * A picker's filter: the screen keeps the chosen record's name beside its id, in the URL parameter
 * `companion`; `param` names the id's own URL parameter where it differs from the API's (an address that
 * was shared before the list was declared keeps opening).
 */
type Picked = { companion?: string; param?: string };

/**
 * The kinds of record a filter may name by its id: a `client` filter names a client, an `id` filter says what
 * it names (`names`). The server resolves each within the caller's client scope before anything is read or
 * printed, answering 404 for one outside it or none (platform/filter-records.ts, one resolver per kind).
 */
export const NAMED_RECORDS = ['client', 'shipper', 'user'] as const;
export type NamedRecord = (typeof NAMED_RECORDS)[number];

/** The OpenAPI extension on a query parameter that names a record (its kind): the document lists its 404. */
export const RECORD_PARAM_EXTENSION = 'x-names-record';

/** `schema`, said in the OpenAPI document to name a record of kind `record` by its id. */
export function namesRecord<T extends z.ZodType>(schema: T, record: NamedRecord): T {
  return schema.meta({ [RECORD_PARAM_EXTENSION]: record });
}

export type FilterDef =
  /** Text that must match exactly (a reference, an entity id). */
  | (Labelled & { kind: 'exact'; max: number })
  /** Text contained in the value, accent- and case-insensitive (a name). */
  | (Labelled & { kind: 'contains'; max: number; min?: number; tooShort?: FieldMessageCode })
  /** A CPF or CNPJ, masked or not; matched unmasked. */
  | (Labelled & { kind: 'taxId' })
  /** One value of a set (`multi`: one or several, `status=a&status=b`); labelled per value. */
  | (Labelled & {
      kind: 'enum';
      values: readonly [string, ...string[]];
      labels: Labels<string>;
      multi?: boolean;
      /** The value when the parameter is absent (e.g. a type filter's "all"). */
      default?: string;
      /** The screen's value when its address has none (the API's is "any"): a queue opens on "pending". */
      screenDefault?: string;
      /** A choice the screen adds for "any value" (sent as no parameter), with its label. */
      screenAll?: Label;
    })
  /** A record chosen in a picker, by its id (the web keeps its name beside it in the address). */
  | (Labelled & Picked & { kind: 'id'; names: Exclude<NamedRecord, 'client'>; format?: 'numeric' | 'uuid' })
  /** One client among those the user may see. */
  | (Labelled & Picked & { kind: 'client' })
  /** One end of a date range (`yyyy-MM-dd`); the pair is declared in `ranges`. */
  | (Labelled & { kind: 'date' })
  /** A rate (exact, or one end of a range). */
  | (Labelled & { kind: 'rate' })
  /** An amount, one end of a range. */
  | (Labelled & { kind: 'money' })
  /** A currency, by its ISO 4217 code. */
  | (Labelled & { kind: 'currency' })
  /** A bank, by its COMPE code (picked by code, ISPB or name; the server checks it names a bank). */
  | (Labelled & { kind: 'bank' })
  /** A nature of operation, by its Central Bank code (one of the domain's table, picked by code or name). */
  | (Labelled & { kind: 'nature' });

export type FilterKind = FilterDef['kind'];

/** Two filters of one kind that bound a range: `to` may not be below `from`. */
export interface RangeRule<K extends string> {
  from: K;
  to: K;
  /** Dates only: at most a year apart (treasury reports). */
  maxOneYear?: boolean;
}

type EnumValue<D> = D extends { values: readonly (infer V extends string)[] } ? V : never;

/** The parsed value of a filter of definition `D`. */
export type FilterValue<D extends FilterDef> = D extends { kind: 'enum'; multi: true }
  ? EnumValue<D>[] | undefined
  : D extends { kind: 'enum'; default: string }
    ? EnumValue<D>
    : D extends { kind: 'enum' }
      ? EnumValue<D> | undefined
      : string | undefined;

type DefaultedKeys<F> = { [K in keyof F]: F[K] extends { default: string } ? K : never }[keyof F];

/** The parsed filters: absent ones undefined, those with a default always set. */
export type FilterValues<F extends Record<string, FilterDef>> = {
  [K in Exclude<keyof F, DefaultedKeys<F>>]?: FilterValue<F[K]>;
} & { [K in DefaultedKeys<F>]: FilterValue<F[K]> };

function enumSchema(def: Extract<FilterDef, { kind: 'enum' }>): z.ZodType {
  const one = z.enum(def.values);
  if (def.multi)
    return z
      .union([one, z.array(one).max(def.values.length)])
      .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
      .optional();
  return def.default === undefined ? one.optional() : one.default(def.default);
}

/** The query-parameter schema of one filter. */
export function filterSchema(def: FilterDef): z.ZodType {
  switch (def.kind) {
    case 'exact':
      return textInput({ max: def.max }).optional();
    case 'contains':
      return textInput({ max: def.max, min: def.min, tooShort: def.tooShort }).optional();
    case 'taxId':
      return taxIdParam.optional();
    case 'enum':
      return enumSchema(def);
    case 'id':
      return namesRecord(
        def.format === 'uuid'
          ? z.union([z.literal(''), z.uuid()]).transform((v) => v || undefined)
          : numericIdParam,
        def.names,
      ).optional();
    case 'client':
      return namesRecord(numericIdParam, 'client').optional();
    case 'date':
      return dateParam.optional();
    case 'rate':
      return rateParam.optional();
    case 'money':
      return moneyParam.optional();
    case 'currency':
      return currencyParam.optional();
    case 'bank':
      return bankCodeParam.optional();
    case 'nature':
      return natureCodeParam.optional();
  }
}

/** The zod shape of a set of filters, for `z.object({...})` or `.extend(...)`. */
export function filterShape<F extends Record<string, FilterDef>>(filters: F): { [K in keyof F]: z.ZodType } {
  return Object.fromEntries(
    Object.entries(filters).map(([key, def]) => [
      key,
      def.required ? requiredParam(filterSchema(def)) : filterSchema(def),
    ]),
  ) as {
    [K in keyof F]: z.ZodType;
  };
}

const RANGE_CODES = { rate: 'rate_range_invalid', money: 'money_range_invalid' } as const;

/**
 * The range rules of a set of filters, as one superRefine: dates by `dateRangeRefinement` (to ≥ from, a day
 * alone allowed), rates and amounts compared as decimals. Each rule runs only when both ends are well formed,
 * so a malformed end is reported once, by its own parser, with the other fields' errors.
 */
export function rangeRefinement<K extends string>(
  filters: Readonly<Record<K, FilterDef>>,
  ranges: readonly RangeRule<K>[],
) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx): void => {
    for (const range of ranges) {
      const from = value[range.from];
      const to = value[range.to];
      if (typeof from !== 'string' || typeof to !== 'string') continue;
      const kind = filters[range.from].kind;
      if (kind === 'date') {
        if (isCalendarDate(from) && isCalendarDate(to))
          dateRangeRefinement(range.from, range.to, { maxOneYear: range.maxOneYear })(
            value as Partial<Record<K, string>>,
            ctx,
          );
      } else if (kind === 'rate' || kind === 'money') {
        const format = kind === 'rate' ? rateString : moneyString;
        const ok = (v: string) => format.safeParse(v).success;
        if (ok(from) && ok(to) && new Dec(to).lt(from)) fieldIssue(ctx, RANGE_CODES[kind], [range.to]);
      }
    }
  };
}

/** The kind of record a filter names by its id (a client filter, or an id filter's `names`); else undefined. */
export function namedRecord(def: FilterDef): NamedRecord | undefined {
  if (def.kind === 'client') return 'client';
  if (def.kind === 'id') return def.names;
  return undefined;
}

/** The filters that name a record by its id, each with the kind of record it names. */
export function recordFilters(filters: Readonly<Record<string, FilterDef>>): [string, NamedRecord][] {
  return Object.entries(filters).flatMap(([name, def]) => {
    const record = namedRecord(def);
    return record ? [[name, record]] : [];
  });
}

/** Whether a parsed filter value is absent: undefined, or an empty set of an enum's values. */
export function isAbsentFilterValue(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The filters a list cannot run without (declared `required`), with their messages. */
export function requiredFilters(filters: Readonly<Record<string, FilterDef>>): [string, FieldMessageCode][] {
  return Object.entries(filters).flatMap(([name, def]) => (def.required ? [[name, def.required]] : []));
}

/** The required filters' rule, as a superRefine: each absent one is reported on its own field. */
export function requiredRefinement(filters: Readonly<Record<string, FilterDef>>) {
  const required = requiredFilters(filters);
  return (value: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx): void => {
    for (const [name, code] of required) if (isAbsentFilterValue(value[name])) fieldIssue(ctx, code, [name]);
  };
}

/**
 * Whether a parsed list query sets none of its filters: each absent, empty, or its declared default (the
 * remittance type's "all"). Page, size and sort are not filters. The server reads the table's size from the
 * planner for such a list instead of counting its rows.
 */
export function setsNoFilter(
  filters: Readonly<Record<string, FilterDef>>,
  query: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(filters).every(([name, def]) => {
    const value = query[name];
    return (
      value === undefined ||
      (Array.isArray(value) && value.length === 0) ||
      (def.kind === 'enum' && def.default !== undefined && value === def.default)
    );
  });
}

/** The screen's value for "any value" of an enum filter that declares `screenAll`. */
export const SCREEN_ALL = 'all';

/** The names of a list's filters in the screen's address: those it offers, and the pickers' companions. */
export type ScreenFilterName<F extends Record<string, FilterDef>> =
  | {
      [K in keyof F & string]: F[K] extends { apiOnly: true }
        ? never
        : F[K] extends { param: infer P extends string }
          ? P
          : K;
    }[keyof F & string]
  | { [K in keyof F & string]: F[K] extends { companion: infer C extends string } ? C : never }[keyof F &
      string];
